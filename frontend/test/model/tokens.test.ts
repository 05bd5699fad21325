// Tests of one response's tokens: blocks, the heatmap window, curves, extremes, changes.
import { describe, expect, it } from "vitest";
import { decodeTrace } from "../../src/model/trace";
import { blockOf, blockStarts, constantShiftNote, curveSeries, extremes, highEntropyThreshold, largestMagnitudes, meanAndSpread, probabilityChange, windowStart } from "../../src/model/tokens";
import { fp16, int32, traceJson } from "./fixtures";

describe("token blocks", () => {
  it("breaks after a newline once a block is long enough, or at the hard limit", () => {
    const text = Array.from({ length: 3000 }, (_, i) => (i === 299 ? "x\n" : "x"));
    const starts = blockStarts(text);
    expect(starts.slice(0, 3)).toEqual([0, 300, 1324]);
    expect(blockOf(starts, 0)).toBe(0);
    expect(blockOf(starts, 299)).toBe(0);
    expect(blockOf(starts, 300)).toBe(1);
    expect(blockOf(starts, 2999)).toBe(starts.length - 1);
  });
});

describe("heatmap window", () => {
  it("keeps the active position in view, centred when it can", () => {
    expect(windowStart(0, 10, 5)).toBe(0);
    expect(windowStart(50, 10, 100)).toBe(45);
    expect(windowStart(2, 10, 100)).toBe(0);
    expect(windowStart(99, 10, 100)).toBe(90);
  });
});

describe("group view", () => {
  it("plots only the fields a trace logged along the response", () => {
    const trace = decodeTrace(traceJson({ token_fields: { entropy: fp16([2, 0.5]), log_prob: fp16([0, -1]) } }));
    expect(curveSeries(trace).map((s) => s.label)).toEqual(["entropy"]);
  });
});

describe("one prompt across training", () => {
  it("measures the change of the chosen token's probability where the token is the same", () => {
    const before = decodeTrace(traceJson({ token_ids: int32([5, 7]), token_fields: { log_prob: fp16([-1, 0]) } }));
    const now = decodeTrace(traceJson({ token_ids: int32([5, 9]), token_fields: { log_prob: fp16([0, 0]) } }));
    const change = probabilityChange(now, before)!;
    expect(change[0]).toBeCloseTo(1 - Math.exp(-1));
    expect(change[1]).toBeNaN(); // a different token: no comparison
    expect(Array.from(probabilityChange(now, null)!).every(Number.isNaN)).toBe(true);
  });
});

describe("sample filter and uncertain tokens", () => {
  it("calls the top decile of a response's entropies uncertain", () => {
    const entropy = new Float32Array(Array.from({ length: 10 }, (_, i) => i));
    expect(highEntropyThreshold(entropy)).toBe(9);
    expect(highEntropyThreshold(new Float32Array([NaN]))).toBe(Infinity);
  });
});

describe("credit view", () => {
  it("lists the extreme tokens, signed lists keeping only their sign", () => {
    const values = new Float32Array([0.5, -2, NaN, 3, -0.1, 0]);
    expect(extremes(values, 2, true)).toEqual({
      top: [{ position: 3, value: 3 }, { position: 0, value: 0.5 }],
      bottom: [{ position: 1, value: -2 }, { position: 4, value: expect.closeTo(-0.1, 5) }],
    });
    expect(extremes(new Float32Array([1, 1]), 5, true).bottom).toEqual([]);
  });

  it("lists the largest magnitudes either way, signs kept (reward, mismatch)", () => {
    const values = new Float32Array([0.25, -2, NaN, 1, 0]);
    expect(largestMagnitudes(values, 2)).toEqual([{ position: 1, value: -2 }, { position: 3, value: 1 }]);
  });
});

describe("a constant mismatch", () => {
  it("takes the mean and spread of the finite values", () => {
    const stats = meanAndSpread(new Float32Array([1, NaN, 3, Infinity]))!;
    expect(stats.mean).toBeCloseTo(2, 6);
    expect(stats.spread).toBeCloseTo(1, 6);
    expect(meanAndSpread(new Float32Array([NaN]))).toBeNull();
  });

  it("names a shift of every token by the same amount, not rounding noise or a few outliers", () => {
    // A vocabulary padded from 285 to 320 ids, masked in the rollout engine only: log(285/320).
    const padded = new Float32Array(40).map((_, i) => -0.117 + 0.003 * Math.sin(i));
    const { mean, spread } = meanAndSpread(padded)!;
    expect(constantShiftNote(mean, spread)).toContain("shifted by about -0.117");
    const bf16 = new Float32Array(40).map((_, i) => 0.01 * Math.sin(i * 7));  // rounding: centred on 0
    const noise = meanAndSpread(bf16)!;
    expect(constantShiftNote(noise.mean, noise.spread)).toBeNull();
    const outliers = new Float32Array(40).fill(0.001);
    outliers[3] = -2.5;  // one very wrong token: large mean, larger spread
    const few = meanAndSpread(outliers)!;
    expect(constantShiftNote(few.mean, few.spread)).toBeNull();
  });
});
