// Pure functions over a step's sample summaries: the table's columns and order, the filter
// language, groups, and spreading a prompt's long history over a few rows.
import type { QueryResult, SampleSummary, StepColumns } from "./wire";
import { formatNumber } from "./format";
import { toNumber } from "./format";
import { type ResponseFieldJson, responseFieldOf, responseFieldTable } from "./trace";

export interface Column {
  key: string;
  label: string;
  title: string;
  /** What the column sorts by. */
  value(s: SampleSummary): number | string | null;
  /** What the cell shows, when not the value. */
  text?(s: SampleSummary): string;
  /** Shown only when some sample of the step has it (the turns of multi-turn runs). */
  optional?: boolean;
  /** The per-response value it shows (the server's table), whose badges show in its cells. */
  field?: string;
}

/** What the "why" column says of a row whose trace is not recorded. */
export const NOT_RECORDED = "not recorded";

/** Whether a sample's trace is recorded (indexes of earlier versions list recorded rows only). */
export function isRecorded(sample: SampleSummary): boolean {
  return sample.recorded !== false;
}

/** The row's identity, which the tab draws itself: its index, why it was recorded, its group. */
const IDENTITY_COLUMNS: Column[] = [
  { key: "sample", label: "#", title: "row in the step's batch", value: (s) => s.sample_index },
  { key: "why", label: "why", title: "why the logger recorded it (not recorded: the row has its summary only)",
    value: (s) => isRecorded(s) ? s.selected_because.join(", ") : NOT_RECORDED },
  { key: "group", label: "group", title: "GRPO group (uid)", value: (s) => s.group_id },
];

/** How a value's cell reads where it says more than the value: a response's turns with the tools
 * it called and the calls that failed. */
const CELL_TEXT: Record<string, (s: SampleSummary) => string> = {
  turns: (s) => (s.turns ?? null) === null ? "–"
    : `${s.turns}${s.tools?.length ? ` · ${s.tools.join(", ")}` : ""}${s.tool_failures ? ` · ${s.tool_failures} failed` : ""}`,
};

/** A sample's value of a per-response field: a statistic from its `stats`, the others by name. */
function responseValue(field: ResponseFieldJson, sample: SampleSummary): number | string | null {
  if (field.kind === "statistic") return sample.stats[field.name] ?? null;
  const value = (sample as unknown as Record<string, unknown>)[field.name];
  if (field.kind === "string") return typeof value === "string" ? value : null;
  return toNumber(value as number | string | null | undefined);
}

/** The columns of the per-response values the server's table shows, in its order (keyed by their
 * filter term). */
function valueColumns(): Column[] {
  return responseFieldTable().flatMap((field) => field.index_column === null ? [] : [{
    key: field.index_column.term, label: field.index_column.label, title: field.index_column.title,
    optional: field.index_column.optional, value: (s: SampleSummary) => responseValue(field, s),
    text: CELL_TEXT[field.name], field: field.name,
  }]);
}

/** Every column a step's table can show, in order: the row's identity, then the per-response
 * values of the server's table. */
export function sampleColumns(): Column[] {
  return [...IDENTITY_COLUMNS, ...valueColumns()];
}

/** The flags the server's table shows as badges, and whether a sample has each. */
function flagIsSet(field: ResponseFieldJson, sample: SampleSummary): boolean {
  return (sample as unknown as Record<string, unknown>)[field.name] === true;
}

/** The badges a sample's cell of `column` shows: each flag that is true and shows in that column,
 * as its filter word with what it means. */
export function badgesIn(column: Column, sample: SampleSummary): { word: string; title: string }[] {
  return responseFieldTable().flatMap((field) =>
    field.badge !== null && field.badge.column === column.field && field.term !== null && flagIsSet(field, sample)
      ? [{ word: field.term, title: `${field.badge.title} (filter: ${field.term})` }] : []);
}

