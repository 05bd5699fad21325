import { describe, expect, it } from "vitest";
import { defaultChartTags } from "../src/app";
import { nearestStep } from "../src/state";
import { alternativesAt, decodeTrace, scaleFor, standardMetrics, toNumber, useFieldTable, type FieldJson, type TraceJson } from "../src/trace";
import { matchesFilter, phrases, sortSamples, textTerms } from "../src/views/samples";
import { highEntropyThreshold } from "../src/views/path";
import { blockOf, blockStarts } from "../src/views/tokens";
import { windowStart } from "../src/views/heatmap";
import { groupMembers } from "../src/views/group";
import { curveSeries } from "../src/views/curves";
import { columnAt } from "../src/views/exploration";
import { probabilityChange, spread } from "../src/views/history";
import { toStepEntries, type SampleSummary } from "../src/api";
import { markColumns, smooth } from "../src/series";
import { readView, writeView } from "../src/url";
import { extremes } from "../src/views/credit";
import { indexOfStep } from "../src/views/steppicker";
import { sourcesOf } from "../src/trace";

/** The part of GET /fields these tests colour by (the server sends the table; see fields.py). */
const FIELDS: FieldJson[] = [
  { name: "log_prob", label: "log-prob", scale: "sequential", derived_from: [] },
  { name: "advantage", label: "advantage", scale: "diverging", derived_from: [] },
  { name: "value", label: "value", scale: "diverging", derived_from: [] },
  { name: "ref_log_prob", label: "ref log-prob", scale: "sequential", derived_from: [] },
  { name: "kl", label: "KL", scale: "diverging", derived_from: ["log_prob", "ref_log_prob"] },
];
useFieldTable(FIELDS);

function fp16(values: number[]): string {
  // Only values exactly representable in fp16 are used here; encode through a Float32 round trip.
  const bytes: number[] = [];
  for (const v of values) {
    const bits = { 1: 0x3c00, 0.5: 0x3800, [-1]: 0xbc00, 0: 0x0000, [-0.5]: 0xb800, 2: 0x4000 }[v];
    if (bits === undefined) throw new Error(`no fixture bits for ${v}`);
    bytes.push(bits & 0xff, bits >> 8);
  }
  return btoa(String.fromCharCode(...bytes));
}

function int32(values: number[]): string {
  const bytes = new Uint8Array(new Int32Array(values).buffer);
  return btoa(String.fromCharCode(...bytes));
}

/** A sample summary with neutral values, `overrides` on top. */
function summary(overrides: Partial<SampleSummary> = {}): SampleSummary {
  return {
    sample_index: 0, group_id: "g", data_source: "", split: "train", score: null, length: 1,
    mean_entropy: null, mean_kl: null, mean_log_prob: null, selected_because: [], prompt_hash: "0",
    ...overrides,
  };
}

function traceJson(overrides: Partial<TraceJson> = {}): TraceJson {
  return {
    schema_version: 1, step: 3, sample_index: 2, group_id: "g", data_source: "toy", split: "train",
    selected_because: ["best"], prompt_text: "p", prompt_ids: null, token_ids: int32([5, 7]), response_mask: null,
    token_text: ["a", "b"], response_text: "ab", vocab: { "5": "a", "9": "z" }, score: "NaN",
    token_fields: { log_prob: fp16([0, -1]), ref_log_prob: fp16([-0.5, -1]), entropy: fp16([2, 0.5]) },
    top_k: { k: 2, token_ids: int32([5, 9, 9, 5]), log_probs: fp16([0, -1, -0.5, -1]) },
    extra_token: { bonus: fp16([1, 2]) }, extra_sample: {},
    ...overrides,
  };
}

