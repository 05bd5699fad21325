// Pure transforms behind the scalar charts: which charts open first, TensorBoard's smoothing, the
// traced-step marks bucketed per pixel column (so 100k traced steps draw as fast as 100), the
// Exploration heatmap's columns, and what the mismatch charts say together.
import type { ScalarPoint } from "./wire";
import { nearestIndex } from "./steps";
import { constantShiftNote } from "./tokens";
import { toNumber } from "./format";

/** TensorBoard's scalar smoothing: an exponential moving average debiased for its start (so the
 * first points are not pulled towards 0), skipping non-finite values, which pass through as they
 * are (a NaN is what a blow-up looks like and must stay visible). `weight` in [0, 1). A constant
 * series is returned as it is, as TensorBoard does: the debiasing's rounding would turn it into
 * values an ulp apart (2 and 2.0000000000000004), a range no axis can tick. */
export function smooth(values: (number | null)[], weight: number): (number | null)[] {
  if (weight <= 0 || values.every((v) => v === values[0])) return values.slice();
  let last = 0;
  let count = 0;
  return values.map((v) => {
    if (v === null || !Number.isFinite(v)) return v;
    last = last * weight + (1 - weight) * v;
    count += 1;
    return last / (1 - Math.pow(weight, count));
  });
}

/** Pixel columns `[0, width)` holding at least one of `steps` (ascending), given the chart's
 * step-to-pixel function: at most `width` marks to draw, whatever the number of steps. */
export function markColumns(steps: number[], toPixel: (step: number) => number, width: number): Uint8Array {
  const columns = new Uint8Array(Math.max(0, Math.ceil(width)));
  for (const step of steps) {
    const x = Math.floor(toPixel(step));
    if (x >= 0 && x < columns.length) columns[x] = 1;
  }
  return columns;
}

/** Charts shown first when the run has them: the signals of entropy collapse, KL blow-ups, value
 * fitting and reward. The first present name of each group is used. */
export const DEFAULT_CHARTS: string[][] = [
  ["actor/entropy"],
  ["actor/ppo_kl", "actor/kl_loss", "critic/kl"],
  ["critic/vf_loss"],
  ["critic/score/mean", "critic/rewards/mean", "reward/mean"],
];

export function defaultChartTags(tags: string[]): string[] {
  const available = new Set(tags);
  const chosen: string[] = [];
  for (const group of DEFAULT_CHARTS) {
    const found = group.find((t) => available.has(t));
    if (found) chosen.push(found);
  }
  for (const tag of tags) {
    if (chosen.length >= 4) break;
    if (!chosen.includes(tag)) chosen.push(tag);
  }
  return chosen;
}

export const EXPLORATION_CHARTS = [
  "exploration/forking_share",
  "exploration/top1_prob/mean",
  "exploration/exploratory_share",
  "exploration/groups/dead_share",
  // The training–inference mismatch (when verl keeps the rollout's log-probs).
  "mismatch/share_beyond",
  "mismatch/log_ratio/mean",
  "mismatch/log_ratio/std",
  // Multi-turn runs (verl's agent loops).
  "turns/policy/mean",
  "turns/tool_calls/mean",
  "turns/tool_failures/share",
  "turns/at_limit_share",
];

const BY_TURN = /^turns\/by_turn\/(\d+)\/(.+)$/;
const BY_TURN_TITLES: Record<string, string> = {
  mismatch_abs: "mismatch |log π_train − log π_rollout| by turn",
  entropy: "entropy by turn",
  length: "tokens by turn",
};

/** The per-turn statistics of a multi-turn run, one chart each with a line per turn: its title
 * and, per turn in order, the scalar tag to read. */
export function byTurnCharts(tags: string[]): { title: string; turns: { turn: number; tag: string }[] }[] {
  const found = new Map<string, { turn: number; tag: string }[]>();
  for (const tag of tags) {
    const match = BY_TURN.exec(tag);
    if (match && match[2] in BY_TURN_TITLES) {
      const list = found.get(match[2]) ?? [];
      list.push({ turn: Number(match[1]), tag });
      found.set(match[2], list);
    }
  }
  return Object.keys(BY_TURN_TITLES)
    .filter((metric) => found.has(metric))
    .map((metric) => ({ title: BY_TURN_TITLES[metric], turns: found.get(metric)!.sort((a, b) => a.turn - b.turn) }));
}

/** Where a knob's schedule runs over a heatmap of `width` x `height` pixels whose columns are
 * `steps`: each point at the centre of its step's nearest column, its value scaled from the
 * schedule's own range to the height (a margin of `margin` pixels at both ends, the largest value on
 * top). Points without a value are left out; [] when nothing is left. */
