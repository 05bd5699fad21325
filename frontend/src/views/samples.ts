// The recorded samples of the selected step: a sortable table; a row click opens its decision path.
import { element } from "../dom";
import type { SampleSummary, StepDetail } from "../api";
import { formatNumber } from "../format";
import { toNumber } from "../trace";

interface Column {
  key: string;
  label: string;
  title: string;
  value(s: SampleSummary): number | string | null;
}

const COLUMNS: Column[] = [
  { key: "sample", label: "#", title: "row in the step's batch", value: (s) => s.sample_index },
  { key: "why", label: "why", title: "why the logger recorded it", value: (s) => s.selected_because.join(", ") },
  { key: "group", label: "group", title: "GRPO group (uid)", value: (s) => s.group_id },
  { key: "score", label: "score", title: "sample reward", value: (s) => toNumber(s.score) },
  { key: "length", label: "len", title: "response tokens", value: (s) => s.length },
  { key: "entropy", label: "H̄", title: "mean token entropy", value: (s) => toNumber(s.mean_entropy) },
  { key: "kl", label: "KL̄", title: "mean log π − log π_ref", value: (s) => toNumber(s.mean_kl) },
];

/** Sorts samples by a column; absent values last whatever the direction. */
export function sortSamples(samples: SampleSummary[], key: string, descending: boolean): SampleSummary[] {
  const column = COLUMNS.find((c) => c.key === key);
  if (!column) return samples.slice();
  return samples.slice().sort((a, b) => {
    const va = column.value(a);
    const vb = column.value(b);
    const aMissing = va === null || (typeof va === "number" && Number.isNaN(va));
    const bMissing = vb === null || (typeof vb === "number" && Number.isNaN(vb));
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    const order = typeof va === "number" && typeof vb === "number" ? va - vb : String(va).localeCompare(String(vb));
    return descending ? -order : order;
  });
}

const FILTER_FIELDS: Record<string, (s: SampleSummary) => number | null> = {
  score: (s) => toNumber(s.score),
  len: (s) => s.length,
  entropy: (s) => toNumber(s.mean_entropy),
  kl: (s) => toNumber(s.mean_kl),
};
const CONDITION = /^(score|len|entropy|kl)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;

