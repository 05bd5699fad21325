// Tests of the charts: which open first, smoothing, traced-step marks, heatmap columns.
import { describe, expect, it } from "vitest";
import { byTurnCharts, columnAt, defaultChartTags, markColumns, schedulePath, shiftedSteps, smooth, tickLabels, valueRange, WHOLE_TICKS } from "../../src/model/charts";

describe("step and sample navigation", () => {
  it("prefers the RL health charts", () => {
    const tags = ["timing_s/step", "critic/vf_loss", "actor/entropy", "actor/kl_loss", "critic/score/mean", "x"];
    expect(defaultChartTags(tags)).toEqual(["actor/entropy", "actor/kl_loss", "critic/vf_loss", "critic/score/mean"]);
    expect(defaultChartTags(["b", "a"])).toEqual(["b", "a"]);
  });
});

describe("exploration heatmap", () => {
  it("maps a click to its step column", () => {
    expect(columnAt(0, 100, 4)).toBe(0);
    expect(columnAt(99, 100, 4)).toBe(3);
    expect(columnAt(50, 100, 4)).toBe(2);
    expect(columnAt(500, 100, 4)).toBe(3);
  });
});

describe("chart series", () => {
  it("smooths like TensorBoard: debiased EMA, non-finite values passed through", () => {
    expect(smooth([1, 1, 1], 0.9)).toEqual([1, 1, 1].map((v) => expect.closeTo(v, 10)));
    const smoothed = smooth([0, 10, NaN, 10], 0.5);
    expect(smoothed[0]).toBe(0);
    expect(smoothed[1]).toBeCloseTo((0.5 * 0 * 0.5 + 0.5 * 10) / (1 - 0.25));
    expect(smoothed[2]).toBeNaN();
    expect(smooth([3, null, 5], 0)).toEqual([3, null, 5]);
  });

  it("leaves a constant series exact, as TensorBoard does (its rounding made an axis of ulps)", () => {
    const constant = Array.from({ length: 2000 }, () => 2);
    expect(smooth(constant, 0.6)).toEqual(constant);
    expect(smooth([null, null], 0.6)).toEqual([null, null]);
  });

  it("buckets traced-step marks per pixel column", () => {
    const steps = Array.from({ length: 100_000 }, (_, i) => i);
    const columns = markColumns(steps, (step) => (step / 100_000) * 50, 50);
    expect(columns.length).toBe(50);
    expect(columns.every((c) => c === 1)).toBe(true);
    expect(Array.from(markColumns([0, 99], (s) => s, 10))).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("mismatch charts read together", () => {
  it("finds the steps where every token was shifted alike, and only those", () => {
    const mean: [number, number, number | string | null][] = [[1, 0, 0.001], [2, 0, -0.2], [3, 0, -0.21], [4, 0, "NaN"]];
    const std: [number, number, number | string | null][] = [[1, 0, 0.01], [2, 0, 0.003], [3, 0, 0.2], [4, 0, 0.01]];
    const shifted = shiftedSteps(mean, std)!;
    // step 1 is rounding noise, step 3 spreads as much as it shifts, step 4 has no mean
    expect({ count: shifted.count, of: shifted.of, step: shifted.step }).toEqual({ count: 1, of: 3, step: 2 });
    expect(shifted.note).toContain("-0.200");
    expect(shiftedSteps(mean.slice(0, 1), std)).toBeNull();
  });
});

describe("per-turn charts of a multi-turn run", () => {
  it("gathers each statistic's turns into one chart, turns in order", () => {
    const tags = ["turns/by_turn/2/mismatch_abs", "turns/by_turn/10/mismatch_abs", "turns/by_turn/1/mismatch_abs",
      "turns/by_turn/1/length", "turns/policy/mean", "turns/by_turn/1/unknown", "actor/entropy"];
    expect(byTurnCharts(tags)).toEqual([
      { title: "mismatch |log π_train − log π_rollout| by turn", turns: [
        { turn: 1, tag: "turns/by_turn/1/mismatch_abs" }, { turn: 2, tag: "turns/by_turn/2/mismatch_abs" },
        { turn: 10, tag: "turns/by_turn/10/mismatch_abs" }] },
      { title: "tokens by turn", turns: [{ turn: 1, tag: "turns/by_turn/1/length" }] },
    ]);
    expect(byTurnCharts(["actor/entropy"])).toEqual([]);
  });
});

describe("knob schedules over the heatmap", () => {
  it("puts each point at its step's column, the largest value on top", () => {
    // Heatmap columns at steps 0, 10, 20, 30 over 400 x 100 pixels: 100 pixels a column.
    const path = schedulePath([[0, 0.05], [10, 0.025], [21, 0], [30, null]], [0, 10, 20, 30], 400, 100, 10);
    expect(path).toEqual([[50, 10], [150, 50], [250, 90]]);
  });

  it("draws a flat schedule across the middle and nothing without values", () => {
    expect(schedulePath([[0, 1], [10, 1]], [0, 10], 200, 100)).toEqual([[50, 50], [150, 50]]);
    expect(schedulePath([[0, null]], [0], 200, 100)).toEqual([]);
  });
});

describe("axes", () => {
  it("labels tiny values with significant digits, never -0", () => {
    expect(tickLabels([-2e-5, -1e-5, 0, 1e-5, 2e-5])).toEqual(["-2e-5", "-1e-5", "0", "1e-5", "2e-5"]);
    expect(tickLabels([1.5e-5, 2e-5, 2.5e-5])).toEqual(["1.5e-5", "2e-5", "2.5e-5"]);
    expect(tickLabels([0, 0.5, 1, 1.5])).toEqual(["0", "0.5", "1.0", "1.5"]);
    expect(tickLabels([100, 200, 300])).toEqual(["100", "200", "300"]);
    expect(tickLabels([-0.1 + 0.1, 0.1])).toEqual(["0", "0.1"]);
    expect(tickLabels([2e6, 4e6])).toEqual(["2e+6", "4e+6"]);
  });

  it("gives a constant series an axis around its value", () => {
    expect(valueRange(0, 0)).toEqual([-1, 1]);
    expect(valueRange(5, 5)).toEqual([4.5, 5.5]);
    expect(valueRange(-2, -2)).toEqual([-2.2, -1.8]);
    expect(valueRange(0, 10)).toEqual([-0.5, 10.5]);
  });

  it("counts a span of rounding as constant, a tiny real span as data", () => {
    // What the debiased EMA of a constant 2 used to give: 2 and 2.0000000000000004.
    const [low, high] = valueRange(1.9999999999999998, 2.0000000000000004);
    expect(low).toBeCloseTo(1.8, 12);
    expect(high).toBeCloseTo(2.2, 12);
    // A KL of 1e-5 moving by 1e-7, a step counter at 1e9 moving by 1: data, drawn as such.
    expect(valueRange(1e-5, 1.1e-5)).toEqual([1e-5 - 5e-8, 1.1e-5 + 5e-8].map((v) => expect.closeTo(v, 15)));
    expect(valueRange(1e9, 1e9 + 1)).toEqual([1e9 - 0.05, 1e9 + 1.05]);
  });

  it("ticks steps on whole numbers only", () => {
    expect(WHOLE_TICKS.slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(WHOLE_TICKS.every(Number.isInteger)).toBe(true);
    expect(WHOLE_TICKS[WHOLE_TICKS.length - 1]).toBeGreaterThanOrEqual(1e7);
  });
});
