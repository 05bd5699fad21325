// Two runs, one prompt: which of the other run's recorded responses to the same prompt to show,
// where the two responses' chosen tokens part, and how each policy weighed both tokens there.
import { alternativesAt, fieldValues, tokenLabel, type Trace } from "./trace";

/** Of the other run's recorded [step, sample, …] of a prompt, the one at the step nearest to
 * `step` (the earlier on a tie), the same sample index preferred at that step; null when none. */
export function nearestOccurrence(occurrences: [number, number, ...unknown[]][], step: number, sample: number): [number, number] | null {
  const rank = ([s, i]: [number, number, ...unknown[]]) => [Math.abs(s - step), s, i === sample ? 0 : 1, i];
  let best: [number, number, ...unknown[]] | null = null;
  for (const occurrence of occurrences) {
    if (best === null || before(rank(occurrence), rank(best))) best = occurrence;
  }
  return best === null ? null : [best[0], best[1]];
}

/** Lexicographic order of equally long number lists. */
function before(a: number[], b: number[]): boolean {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at >= 0 && a[at] < b[at];
}

/** The first position where the two token sequences differ (the shorter one's length when it is a
 * prefix of the other), or -1 when they are the same. */
export function firstDivergence(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : shared;
}

export interface Choice {
  /** The token a policy chose, or null past the end of its response. */
  text: string | null;
  /** Its probability under that policy (null when not logged). */
  prob: number | null;
  /** The probability that policy gave the other run's token here, when among its top-k. */
  probOfOther: number | null;
}

/** What each run's policy chose at `position` and the probabilities it gave both tokens. */
export function choicesAt(ours: Trace, theirs: Trace, position: number): { ours: Choice; theirs: Choice } {
  const choice = (trace: Trace, other: Trace): Choice => {
    if (position >= trace.tokenIds.length) return { text: null, prob: null, probOfOther: null };
    const logProb = fieldValues(trace, "log_prob");
    const otherId = position < other.tokenIds.length ? other.tokenIds[position] : null;
    const alternative = alternativesAt(trace, position).alternatives.find((a) => a.id === otherId);
    return {
      text: tokenLabel(trace, position),
      prob: logProb ? Math.exp(logProb[position]) : null,
      probOfOther: alternative ? alternative.prob : null,
    };
  };
  return { ours: choice(ours, theirs), theirs: choice(theirs, ours) };
}
