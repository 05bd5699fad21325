// Tests of two runs on one prompt: which response to show, where the two part, both policies' odds.
import { describe, expect, it } from "vitest";
import { choicesAt, firstDivergence, nearestOccurrence } from "../../src/model/compare";
import { decodeTrace } from "../../src/model/trace";
import { fp16, int32, traceJson } from "./fixtures";

describe("two runs, one prompt", () => {
  it("picks the other run's response at the nearest step, the same sample preferred", () => {
    const occurrences: [number, number, null][] = [[10, 3, null], [20, 1, null], [20, 2, null], [30, 0, null]];
    expect(nearestOccurrence(occurrences, 19, 2)).toEqual([20, 2]);
    expect(nearestOccurrence(occurrences, 19, 5)).toEqual([20, 1]);
    expect(nearestOccurrence(occurrences, 15, 0)).toEqual([10, 3]); // a tie: the earlier step
    expect(nearestOccurrence([], 15, 0)).toBeNull();
  });

  it("finds where two responses part, a prefix parting at its end", () => {
    expect(firstDivergence([5, 7, 9], [5, 7, 2])).toBe(2);
    expect(firstDivergence([5, 7], [5, 7, 2])).toBe(2);
    expect(firstDivergence([5, 7], [5, 7])).toBe(-1);
    expect(firstDivergence([], [1])).toBe(0);
  });

  it("reads both policies' probabilities of both tokens at the divergence", () => {
    // Ours chose 5 then 7 (top-k at 1: 9, 7); theirs chose 5 then 9 (top-k at 1: 9, 5).
    const ours = decodeTrace(traceJson({ token_ids: int32([5, 7]), token_text: ["a", "b"],
      token_fields: { log_prob: fp16([0, -1]) }, top_k: { k: 2, token_ids: int32([5, 9, 9, 7]), log_probs: fp16([0, -1, -0.5, -1]) } }));
    const theirs = decodeTrace(traceJson({ token_ids: int32([5, 9]), token_text: ["a", "z"],
      token_fields: { log_prob: fp16([0, -0.5]) }, top_k: { k: 2, token_ids: int32([5, 9, 9, 5]), log_probs: fp16([0, -1, -0.5, -1]) } }));
    const at = firstDivergence(ours.tokenIds, theirs.tokenIds);
    expect(at).toBe(1);
    const { ours: a, theirs: b } = choicesAt(ours, theirs, at);
    expect(a).toEqual({ text: "b", prob: expect.closeTo(Math.exp(-1), 5), probOfOther: expect.closeTo(Math.exp(-0.5), 5) });
    expect(b).toEqual({ text: "z", prob: expect.closeTo(Math.exp(-0.5), 5), probOfOther: null }); // 7 not in its top-2
    expect(choicesAt(ours, decodeTrace(traceJson({ token_ids: int32([5]), token_text: ["a"], token_fields: {}, top_k: null, extra_token: {} })), 1).theirs)
      .toEqual({ text: null, prob: null, probOfOther: null });
  });
});