/** The words of a sample's badges, which the filter matches as it matches the row's other words. */
function badgeWords(sample: SampleSummary): string[] {
  return responseFieldTable().flatMap((field) => field.badge !== null && field.term !== null && flagIsSet(field, sample) ? [field.term] : []);
}

const EXTRA = "extra:";

/** A column of one per-sample extra number (a reward part, an exploration bonus). */
function extraColumn(name: string): Column {
  return {
    key: `${EXTRA}${name}`, label: name, title: `${name}: logged beside the score (reward extra info)`,
    value: (s) => extraValue(s, name),
  };
}

function extraValue(sample: SampleSummary, name: string): number | null {
  return toNumber(sample.extra_sample?.[name]);
}

/** The names of the per-sample extra numbers any of `samples` has, sorted. */
export function extraNames(samples: SampleSummary[]): string[] {
  return [...new Set(samples.flatMap((s) => Object.keys(s.extra_sample ?? {})))].sort();
}

/** The columns a step's table shows: the optional ones only when some sample has them, then one
 * per extra number the step's samples have (the breakdown of their reward). */
export function columnsFor(samples: SampleSummary[]): Column[] {
  return [
    ...sampleColumns().filter((c) => !c.optional || samples.some((s) => c.value(s) !== null)),
    ...extraNames(samples).map(extraColumn),
  ];
}

/** A row's summary as one line of "label value" pairs (the table's columns past its identity),
 * for a row whose trace is not recorded: all there is to show of it. */
export function summaryLine(sample: SampleSummary): string {
  const identity = new Set(["sample", "why", "group"]);
  return columnsFor([sample])
    .filter((c) => !identity.has(c.key))
    .map((c) => `${c.label} ${cellText(c, sample)}`)
    .join(" · ");
}

/** What a column's cell shows for a sample. */
export function cellText(column: Column, sample: SampleSummary): string {
  if (column.text) return column.text(sample);
  const value = column.value(sample);
  return typeof value === "number" && !Number.isInteger(value) ? formatNumber(value) : String(value ?? "–");
}

/** Compares strings as `localeCompare` does (the page's locale), one collator for every comparison. */
const collator = new Intl.Collator();

/** Sorts samples by a column (an extra number's is `extra:NAME`); absent values last whatever the
 * direction. Each sample's value is read once, not once per comparison: a step of 8,192 rows makes
 * some 100k comparisons. Stable: equal values keep their order. */
export function sortSamples(samples: SampleSummary[], key: string, descending: boolean): SampleSummary[] {
  const column = key.startsWith(EXTRA) ? extraColumn(key.slice(EXTRA.length)) : sampleColumns().find((c) => c.key === key);
  if (!column) return samples.slice();
  const keyed = samples.map((sample) => {
    const value = column.value(sample);
    return { sample, value, missing: value === null || (typeof value === "number" && Number.isNaN(value)) };
  });
  keyed.sort((a, b) => {
    if (a.missing || b.missing) return Number(a.missing) - Number(b.missing);
    const order = typeof a.value === "number" && typeof b.value === "number" ? a.value - b.value : collator.compare(String(a.value), String(b.value));
    return descending ? -order : order;
  });
  return keyed.map((k) => k.sample);
}

/** The filter's term of whether a row's trace is recorded (1) or the row indexed only (0). */
const RECORDED = "recorded";

const CONDITION = /^([a-z_][\w./-]*?)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$/;

/** What a filter condition on `name` reads of a sample: the per-response value whose term it is
 * (the server's table, GET /fields' responses: score, len, turns..., the index statistics; a row
 * without one reads the field's `filter_default`: a single-turn response is one turn with no
 * calls), whether it is recorded, else the extra number of that name (compared without case, as
 * the filter is); null when the sample has none. Resolved once per filter, not once per row. */
