// Steps in order: the one binary search of the frontend (steps, token blocks and sorted positions
// all ask it) and the lookups built on it.
import { toNumber } from "./format";
import type { StepEntry, StepRow } from "./wire";

/** The first index in [0, length) whose key is >= `value` in keys sorted ascending (length when
 * none is): 100k steps in 17 probes. */
export function lowerBound(length: number, keyAt: (i: number) => number, value: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keyAt(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the key nearest to `x` among `length` ascending keys (the earlier on a tie), or -1
 * when there are none. */
export function nearestIndex(length: number, keyAt: (i: number) => number, x: number): number {
  if (length === 0) return -1;
  const at = Math.min(length - 1, lowerBound(length, keyAt, x));
  return at > 0 && Math.abs(keyAt(at - 1) - x) <= Math.abs(keyAt(at) - x) ? at - 1 : at;
}

/** The indexed step nearest to `x` (a chart click lands between logged steps). */
export function nearestStep(steps: StepEntry[], x: number): number | null {
  const at = nearestIndex(steps.length, (i) => steps[i].step, x);
  return at < 0 ? null : steps[at].step;
}

/** Position of `step` in the ascending `steps`, or -1. */
export function indexOfStep(steps: StepEntry[], step: number): number {
  const at = lowerBound(steps.length, (i) => steps[i].step, step);
  return at < steps.length && steps[at].step === step ? at : -1;
}

/** Whether two listings hold the same steps with the same counts and scores: a reload that brought
 * nothing new keeps the listing the views already drew. */
export function sameSteps(a: StepEntry[], b: StepEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => {
    const other = b[i];
    return entry.step === other.step && entry.samples === other.samples && Object.is(entry.meanScore, other.meanScore);
  });
}

/** /steps' compact rows as the step picker reads them. */
export function toStepEntries(rows: StepRow[]): StepEntry[] {
  return rows.map(([step, samples, meanScore]) => ({ step, samples, meanScore: toNumber(meanScore) }));
}
