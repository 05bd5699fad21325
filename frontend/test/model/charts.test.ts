// Tests of the charts: which open first, smoothing, traced-step marks, heatmap columns.
import { describe, expect, it } from "vitest";
import { columnAt, defaultChartTags, markColumns, smooth } from "../../src/model/charts";

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

  it("buckets traced-step marks per pixel column", () => {
    const steps = Array.from({ length: 100_000 }, (_, i) => i);
    const columns = markColumns(steps, (step) => (step / 100_000) * 50, 50);
    expect(columns.length).toBe(50);
    expect(columns.every((c) => c === 1)).toBe(true);
    expect(Array.from(markColumns([0, 99], (s) => s, 10))).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
