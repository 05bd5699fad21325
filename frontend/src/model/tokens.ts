// Pure functions over one response's tokens: block boundaries of the lazy strip, the heatmap's
// window, uncertain and extreme tokens, the curves a trace can draw, and changes between traces.
import { lowerBound } from "./steps";
import { fieldLabel, fieldValues, ownValues, type Trace } from "./trace";

export const BLOCK_TOKENS = 256;

export const MAX_BLOCK_TOKENS = 1024;

/** Block boundaries: a block ends after a newline once it holds BLOCK_TOKENS tokens (so the break
 * falls where the text breaks anyway), or at MAX_BLOCK_TOKENS whatever the text, and wherever a
 * turn of a multi-turn response begins (`turnStarts`: a block belongs to one turn). */
export function blockStarts(tokenText: string[], turnStarts: number[] = []): number[] {
  const starts: number[] = [];
  const turns = new Set(turnStarts);
  let inBlock = 0;
  for (let i = 0; i < tokenText.length; i++) {
    const previous = i > 0 ? tokenText[i - 1] : "";
    if (i === 0 || turns.has(i) || (inBlock >= BLOCK_TOKENS && previous.endsWith("\n")) || inBlock >= MAX_BLOCK_TOKENS) {
      starts.push(i);
      inBlock = 0;
    }
    inBlock++;
  }
  return starts;
}

/** Index of the block holding token `i` (the last block starting at or before it). */
export function blockOf(starts: number[], i: number): number {
  return Math.max(0, lowerBound(starts.length, (b) => starts[b], i + 1) - 1);
}

/** The first position of a window of `width` cells that keeps `active` in view, centred. */
export function windowStart(active: number, width: number, length: number): number {
  if (length <= width) return 0;
  return Math.min(length - width, Math.max(0, active - Math.floor(width / 2)));
}

/** The 90th percentile of a response's entropies: above it, a token counts as uncertain. */
export function highEntropyThreshold(entropy: Float32Array): number {
  const finite = Array.from(entropy).filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Infinity;
  return finite[Math.min(finite.length - 1, Math.floor(finite.length * 0.9))];
}

export interface Extreme {
  position: number;
  value: number;
}

/** The `count` largest values (descending) and the `count` smallest (ascending) of the finite
 * `values`, each as positions; with `signedOnly`, only values > 0 count as top and < 0 as bottom. */
export function extremes(values: Float32Array, count: number, signedOnly: boolean): { top: Extreme[]; bottom: Extreme[] } {
  const finite: Extreme[] = [];
  values.forEach((value, position) => {
    if (Number.isFinite(value)) finite.push({ position, value });
  });
  const descending = [...finite].sort((a, b) => b.value - a.value || a.position - b.position);
  const ascending = [...finite].sort((a, b) => a.value - b.value || a.position - b.position);
  return {
    top: descending.filter((e) => !signedOnly || e.value > 0).slice(0, count),
    bottom: ascending.filter((e) => !signedOnly || e.value < 0).slice(0, count),
  };
}

/** The fields drawn along the response; each has its colour variable `--curve-<field>`. */
/** The `count` values of largest magnitude (ties by position), each with its sign kept. */
export function largestMagnitudes(values: Float32Array, count: number): Extreme[] {
  return extremes(values.map(Math.abs), count, true).top.map((e) => ({ position: e.position, value: values[e.position] }));
}

export const CURVES = ["value", "advantage", "entropy", "kl"];

/** Where the policy's turns after the first begin (the curves mark them). */
export function turnBoundaries(trace: Trace): { position: number; turn: number }[] {
  return trace.spans.filter((s) => s.kind === "policy" && s.turn > 1).map((s) => ({ position: s.start, turn: s.turn }));
}

/** The series a trace can plot along its response (those it logged or can derive), at the
 * policy's own tokens. */
export function curveSeries(trace: Trace): { field: string; label: string; values: Float32Array }[] {
  const out = [];
  for (const field of CURVES) {
    const values = fieldValues(trace, field);
    if (values) out.push({ field, label: fieldLabel(field), values: ownValues(trace, values) });
  }
  return out;
}

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

export function finiteMean(values: Float32Array | undefined): number | null {
  if (!values || values.length === 0) return null;
  let total = 0;
  let count = 0;
  for (const v of values) {
    if (Number.isFinite(v)) {
      total += v;
      count++;
    }
  }
  return count ? total / count : null;
}

/** Below this |mean| log-ratio a mismatch is the engines' rounding (bf16 gives ~0.01), whatever
 * its shape. */
export const SHIFT_FLOOR = 0.05;

/** The mean and standard deviation of the finite `values`, or null when there are none. */
export function meanAndSpread(values: ArrayLike<number>): { mean: number; spread: number } | null {
  let count = 0;
  let total = 0;
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!Number.isFinite(v)) continue;
    count++;
    total += v;
    squares += v * v;
  }
  if (count === 0) return null;
  const mean = total / count;
  return { mean, spread: Math.sqrt(Math.max(0, squares / count - mean * mean)) };
}

/** Whether a training–inference mismatch is one constant shift of every token (its spread a
 * quarter of its mean or less, its mean past rounding): the two engines normalise their softmax
 * differently, which no amount of precision fixes. Returns the sentence that says so, or null. */
export function constantShiftNote(mean: number, spread: number): string | null {
  if (!(Math.abs(mean) >= SHIFT_FLOOR && spread <= Math.abs(mean) / 4)) return null;
  return `Every token is shifted by about ${mean.toFixed(3)} (spread ${spread.toFixed(3)}): the trainer and the ` +
    "rollout engine normalise their probabilities differently, a constant gap rather than rounding noise. " +
    "Typical causes: a vocabulary padded beyond the tokenizer whose extra ids only one engine masks " +
    "(verl masks them in vLLM, not in the actor), or a temperature applied on one side only.";
}