describe("trace decoding", () => {
  it("decodes fields and derives probability and KL", () => {
    const trace = decodeTrace(traceJson());
    expect(Array.from(trace.tokenIds)).toEqual([5, 7]);
    expect(trace.score).toBeNaN();
    const probability = standardMetrics().find((m) => m.key === "probability")!.values(trace)!;
    expect(probability[0]).toBeCloseTo(1);
    expect(probability[1]).toBeCloseTo(Math.exp(-1));
    expect(Array.from(standardMetrics().find((m) => m.key === "kl")!.values(trace)!)).toEqual([0.5, 0]);
    expect(Array.from(trace.fields.get("extra:bonus")!)).toEqual([1, 2]);
  });

  it("prefers the logged KL field over the difference of fp16 log-probs", () => {
    const trace = decodeTrace(traceJson({ token_fields: { log_prob: fp16([0, -1]), ref_log_prob: fp16([-1, -1]), kl: fp16([0.5, 2]) } }));
    expect(Array.from(standardMetrics().find((m) => m.key === "kl")!.values(trace)!)).toEqual([0.5, 2]);
  });

  it("decodes the response mask of a multi-turn response", () => {
    const trace = decodeTrace(traceJson({ response_mask: btoa(String.fromCharCode(1, 0)) }));
    expect(Array.from(trace.responseMask!)).toEqual([1, 0]);
    expect(decodeTrace(traceJson()).responseMask).toBeNull();
  });

  it("leaves fields that were not logged absent", () => {
    const trace = decodeTrace(traceJson({ token_fields: { log_prob: fp16([0, -1]) } }));
    expect(standardMetrics().find((m) => m.key === "value")!.values(trace)).toBeNull();
    expect(standardMetrics().find((m) => m.key === "kl")!.values(trace)).toBeNull();
  });

  it("refuses a field whose length differs from the tokens", () => {
    expect(() => decodeTrace(traceJson({ token_fields: { entropy: fp16([1]) } }))).toThrow(/entropy has 1 values for 2 tokens/);
  });

  it("ranks the chosen token among the alternatives", () => {
    const trace = decodeTrace(traceJson());
    expect(alternativesAt(trace, 0).rank).toBe(1);
    const second = alternativesAt(trace, 1);
    expect(second.rank).toBeNull(); // token 7 is not in the top-2
    expect(second.alternatives.map((a) => a.text)).toEqual(["z", "a"]);
    expect(second.alternatives[0].prob).toBeCloseTo(Math.exp(-0.5));
  });

  it("reads TensorBoard's JSON-safe NaN strings back as numbers", () => {
    expect(toNumber("Infinity")).toBe(Infinity);
    expect(toNumber("NaN")).toBeNaN();
    expect(toNumber(null)).toBeNull();
    expect(toNumber("garbage")).toBeNull();
  });
});

