// One prompt across training: its recorded responses at each step where it was sampled (validation
// prompts recur every validation run), one under the other. Token-level rows are coloured by the
// change in the chosen token's probability against the row above, where both chose the same
// token at that position: where the policy grew more or less sure of the same decision.
import { element } from "../dom";
import { formatNumber, visibleText } from "../format";
import type { Trace } from "../trace";
import { TraceRows } from "./rows";

/** Per position: p(now) - p(before) where both responses chose the same token there, else NaN. */
export function probabilityChange(now: Trace, before: Trace | null): Float32Array | null {
  const logNow = now.fields.get("log_prob");
  if (!logNow) return null;
  const out = new Float32Array(now.tokenIds.length).fill(NaN);
  const logBefore = before?.fields.get("log_prob");
  if (!before || !logBefore) return out;
  const shared = Math.min(now.tokenIds.length, before.tokenIds.length);
  for (let i = 0; i < shared; i++) {
    if (now.tokenIds[i] === before.tokenIds[i]) out[i] = Math.exp(logNow[i]) - Math.exp(logBefore[i]);
  }
  return out;
}

/** At most `limit` entries spread evenly over `items`, first and last kept. */
export function spread<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  const picked = new Set<number>();
  for (let i = 0; i < limit; i++) picked.add(Math.round((i * (items.length - 1)) / (limit - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => items[i]);
}

export class HistoryView {
  private readonly rows: TraceRows;

  constructor(
    root: HTMLElement,
    private readonly onOpen: (step: number, sample: number) => void,
  ) {
    this.rows = new TraceRows(root);
  }

  clear(): void {
    this.rows.clear();
  }

  show(prompt: string, traces: Trace[], total: number): void {
    this.rows.clear();
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
        () => this.onOpen(trace.step, trace.sampleIndex),
        change,
        change ? { kind: "diverging", min: -1, max: 1 } : null,
        "history-row",
        { step: String(trace.step) },
      );
      previous = trace;
    }
  }
}