/** The quoted phrases of a filter (`"the answer is"`) as typed. */
export function phrases(query: string): string[] {
  return [...query.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** The quoted phrases of a filter, lower-cased: searched in the step's prompt and response text. */
export function textTerms(query: string): string[] {
  return phrases(query).map((p) => p.toLowerCase());
}

/** Whether a sample passes a filter: space-separated terms, all required; a term is a condition
 * on a column (`score>0.5`, `len<=100`, `entropy>=1`, `kl<0`), a quoted phrase found in the
 * prompt or response (`text` is that text; while it is unknown, phrases do not filter), or a word
 * found in its reasons, group or data source. */
export function matchesFilter(sample: SampleSummary, query: string, text?: string): boolean {
  if (text !== undefined && !textTerms(query).every((phrase) => text.toLowerCase().includes(phrase))) return false;
  const unquoted = query.replace(/"[^"]*"/g, " ");
  for (const term of unquoted.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
    const condition = CONDITION.exec(term);
    if (condition) {
      const value = FILTER_FIELDS[condition[1]](sample);
      const bound = Number(condition[3]);
      if (value === null || Number.isNaN(value)) return false;
      const ok = { "<": value < bound, ">": value > bound, "<=": value <= bound, ">=": value >= bound, "=": value === bound }[condition[2]];
      if (!ok) return false;
    } else {
      const words = [...sample.selected_because, sample.group_id, sample.data_source].join(" ").toLowerCase();
      if (!words.includes(term)) return false;
    }
  }
  return true;
}

/** verl's uids are UUIDs: eight characters tell groups apart in a table; the title has the rest. */
export function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}

export class SamplesView {
  private sortKey = "sample";
  private descending = false;
  private filter = "";
  /** Prompt + response text of the step's samples, loaded when the filter has a quoted phrase. */
  private texts: Map<number, string> | null = null;
  private readonly filterInput: HTMLInputElement;
  private readonly searchAll: HTMLButtonElement;
  private readonly body: HTMLElement;
  private detail: StepDetail | null = null;
  private selectedSample: number | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly onSelect: (sample: number) => void,
    private readonly onNeedTexts: () => void = () => {},
    private readonly onSearchAll: (phrase: string) => void = () => {},
  ) {
    this.filterInput = element("input");
    this.filterInput.type = "search";
    this.filterInput.className = "sample-filter";
    this.filterInput.placeholder = 'filter: score>0.5 len<200 best "text in prompt or response"';
    this.filterInput.setAttribute("aria-label", "filter samples");
    this.filterInput.addEventListener("input", () => {
      this.filter = this.filterInput.value;
      if (textTerms(this.filter).length && this.texts === null) this.onNeedTexts();
      this.render();
    });
    // A quoted phrase can also be looked for in every step of the run (case-sensitive, server side).
    this.searchAll = element("button", "view-button search-all");
    this.searchAll.hidden = true;
    this.searchAll.addEventListener("click", () => {
      const [phrase] = phrases(this.filter);
      if (phrase) this.onSearchAll(phrase);
    });
    this.body = element("div");
    this.root.append(this.filterInput, this.searchAll, this.body);
  }

  /** The samples as the table shows them: filtered, then sorted. */
  visibleSamples(): SampleSummary[] {
    if (!this.detail) return [];
    const kept = this.detail.samples.filter((s) => matchesFilter(s, this.filter, this.texts?.get(s.sample_index)));
    return sortSamples(kept, this.sortKey, this.descending);
  }

  /** Whether the current filter needs the samples' texts. */
  wantsTexts(): boolean {
    return textTerms(this.filter).length > 0;
  }

  setTexts(step: number, texts: Map<number, string>): void {
    if (this.detail?.step !== step) return;
    this.texts = texts;
    this.render();
  }

  show(detail: StepDetail | null, selectedSample: number | null): void {
    if (detail?.step !== this.detail?.step || detail?.split !== this.detail?.split) this.texts = null;
    this.detail = detail;
    this.selectedSample = selectedSample;
    this.render();
  }

  private render(): void {
    this.body.replaceChildren();
    const [phrase] = phrases(this.filter);
    this.searchAll.hidden = !phrase;
    this.searchAll.textContent = phrase ? `Search every step for "${phrase}"` : "";
    const detail = this.detail;
    this.filterInput.hidden = !detail;
    if (!detail) return;
    const caption = element("div", "samples-caption");
    const shown = this.visibleSamples();
    caption.textContent =
      `Step ${detail.step}: ${detail.samples.length} recorded of ${detail.batch_size} responses` +
      (shown.length < detail.samples.length ? ` (${shown.length} match the filter)` : "");
    this.body.append(caption);
    const table = element("table", "samples");
    const head = table.createTHead().insertRow();
    for (const column of COLUMNS) {
      const th = element("th");
      th.textContent = column.label + (this.sortKey === column.key ? (this.descending ? " ▼" : " ▲") : "");
      th.title = `${column.title} (click to sort)`;
      th.tabIndex = 0;
      th.dataset.key = column.key;
      const sort = () => {
        this.descending = this.sortKey === column.key ? !this.descending : column.key !== "sample";
        this.sortKey = column.key;
        this.render();
      };
      th.addEventListener("click", sort);
      th.addEventListener("keydown", (e) => e.key === "Enter" && sort());
      head.append(th);
    }
    const body = table.createTBody();
    for (const sample of shown) {
      const row = body.insertRow();
      row.tabIndex = 0;
      row.dataset.sample = String(sample.sample_index);
      if (sample.sample_index === this.selectedSample) row.classList.add("selected");
      for (const column of COLUMNS) {
        const value = column.value(sample);
        const cell = row.insertCell();
        if (column.key === "group") {
          cell.textContent = shortId(sample.group_id);
          cell.title = sample.group_id;
        } else {
          cell.textContent = typeof value === "number" && !Number.isInteger(value) ? formatNumber(value) : String(value ?? "–");
        }
      }
      const select = () => this.onSelect(sample.sample_index);
      row.addEventListener("click", select);
      row.addEventListener("keydown", (e) => e.key === "Enter" && select());
    }
    this.body.append(table);
  }
}
