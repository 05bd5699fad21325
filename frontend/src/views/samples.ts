// Every indexed sample of the selected step: a sortable table; a row click opens its decision path
// (a row whose trace is not recorded shows its summary only, muted). A step holds up to thousands
// of rows (verl's batches reach 8,192): the table is virtual, drawing only the rows in its scrolled
// view and a margin around them, so opening, sorting and filtering cost the same at any size.
import type { SampleSummary, StepDetail } from "../model/wire";
import type { Controller } from "../controller";
import { element, typingIn } from "../dom";
import { badgesIn, cellText, type Column, columnsFor, isRecorded, rowWindow, scrollToRow, shortId, tableOrder, textTerms } from "../model/samples";
import type { Store } from "../state";
import { SearchView } from "./search";

/** A row's height in px before one is measured (the stylesheet gives rows this height). */
const ROW_HEIGHT = 26;
/** Rows drawn beyond each edge of the view: a scroll shows rows drawn already while the next
 * window is built, and a table of a few dozen rows is drawn whole. */
const OVERSCAN = 40;

export class SamplesView {
  private sortKey = "sample";
  private descending = false;
  private filter = "";
  /** Prompt + response text of the step's samples, loaded when the filter has a quoted phrase. */
  private texts: Map<number, string> | null = null;
  private readonly filterInput: HTMLInputElement;
  private readonly searchAll: HTMLButtonElement;
  private readonly body: HTMLElement;
  private readonly caption: HTMLElement;
  /** The table's scrolled view; its padding stands in for the rows above and below the window. */
  private readonly scroller: HTMLElement;
  private readonly sizer: HTMLElement;
  private readonly table: HTMLTableElement;
  private readonly headRow: HTMLTableRowElement;
  private readonly rows: HTMLTableSectionElement;
  private detail: StepDetail | null = null;
  private selectedSample: number | null = null;
  /** The step's rows as the table lists them (filtered, then sorted): worked out again when the
   * step, the filter, the order or the texts change, not when a row is selected or scrolled to. */
  private order: SampleSummary[] = [];
  private columns: Column[] = [];
  private recorded = 0;
  /** The rows drawn, `[first, last)` of `order` (null: none yet, or to be drawn again). */
  private drawn: { first: number; last: number } | null = null;
  private rowHeight = ROW_HEIGHT;

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
      this.reorder();
    });
    // The filter can also be asked of every row of every step of the run (server side).
    this.searchAll = element("button", "view-button search-all");
    this.searchAll.hidden = true;
    this.searchAll.addEventListener("click", () => {
      const query = this.filter.trim();
      if (query) void controller.searchAll(query);
    });
    this.caption = element("div", "samples-caption");
    this.table = element("table", "samples");
    this.headRow = this.table.createTHead().insertRow();
    this.rows = this.table.createTBody();
    this.sizer = element("div", "samples-sizer");
    this.sizer.append(this.table);
    this.scroller = element("div", "samples-scroll");
    this.scroller.append(this.sizer);
    this.scroller.addEventListener("scroll", () => this.drawRows());
    new ResizeObserver(() => this.drawRows()).observe(this.scroller);
    // One listener for every row, drawn or to be drawn: rows come and go as the table scrolls.
    const open = (target: EventTarget | null) => {
      const row = (target as HTMLElement | null)?.closest?.<HTMLElement>("tr[data-sample]");
      if (row && this.rows.contains(row)) void this.controller.selectSample(Number(row.dataset.sample));
    };
    this.rows.addEventListener("click", (e) => open(e.target));
    this.rows.addEventListener("keydown", (e) => e.key === "Enter" && open(e.target));
    this.body = element("div");
    this.body.append(this.caption, this.scroller);
    const results = element("div", "search-results");
    root.append(this.filterInput, this.searchAll, this.body, results);
    new SearchView(results, store, controller);
    store.watch(["stepDetail", "sample"], ({ stepDetail, sample }, changed) => {
      if (changed.has("stepDetail")) {
        this.show(stepDetail);
        if (this.wantsTexts()) void controller.loadTexts();
      }
      this.select(sample);
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
    const order = this.order;
    if (order.length === 0) return;
    const at = order.findIndex((s) => s.sample_index === this.selectedSample);
    const next = order[Math.min(order.length - 1, Math.max(0, at + delta))];
    if (next && next.sample_index !== this.selectedSample) void this.controller.selectSample(next.sample_index);
  }

  /** Whether the current filter needs the samples' texts. */
  private wantsTexts(): boolean {
    return textTerms(this.filter).length > 0;
  }

  private setTexts(step: number, texts: Map<number, string>): void {
    if (this.detail?.step !== step) return;
    this.texts = texts;
    this.reorder();
  }

  /** A new step (or none): its columns, then its rows from the top. */
  private show(detail: StepDetail | null): void {
    if (detail?.step !== this.detail?.step || detail?.split !== this.detail?.split) this.texts = null;
    this.detail = detail;
    this.filterInput.hidden = !detail;
    this.body.hidden = !detail;
    this.columns = detail ? columnsFor(detail.samples) : [];
    this.recorded = detail ? detail.samples.filter(isRecorded).length : 0;
    this.reorder();
  }

  /** Works the table's order out again (the step, the filter, the sort or the texts changed) and
   * draws it from its top. */
  private reorder(): void {
    const query = this.filter.trim();
    this.searchAll.hidden = !query;
    this.searchAll.textContent = query ? `Search every step for ${query}` : "";
    const detail = this.detail;
    if (!detail) {
      this.order = [];
      this.caption.textContent = "";
      this.rows.replaceChildren();
      return;
    }
    // Once the texts are loaded, a row without one (not recorded) holds no phrase.
    const texts = this.texts;
    this.order = tableOrder(detail.samples, this.filter, texts && ((s) => texts.get(s.sample_index) ?? ""), this.sortKey, this.descending);
    const listed = detail.samples.length > this.recorded ? `, ${detail.samples.length} listed` : "";
    this.caption.textContent =
      `Step ${detail.step}: ${this.recorded} recorded of ${detail.batch_size} responses${listed}` +
      (this.order.length < detail.samples.length ? ` (${this.order.length} match the filter)` : "");
    this.table.setAttribute("aria-rowcount", String(this.order.length + 1));
    this.head();
    this.scroller.scrollTop = 0;
    this.drawn = null;
    this.drawRows();
  }

  /** The column heads, each sorting the table by its column (again: the other way). */
  private head(): void {
    this.headRow.replaceChildren();
    for (const column of this.columns) {
      const th = element("th");
      th.textContent = column.label + (this.sortKey === column.key ? (this.descending ? " ▼" : " ▲") : "");
      th.title = `${column.title} (click to sort)`;
      th.tabIndex = 0;
      th.dataset.key = column.key;
      const sort = () => {
        this.descending = this.sortKey === column.key ? !this.descending : column.key !== "sample";
        this.sortKey = column.key;
        this.reorder();
      };
      th.addEventListener("click", sort);
      th.addEventListener("keydown", (e) => e.key === "Enter" && sort());
      this.headRow.append(th);
    }
  }

  /** Draws the rows in the scrolled view and a margin around them (nothing when those are drawn
   * already); the sizer's padding holds the place of the others, so the scroll bar spans them all.
   * `measure`: take the drawn rows' true height (once: drawn again with it, not measured again). */
  private drawRows(measure = true): void {
    const range = rowWindow(this.scroller.scrollTop, this.scroller.clientHeight, this.rowHeight, this.order.length, OVERSCAN);
    if (this.drawn && this.drawn.first === range.first && this.drawn.last === range.last) return;
    this.drawn = range;
    const fragment = document.createDocumentFragment();
    for (let i = range.first; i < range.last; i++) fragment.append(this.row(this.order[i], i));
    this.rows.replaceChildren(fragment);
    this.sizer.style.paddingTop = `${range.first * this.rowHeight}px`;
    this.sizer.style.paddingBottom = `${(this.order.length - range.last) * this.rowHeight}px`;
    // Rows are as tall as the stylesheet says unless the page's font makes them taller: measured
    // once drawn, the window and the padding follow the true height.
    const measured = measure ? this.rows.rows[0]?.getBoundingClientRect().height ?? 0 : 0;
    if (measured > 0 && Math.abs(measured - this.rowHeight) > 0.5) {
      this.rowHeight = measured;
      this.drawn = null;
      this.drawRows(false);
    }
  }

  /** Marks row `sample` selected and scrolls the table to it if it is out of view (j and k walk
   * past the view's edge; a shared link names a row anywhere in the step). */
  private select(sample: number | null): void {
    this.selectedSample = sample;
    for (const row of this.rows.rows) row.classList.toggle("selected", row.dataset.sample === String(sample));
    const index = sample === null ? -1 : this.order.findIndex((s) => s.sample_index === sample);
    if (index < 0) return;
    const head = this.table.tHead?.getBoundingClientRect().height ?? 0;
    const target = scrollToRow(index, this.scroller.scrollTop, this.scroller.clientHeight, this.rowHeight, head);
    if (target === null) return;
    this.scroller.scrollTop = target;
    this.drawRows();
  }

  /** One sample's row (the `index`th the table lists): its cells, greyed when not recorded, with
   * the badges of its flags (cut at the length limit); a click or Enter opens it. */
  private row(sample: SampleSummary, index: number): HTMLTableRowElement {
    const row = element("tr");
    row.tabIndex = 0;
    row.dataset.sample = String(sample.sample_index);
    row.setAttribute("aria-rowindex", String(index + 2));  // the head is row 1
    if (sample.sample_index === this.selectedSample) row.classList.add("selected");
    if (!isRecorded(sample)) {
      row.classList.add("unrecorded");
      row.title = "not recorded: the index keeps this response's summary, not its trace";
    }
    for (const column of this.columns) {
      const cell = row.insertCell();
      cell.dataset.key = column.key;
      if (column.key === "group") {
        cell.textContent = shortId(sample.group_id);
        cell.title = sample.group_id;
      } else {
        cell.textContent = cellText(column, sample);
        // The reasons are cut to the column's width (rows keep one height): the tooltip has them all.
        if (column.key === "why") cell.title = cell.textContent;
      }
      for (const { word, title } of badgesIn(column, sample)) {
        const badge = element("span", `badge ${word}`, word);
        badge.title = title;
        cell.append(" ", badge);
      }
    }
    return row;
  }
}