describe("scales", () => {
  it("uses fixed bounds for probability and data bounds otherwise", () => {
    const values = new Float32Array([-3, NaN, 1]);
    expect(scaleFor(standardMetrics().find((m) => m.key === "probability")!, values)).toEqual({ kind: "sequential", min: 0, max: 1 });
    expect(scaleFor(standardMetrics().find((m) => m.key === "advantage")!, values)).toEqual({ kind: "diverging", min: -3, max: 1 });
  });
});

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

  it("sorts samples with missing values last", () => {
    const sample = (i: number, score: number | string | null) => summary({ sample_index: i, score });
    const samples = [sample(0, 0.5), sample(1, null), sample(2, 0.9), sample(3, "NaN")];
    expect(sortSamples(samples, "score", true).map((s) => s.sample_index)).toEqual([2, 0, 1, 3]);
    expect(sortSamples(samples, "score", false).map((s) => s.sample_index).slice(0, 2)).toEqual([0, 2]);
  });

  it("prefers the RL health charts", () => {
    const tags = ["timing_s/step", "critic/vf_loss", "actor/entropy", "actor/kl_loss", "critic/score/mean", "x"];
    expect(defaultChartTags(tags)).toEqual(["actor/entropy", "actor/kl_loss", "critic/vf_loss", "critic/score/mean"]);
    expect(defaultChartTags(["b", "a"])).toEqual(["b", "a"]);
  });
});

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
  it("lists a group's recorded samples, best score first", () => {
    const sample = (i: number, group: string, score: number | string | null) => summary({ sample_index: i, group_id: group, score });
    const samples = [sample(0, "a", 0), sample(1, "b", 1), sample(2, "a", 1), sample(3, "a", null)];
    expect(groupMembers(samples, "a").map((s) => s.sample_index)).toEqual([2, 0, 3]);
  });

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

  it("spreads a long history evenly, keeping both ends", () => {
    expect(spread([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(spread(Array.from({ length: 100 }, (_, i) => i), 4)).toEqual([0, 33, 66, 99]);
  });
});

describe("sample filter and uncertain tokens", () => {
  const sample = (score: number | string | null, length: number, why: string[]) =>
    summary({ score, length, selected_because: why, group_id: "g1", data_source: "gsm8k", mean_entropy: 1.5, mean_kl: -0.01 });

  it("combines column conditions and text, all required", () => {
    const s = sample(0.75, 120, ["best", "group"]);
    expect(matchesFilter(s, "")).toBe(true);
    expect(matchesFilter(s, "score>0.5")).toBe(true);
    expect(matchesFilter(s, "score>0.5 len<100")).toBe(false);
    expect(matchesFilter(s, "entropy>=1.5 kl<0 best")).toBe(true);
    expect(matchesFilter(s, "GSM8K")).toBe(true);
    expect(matchesFilter(s, "worst")).toBe(false);
    expect(matchesFilter(sample(null, 1, []), "score>0")).toBe(false); // no score: no match
  });

  it("calls the top decile of a response's entropies uncertain", () => {
    const entropy = new Float32Array(Array.from({ length: 10 }, (_, i) => i));
    expect(highEntropyThreshold(entropy)).toBe(9);
    expect(highEntropyThreshold(new Float32Array([NaN]))).toBe(Infinity);
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

describe("text search", () => {
  const sample = summary({ score: 1, length: 3, selected_because: ["best"], data_source: "math" });

  it("finds quoted phrases in the text, once it is known", () => {
    expect(textTerms('score>0 "The Answer" best "x"')).toEqual(["the answer", "x"]);
    expect(matchesFilter(sample, '"the answer"')).toBe(true); // text not loaded yet: no filtering
    expect(matchesFilter(sample, '"the answer" best', "so THE ANSWER is 4")).toBe(true);
    expect(matchesFilter(sample, '"the answer"', "no idea")).toBe(false);
    expect(matchesFilter(sample, '"the answer" worst', "the answer")).toBe(false);
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

  it("finds a step's position among 100k steps", () => {
    const steps = toStepEntries(Array.from({ length: 100_000 }, (_, i) => [i * 2, 8, null] as [number, number, null]));
    expect(indexOfStep(steps, 50_000)).toBe(25_000);
    expect(indexOfStep(steps, 3)).toBe(-1);
  });
});

describe("view in the address bar", () => {
  it("round-trips beside TensorBoard's own hash parts", () => {
    const hash = writeView("#tb_verl&other=1", { run: "a b/c&d", split: "val", step: 40, sample: 3, token: 7, metric: "entropy" });
    expect(hash.startsWith("#tb_verl&other=1&tbv=")).toBe(true);
    expect(readView(hash)).toEqual({ run: "a b/c&d", split: "val", step: 40, sample: 3, token: 7, metric: "entropy" });
    expect(readView(writeView(hash, { run: "x" }))).toEqual({ run: "x" });
  });

  it("ignores a missing or malformed view", () => {
    expect(readView("#tb_verl")).toEqual({});
    expect(readView("#tb_verl&tbv=%E0%A4%A")).toEqual({});
    expect(readView("#tb_verl&tbv=" + encodeURIComponent("step=abc&sample=2"))).toEqual({ sample: 2 });
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

  it("names the prompt and response sources of an attributed token", () => {
    const trace = decodeTrace(traceJson({
      attribution: {
        method: "grad_x_input", top_n: 2, sources: int32([1, -1, 2, 0]), weights: fp16([1, 0, 0.5, -0.5]),
        prompt_token_text: ["<bos>", "Q"], checkpoint: "/ckpt",
      },
    }));
    expect(sourcesOf(trace, 0)).toEqual([{ position: 1, part: "prompt", index: 1, text: "Q", weight: 1 }]);
    expect(sourcesOf(trace, 1)).toEqual([
      { position: 2, part: "response", index: 0, text: "a", weight: 0.5 },
      { position: 0, part: "prompt", index: 0, text: "<bos>", weight: -0.5 },
    ]);
    expect(() => decodeTrace(traceJson({
      attribution: { method: "m", top_n: 3, sources: int32([1]), weights: fp16([1]), prompt_token_text: [], checkpoint: "" },
    }))).toThrow(/attribution/);
  });
});

describe("search phrases", () => {
  it("keeps quoted phrases as typed for the every-step search, lower-cased for the step filter", () => {
    expect(phrases('score>0.5 "Sorry, I" best "can\'t"')).toEqual(["Sorry, I", "can't"]);
    expect(textTerms('"Sorry, I"')).toEqual(["sorry, i"]);
    expect(phrases("no quotes")).toEqual([]);
  });
});