function conditionReader(name: string): (sample: SampleSummary) => number | null {
  if (name === RECORDED) return (sample) => Number(isRecorded(sample));
  const field = responseFieldOf(name);
  if (field !== undefined) {
    const fallback = field.filter_default;
    if (field.kind === "statistic") return (sample) => sample.stats[field.name] ?? fallback;
    return (sample) => {
      const value: unknown = (sample as unknown as Record<string, unknown>)[field.name];
      if (typeof value === "boolean") return Number(value);
      return typeof value === "number" || typeof value === "string" ? toNumber(value) ?? fallback : fallback;
    };
  }
  return (sample) => {
    const extra = Object.keys(sample.extra_sample ?? {}).find((key) => key.toLowerCase() === name);
    return extra === undefined ? null : extraValue(sample, extra);
  };
}

const COMPARISONS: Record<string, (value: number, bound: number) => boolean> = {
  "<": (v, b) => v < b, ">": (v, b) => v > b, "<=": (v, b) => v <= b, ">=": (v, b) => v >= b, "=": (v, b) => v === b,
};

const TOOL = /^tool:(.+)$/;

/** The quoted phrases of a filter, lower-cased: searched in the step's prompt and response text. */
export function textTerms(query: string): string[] {
  return [...query.matchAll(/"([^"]+)"/g)].map((m) => m[1].toLowerCase());
}

/** What a run-wide search found, in words: how many rows of every step pass, how many are shown. */
export function searchTitle(result: QueryResult): string {
  const shown = result.matches.length;
  const recorded = result.matches.filter(([, , isRecordedRow]) => isRecordedRow).length;
  return `${result.total} row${result.total === 1 ? " of every step passes" : "s of every step pass"} ${result.query}` +
    (result.truncated ? ` (the first ${shown} shown, ${recorded} of them recorded)` : ` (${recorded} recorded)`) +
    (result.skipped ? `; ${result.skipped} damaged trace${result.skipped === 1 ? "" : "s"} skipped` : "");
}

/** A filter as a test of one sample, the query read once for all of a step's rows: space-separated
 * terms, all required; a term is a condition on a column (`score>0.5`, `len<=100`, `recorded=1`, the
 * field table's statistics: `entropy>=1`, `kl<0`, `mismatch_max>1`, `rejected>0.5`, and for
 * multi-turn responses `turns>2`, `calls>=1`, `failures>0`) or on an extra number (`novelty>0.1`,
 * `acc=1`; a sample without it does not match), a tool it called (`tool:calc`), a quoted phrase
 * found in the prompt or response (the test's `text` is that text; while it is unknown, phrases do
 * not filter), or a word found in its reasons, group or data source. */
export function sampleFilter(query: string): (sample: SampleSummary, text?: string) => boolean {
  const phrases = textTerms(query);
  const terms = query.replace(/"[^"]*"/g, " ").trim().toLowerCase().split(/\s+/).filter(Boolean).map(filterTerm);
  return (sample, text) => {
    if (text !== undefined) {
      const lower = text.toLowerCase();
      if (!phrases.every((phrase) => lower.includes(phrase))) return false;
    }
    return terms.every((passes) => passes(sample));
  };
}

/** One unquoted, lower-cased term of a filter as a test of a sample (see `sampleFilter`). */
function filterTerm(term: string): (sample: SampleSummary) => boolean {
  const tool = TOOL.exec(term);
  if (tool) return (sample) => (sample.tools ?? []).some((name) => name.toLowerCase() === tool[1]);
  const condition = CONDITION.exec(term);
  if (condition) {
    const read = conditionReader(condition[1]);
    const compare = COMPARISONS[condition[2]];
    const bound = Number(condition[3]);
    return (sample) => {
      const value = read(sample);
      return value !== null && !Number.isNaN(value) && compare(value, bound);
    };
  }
  return (sample) =>
    [...sample.selected_because, sample.group_id, sample.data_source, ...badgeWords(sample)].join(" ").toLowerCase().includes(term);
}

/** The rows of a step as the samples table lists them: those passing `query` (`textOf`: a row's
 * prompt and response text, once loaded; null before), in the order of column `key`. */