export function schedulePath(points: [number, number | null][], steps: number[], width: number, height: number, margin = 6): [number, number][] {
  const known = points.filter((p): p is [number, number] => p[1] !== null);
  if (known.length === 0 || steps.length === 0) return [];
  // A loop, not Math.min(...values): a schedule has a point per step, and 100k arguments overflow the stack.
  let low = Infinity;
  let high = -Infinity;
  for (const [, value] of known) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  const span = high - low;
  const cell = width / steps.length;
  return known.map(([step, value]) => [
    (nearestIndex(steps.length, (i) => steps[i], step) + 0.5) * cell,
    height - margin - (span > 0 ? (value - low) / span : 0.5) * (height - 2 * margin),
  ]);
}

/** Index of the column under x pixels on a heatmap `width` pixels wide of `columns` columns. */
export function columnAt(x: number, width: number, columns: number): number {
  return Math.min(columns - 1, Math.max(0, Math.floor((x / width) * columns)));
}

/** The steps whose whole-batch mismatch was one constant shift of every token, from the series of
 * its mean and standard deviation (``mismatch/log_ratio/{mean,std}``): how many of the steps both
 * series hold, and the note for the latest such step; null when none was. */
export function shiftedSteps(mean: ScalarPoint[], spread: ScalarPoint[]): { count: number; of: number; step: number; note: string } | null {
  const spreads = new Map(spread.map(([step, , value]) => [step, toNumber(value)]));
  let count = 0;
  let of = 0;
  let latest: { step: number; note: string } | null = null;
  for (const [step, , value] of mean) {
    const m = toNumber(value);
    const s = spreads.get(step);
    if (m === null || s === null || s === undefined || !Number.isFinite(m) || !Number.isFinite(s)) continue;
    of++;
    const note = constantShiftNote(m, s);
    if (note) {
      count++;
      if (!latest || step > latest.step) latest = { step, note };
    }
  }
  return latest && { count, of, ...latest };
}

/** Tick spacings of an axis of whole numbers (steps, token positions): 1, 2, 5, 10, ... 5e7, so
 * a 3-step run has no tick at 1.5. */
export const WHOLE_TICKS: number[] = Array.from({ length: 24 }, (_, i) => [1, 2, 5][i % 3] * 10 ** Math.floor(i / 3));

/** A value axis' tick labels: as few digits as keep every label distinct and true, with
 * significant digits (an exponent) for tiny or huge values, never "-0". uPlot's own rounds a
 * series of 1e-5 to "-0 -0 -0". */
export function tickLabels(ticks: number[]): string[] {
  let largest = 0;
  for (const tick of ticks) if (Number.isFinite(tick)) largest = Math.max(largest, Math.abs(tick));
  const exponential = largest !== 0 && (largest < 1e-3 || largest >= 1e6);
  const label = (v: number, digits: number) => {
    if (!Number.isFinite(v)) return "";
    if (v === 0 || Math.abs(v) < largest * 1e-9) return "0"; // a tick at zero, however it was summed
    return exponential ? v.toExponential(digits).replace(/\.?0+e/, "e") : v.toFixed(digits);
  };
  for (let digits = 0; digits <= 8; digits++) {
    const labels = ticks.map((v) => label(v, digits));
    const distinct = new Set(labels.filter(Boolean)).size === labels.filter(Boolean).length;
    const exact = ticks.every((v, i) => !Number.isFinite(v) || Math.abs(Number(labels[i]) - v) <= Math.abs(v) * 1e-6 + largest * 1e-9);
    if (distinct && exact) return labels;
  }
  return ticks.map((v) => label(v, 8));
}

/** Spans narrower than this share of the values' magnitude are rounding, not data: a few
 * thousand ulps, far below the 8 digits an axis label shows. */
const ROUNDING_SPAN = 1e-12;

/** A value axis' range: the data's with a margin; a constant series centred on its value (±10%
 * of it, ±1 around 0), where uPlot's default puts an all-zero series on 0 to 100. A series
 * constant but for rounding counts as constant: uPlot would step its ticks through a span of a
 * few ulps, which took seconds on one chart of a 2,000-step run. */
export function valueRange(min: number | null, max: number | null): [number, number] {
  if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const magnitude = Math.max(Math.abs(min), Math.abs(max));
  if (max - min <= magnitude * ROUNDING_SPAN) {
    const centre = (min + max) / 2;
    const margin = centre === 0 ? 1 : Math.abs(centre) * 0.1;
    return [centre - margin, centre + margin];
  }
  const margin = (max - min) * 0.05;
  return [min - margin, max + margin];
}
