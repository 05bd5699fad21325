// One prompt across training: its recorded responses at each step where it was sampled (validation
// prompts recur every validation run), one under the other. Token-level rows are coloured by the
// change in the chosen token's probability against the row above, where both chose the same
// token at that position: where the policy grew more or less sure of the same decision.
import type { Controller } from "../controller";
import { element } from "../dom";
import { formatNumber, visibleText } from "../model/format";
import { probabilityChange } from "../model/tokens";
import type { Trace } from "../model/trace";
import type { State, Store } from "../state";
import { TraceRows } from "./rows";

export class HistoryView {
  private readonly rows: TraceRows;
  /** Opens the view; shown while a trace is open. */
  readonly button: HTMLButtonElement;

  constructor(root: HTMLElement, store: Store, private readonly controller: Controller) {
    this.rows = new TraceRows(root);
    this.button = element("button", "view-button history-button", "Follow this prompt across training");
    this.button.hidden = true;
    this.button.addEventListener("click", () => void controller.showHistory());
    store.watch(["trace"], ({ trace }) => {
      this.button.hidden = trace === null;
    });
    store.watch(["history"], ({ history }) => this.show(history));
  }

  private show(history: State["history"]): void {
    this.rows.clear();
    if (!history) return;
    const { promptText: prompt, traces, occurrences: total } = history;
    const title = element("div", "chart-title");
    const steps = new Set(traces.map((t) => t.step)).size;
    title.textContent =
      `${total} recorded response${total === 1 ? "" : "s"} to this prompt` +
      (traces.length < total ? ` (${traces.length} shown, evenly spread over ${steps} steps)` : ` over ${steps} steps`) +
      ": colour = change in the chosen token's probability since the row above (same token only)";
    const promptLine = element("div", "prompt");
    promptLine.textContent = visibleText(prompt);
    this.rows.root.append(title, promptLine);
    let previous: Trace | null = null;
    for (const trace of traces) {
      const change = probabilityChange(trace, previous);
      this.rows.add(
        trace,
        `step ${trace.step} · #${trace.sampleIndex} · score ${formatNumber(trace.score)}`,
        () => void this.controller.selectStep(trace.step, trace.sampleIndex),
        change,
        change ? { kind: "diverging", min: -1, max: 1 } : null,
        "history-row",
        { step: String(trace.step) },
      );
      previous = trace;
    }
  }
}
