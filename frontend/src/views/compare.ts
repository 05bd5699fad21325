// Two runs, one prompt: the open response beside another run's response to the same prompt (the
// nearest step it was recorded at), both coloured by the chosen metric, the first token where they
// part outlined, and how each policy weighed both tokens there. Ablations differ in one knob; this
// shows where the knob changed a decision.
import type { Controller } from "../controller";
import { element, setChildren } from "../dom";
import { choicesAt, firstDivergence, type Choice } from "../model/compare";
import { formatNumber, visibleToken } from "../model/format";
import { colouring, type Trace } from "../model/trace";
import type { State, Store } from "../state";
import { TraceRows } from "./rows";

export class ComparisonView {
  private readonly rows: TraceRows;
  private readonly summary: HTMLElement;
  /** The menu of runs to compare with; shown while a trace is open and another run has traces. */
  readonly picker: HTMLSelectElement;

  constructor(root: HTMLElement, store: Store, private readonly controller: Controller) {
    this.picker = element("select", "compare-picker");
    this.picker.setAttribute("aria-label", "compare this prompt with run");
    this.picker.hidden = true;
    this.picker.addEventListener("change", () => void controller.comparePrompt(this.picker.value || null));
    this.summary = element("div", "compare-summary");
    const rows = element("div", "compare-rows");
    root.append(this.summary, rows);
    this.rows = new TraceRows(rows);
    store.watch(["runs", "run", "split", "trace", "compareRun"], (state) => this.fillPicker(state));
    store.watch(["comparison", "trace", "metric"], (state) => this.show(state));
  }

  private fillPicker({ runs, run, split, trace, compareRun }: State): void {
    const others = runs.filter((r) => r.run !== run && r.splits.includes(split)).map((r) => r.run);
    this.picker.hidden = trace === null || others.length === 0;
    setChildren(this.picker, [new Option("Compare this prompt with run…", ""), ...others.map((r) => new Option(r, r))]);
    this.picker.value = compareRun !== null && others.includes(compareRun) ? compareRun : "";
  }

  private show({ comparison, trace, metric, run }: State): void {
    this.rows.clear();
    this.summary.replaceChildren();
    if (!comparison || !trace || run === null || comparison.trace === null) {
      if (comparison?.note) this.summary.append(element("div", "note", comparison.note));
      return;
    }
    const other = comparison.trace;
    const position = firstDivergence(trace.tokenIds, other.tokenIds);
    this.summary.append(this.describe(trace, other, position, run, comparison.run));
    const outlined = position < 0 ? null : (i: number) => i === position;
    for (const [name, shown] of [[run, trace], [comparison.run, other]] as const) {
      const { values, scale } = colouring(shown, metric);
      const open = name === run
        ? () => void this.controller.selectStep(shown.step, shown.sampleIndex)
        : () => void this.controller.selectRun(name, { step: shown.step, sample: shown.sampleIndex });
      this.rows.add(shown, `${name} · step ${shown.step} · #${shown.sampleIndex} · score ${formatNumber(shown.score)}`,
        open, values, scale, "compare-row", { run: name, step: String(shown.step) }, outlined);
    }
  }

  /** One line: where the responses part, and each policy's probabilities for both tokens there. */
  private describe(ours: Trace, theirs: Trace, position: number, run: string, otherRun: string): HTMLElement {
    const line = element("div", "compare-line");
    line.dataset.divergence = String(position);
    if (position < 0) {
      line.textContent = `Both runs chose the same ${ours.tokenIds.length} tokens.`;
      return line;
    }
    const { ours: a, theirs: b } = choicesAt(ours, theirs, position);
    setChildren(line, [`The responses agree on ${position} token${position === 1 ? "" : "s"}; at token ${position} `,
      ...this.choice(run, a, b.text), "; ", ...this.choice(otherRun, b, a.text), "."]);
    return line;
  }

  private choice(run: string, choice: Choice, other: string | null): (string | HTMLElement)[] {
    if (choice.text === null) return [`${run}'s response has ended`];
    const parts: (string | HTMLElement)[] = [`${run} chose `, element("span", "compare-token", visibleToken(choice.text))];
    if (choice.prob !== null) parts.push(` (p ${formatNumber(choice.prob, 3)})`);
    if (other !== null) {
      parts.push(" and gave ", element("span", "compare-token", visibleToken(other)),
        choice.probOfOther === null ? " a probability below its top-k" : ` p ${formatNumber(choice.probOfOther, 3)}`);
    }
    return parts;
  }
}
