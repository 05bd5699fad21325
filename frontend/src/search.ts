// The one binary search of the frontend: steps, token blocks and sorted positions all ask it.

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
