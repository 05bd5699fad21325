// Tests of steps: the /steps rows, the nearest and exact step among 100k.
import { describe, expect, it } from "vitest";
import { indexOfStep, nearestIndex, nearestStep, sameSteps } from "../../src/model/steps";
import { toStepEntries } from "../../src/model/steps";
import type { StepRow } from "../../src/model/wire";

describe("step and sample navigation", () => {
  const steps = toStepEntries([[10, 1, null], [20, 2, "NaN"], [40, 3, 0.5]]);

  it("reads the compact /steps rows", () => {
    expect(steps[2]).toEqual({ step: 40, samples: 3, meanScore: 0.5 });
    expect(steps[1].meanScore).toBeNaN();
  });

  it("snaps a chart click to the nearest indexed step", () => {
    expect(nearestStep(steps, 0)).toBe(10);
    expect(nearestStep(steps, 14)).toBe(10);
    expect(nearestStep(steps, 16)).toBe(20);
    expect(nearestStep(steps, 31)).toBe(40);
    expect(nearestStep(steps, 1e9)).toBe(40);
    expect(nearestStep([], 5)).toBeNull();
  });
});

describe("chart series", () => {
  it("finds a step's position among 100k steps", () => {
    const steps = toStepEntries(Array.from({ length: 100_000 }, (_, i) => [i * 2, 8, null] as [number, number, null]));
    expect(indexOfStep(steps, 50_000)).toBe(25_000);
    expect(indexOfStep(steps, 3)).toBe(-1);
  });
});

describe("nearest key", () => {
  it("takes the earlier key on a tie and clamps past both ends", () => {
    const keys = [10, 20, 40];
    const at = (x: number) => nearestIndex(keys.length, (i) => keys[i], x);
    expect([at(-5), at(15), at(16), at(30), at(31), at(1e9)]).toEqual([0, 0, 1, 1, 2, 2]);
    expect(nearestIndex(0, () => 0, 3)).toBe(-1);
  });
});

describe("listing comparison", () => {
  it("sees a reload that brought nothing new, and one that brought a step or a count", () => {
    const rows: StepRow[] = [[10, 1, null], [20, 2, "NaN"], [40, 3, 0.5]];
    const listing = toStepEntries(rows);
    expect(sameSteps(listing, toStepEntries(rows))).toBe(true);  // NaN scores equal themselves
    expect(sameSteps(listing, toStepEntries([...rows, [50, 1, 0.1]]))).toBe(false);
    expect(sameSteps(listing, toStepEntries([[10, 1, null], [20, 3, "NaN"], [40, 3, 0.5]]))).toBe(false);
    expect(sameSteps(listing, toStepEntries([[10, 1, null], [20, 2, "NaN"], [40, 3, 0.25]]))).toBe(false);
  });
});
