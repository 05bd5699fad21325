// Every indexed sample of the selected step: a sortable table; a row click opens its decision path
// (a row whose trace is not recorded shows its summary only, muted).
import type { SampleSummary, StepDetail } from "../model/wire";
import type { Controller } from "../controller";
import { element, typingIn } from "../dom";
import { cellText, type Column, columnsFor, isRecorded, matchesFilter, shortId, sortSamples, textTerms, TRUNCATED } from "../model/samples";
import type { Store } from "../state";
import { SearchView } from "./search";

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

  /** The table, its filter, and under it the results of an every-step search. j and k move to
   * the next and previous sample in the table's order. */
  constructor(root: HTMLElement, store: Store, private readonly controller: Controller) {
    this.filterInput = element("input");
    this.filterInput.type = "search";
    this.filterInput.className = "sample-filter";
    this.filterInput.placeholder = 'filter: score>0.5 len<200 best "text in prompt or response"';
    this.filterInput.setAttribute("aria-label", "filter samples");
    this.filterInput.addEventListener("input", () => {
      this.filter = this.filterInput.value;
      if (this.wantsTexts() && this.texts === null) void controller.loadTexts();
      this.render();
    });
    // The filter can also be asked of every row of every step of the run (server side).
    this.searchAll = element("button", "view-button search-all");
    this.searchAll.hidden = true;
    this.searchAll.addEventListener("click", () => {
      const query = this.filter.trim();
      if (query) void controller.searchAll(query);
    });
    this.body = element("div");
    const results = element("div", "search-results");
    root.append(this.filterInput, this.searchAll, this.body, results);
    new SearchView(results, store, controller);
    store.watch(["stepDetail", "sample"], ({ stepDetail, sample }, changed) => {
      this.show(stepDetail, sample);
      if (changed.has("stepDetail") && this.wantsTexts()) void controller.loadTexts();
    });
    store.watch(["stepTexts"], ({ stepTexts }) => {
      if (stepTexts) this.setTexts(stepTexts.step, stepTexts.texts);
    });
    document.addEventListener("keydown", (e) => {
      if (typingIn(e)) return;
      if (e.key === "j") this.moveSample(1);
      if (e.key === "k") this.moveSample(-1);
    });
  }

  private moveSample(delta: number): void {
    const order = this.visibleSamples();
    if (order.length === 0) return;
    const at = order.findIndex((s) => s.sample_index === this.selectedSample);
    const next = order[Math.min(order.length - 1, Math.max(0, at + delta))];
    if (next && next.sample_index !== this.selectedSample) void this.controller.selectSample(next.sample_index);
  }

  /** The samples as the table shows them: filtered, then sorted. */
  private visibleSamples(): SampleSummary[] {
    if (!this.detail) return [];
    // Once the texts are loaded, a row without one (not recorded) holds no phrase.
    const texts = this.texts;
    const kept = this.detail.samples.filter((s) => matchesFilter(s, this.filter, texts ? texts.get(s.sample_index) ?? "" : undefined));
    return sortSamples(kept, this.sortKey, this.descending);
  }

  /** Whether the current filter needs the samples' texts. */
  private wantsTexts(): boolean {
    return textTerms(this.filter).length > 0;
  }

  private setTexts(step: number, texts: Map<number, string>): void {
    if (this.detail?.step !== step) return;
    this.texts = texts;
    this.render();
  }

  private show(detail: StepDetail | null, selectedSample: number | null): void {
    if (detail?.step !== this.detail?.step || detail?.split !== this.detail?.split) this.texts = null;
    this.detail = detail;
    this.selectedSample = selectedSample;
    this.render();
  }

  private render(): void {
    this.body.replaceChildren();
    const query = this.filter.trim();
    this.searchAll.hidden = !query;
    this.searchAll.textContent = query ? `Search every step for ${query}` : "";
    const detail = this.detail;
    this.filterInput.hidden = !detail;
    if (!detail) return;
    const caption = element("div", "samples-caption");
    const shown = this.visibleSamples();
    const recorded = detail.samples.filter(isRecorded).length;
    const listed = detail.samples.length > recorded ? `, ${detail.samples.length} listed` : "";
    caption.textContent =
      `Step ${detail.step}: ${recorded} recorded of ${detail.batch_size} responses${listed}` +
      (shown.length < detail.samples.length ? ` (${shown.length} match the filter)` : "");
    this.body.append(caption);
    const table = element("table", "samples");
    const columns = columnsFor(detail.samples);
    this.head(table.createTHead().insertRow(), columns);
    const body = table.createTBody();
    for (const sample of shown) this.row(body.insertRow(), columns, sample);
    this.body.append(table);
  }

  /** The column heads, each sorting the table by its column (again: the other way). */
  private head(row: HTMLTableRowElement, columns: Column[]): void {
    for (const column of columns) {
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
      row.append(th);
    }
  }

  /** One sample's row: its cells, greyed when not recorded, a badge when cut at the length
   * limit; a click or Enter opens it. */
  private row(row: HTMLTableRowElement, columns: Column[], sample: SampleSummary): void {
    row.tabIndex = 0;
    row.dataset.sample = String(sample.sample_index);
    if (sample.sample_index === this.selectedSample) row.classList.add("selected");
    if (!isRecorded(sample)) {
      row.classList.add("unrecorded");
      row.title = "not recorded: the index keeps this response's summary, not its trace";
    }
    for (const column of columns) {
      const cell = row.insertCell();
      cell.dataset.key = column.key;
      if (column.key === "group") {
        cell.textContent = shortId(sample.group_id);
        cell.title = sample.group_id;
      } else {
        cell.textContent = cellText(column, sample);
      }
      if (column.key === "length" && sample.truncated) {
        const badge = element("span", "badge truncated", TRUNCATED);
        badge.title = "cut at the length limit without an end-of-sequence token (filter: truncated)";
        cell.append(" ", badge);
      }
    }
    const select = () => void this.controller.selectSample(sample.sample_index);
    row.addEventListener("click", select);
    row.addEventListener("keydown", (e) => e.key === "Enter" && select());
  }
}