export function tableOrder(
  samples: SampleSummary[], query: string, textOf: ((sample: SampleSummary) => string) | null, key: string, descending: boolean,
): SampleSummary[] {
  const passes = sampleFilter(query);
  return sortSamples(samples.filter((s) => passes(s, textOf ? textOf(s) : undefined)), key, descending);
}

/** The rows `[first, last)` of a list of `total` rows, each `rowHeight` px tall, that a virtual
 * table draws when scrolled to `scrollTop` px in a view `viewHeight` px tall: the rows in view and
 * `overscan` more beyond each edge (drawn already when a scroll brings them in). */
export function rowWindow(scrollTop: number, viewHeight: number, rowHeight: number, total: number, overscan: number): { first: number; last: number } {
  if (!(rowHeight > 0) || total <= 0) return { first: 0, last: Math.max(0, Math.min(total, 2 * overscan)) };
  const top = Number.isFinite(scrollTop) ? Math.max(0, scrollTop) : 0;
  const height = Number.isFinite(viewHeight) ? Math.max(0, viewHeight) : 0;
  const first = Math.min(total, Math.max(0, Math.floor(top / rowHeight) - overscan));
  const last = Math.min(total, Math.max(first, Math.ceil((top + height) / rowHeight) + overscan));
  return { first, last };
}

/** Where to scroll a virtual table (its rows `rowHeight` px tall under a sticky head
 * `headHeight` px tall, in a view `viewHeight` px tall scrolled to `scrollTop`) so that row `index`
 * is in full view: the nearest scroll position that shows it, or null when it is in view already. */
export function scrollToRow(index: number, scrollTop: number, viewHeight: number, rowHeight: number, headHeight: number): number | null {
  const top = headHeight + index * rowHeight;  // the row's top in the scrolled content
  if (top - headHeight < scrollTop) return Math.max(0, top - headHeight);
  if (top + rowHeight > scrollTop + viewHeight) return Math.max(0, top + rowHeight - viewHeight);
  return null;
}

/** verl's uids are UUIDs: eight characters tell groups apart in a table; the title has the rest. */
export function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}

/** The recorded samples of `group` among a step's samples, best score first. */
export function groupMembers(samples: SampleSummary[], group: string): SampleSummary[] {
  return samples
    .filter((s) => s.group_id === group && isRecorded(s))
    .sort((a, b) => (toNumber(b.score) ?? -Infinity) - (toNumber(a.score) ?? -Infinity));
}

/** At most `limit` entries spread evenly over `items`, first and last kept. */
export function spread<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  const picked = new Set<number>();
  for (let i = 0; i < limit; i++) picked.add(Math.round((i * (items.length - 1)) / (limit - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => items[i]);
}

/** /step's rows as the tab's samples: its columns (one value per row under each key) and reward
 * parts turned into one object per row, the field table's statistics gathered in
 * `stats` (the tab names none itself). */
export function samplesFromColumns(answer: StepColumns): SampleSummary[] {
  const { split, columns: byKey, extra_sample: extra } = answer;
  const statistics = responseFieldTable().filter((field) => field.kind === "statistic").map((field) => field.name);
  const plain = Object.keys(byKey).filter((key) => !statistics.includes(key));
  const parts = Object.entries(extra);
  // As many rows as the row numbers sent: nothing is sized from a count the answer states.
  const rows = byKey.sample_index?.length ?? 0;
  const samples: SampleSummary[] = [];
  for (let row = 0; row < rows; row++) {
    const sample = { split, stats: {}, extra_sample: {} } as SampleSummary & Record<string, unknown>;
    for (const key of plain) sample[key] = byKey[key][row] ?? null;
    for (const name of statistics) sample.stats[name] = toNumber(byKey[name]?.[row] as number | string | null | undefined);
    for (const [name, values] of parts) if (values[row] != null) sample.extra_sample![name] = values[row]!;
    samples.push(sample);
  }
  return samples;
}
