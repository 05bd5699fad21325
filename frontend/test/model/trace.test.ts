// Tests of decoding a served trace: fields, derived fields, top-k, attribution, colour scales.
import { beforeEach, describe, expect, it } from "vitest";
import { alternativesAt, attendedBy, attentionAcrossLayers, attentionLayer, decodeTrace, fieldValueText, partNote, provenance, rewardBreakdown, scaleFor, sourcesOf, standardMetrics, tokenLabel, useFieldTable } from "../../src/model/trace";
import { toNumber } from "../../src/model/format";
import { FIELDS, fp16, int32, traceJson } from "./fixtures";

// The field table the server would send (GET /fields), as the tab installs it.
beforeEach(() => useFieldTable(FIELDS));

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
    // The top-k's k must be what its arrays hold: it sizes the heatmap and indexes them.
    for (const k of [3, -2, 1.5, 1e9]) {
      expect(() => decodeTrace(traceJson({ top_k: { k, token_ids: int32([5, 9, 9, 5]), log_probs: fp16([0, -1, -0.5, -1]) } }))).toThrow(/top-k has 4 ids/);
    }
    expect(() => decodeTrace(traceJson({ top_k: { k: 2, token_ids: int32([5, 9, 9, 5]), log_probs: fp16([0, -1]) } }))).toThrow(/2 log-probs/);
  });

  it("ranks the chosen token among the alternatives", () => {
    const trace = decodeTrace(traceJson());
    expect(alternativesAt(trace, 0).rank).toBe(1);
    const second = alternativesAt(trace, 1);
    expect(second.rank).toBeNull(); // token 7 is not in the top-2
    expect(second.alternatives.map((a) => a.text)).toEqual(["z", "a"]);
    expect(second.alternatives[0].prob).toBeCloseTo(Math.exp(-0.5));
  });

  it("names a token holding part of a character by its bytes and the character", () => {
    // ё split across two tokens: shown at the first, the second continues it.
    const trace = decodeTrace(traceJson({
      token_text: ["ё", ""], token_parts: { "0": { bytes: "⟨d1⟩", of: "ё" }, "1": { bytes: "⟨91⟩", of: "ё" } },
    }));
    expect([tokenLabel(trace, 0), tokenLabel(trace, 1)]).toEqual(["ё", "⟨91⟩"]);
    expect(partNote(trace, 1)).toBe("⟨91⟩ · part of “ё”");
    expect(partNote(decodeTrace(traceJson()), 0)).toBeNull();
  });

  it("reads the sample's reward with its logged parts", () => {
    expect(rewardBreakdown(decodeTrace(traceJson({ score: 1.5, extra_sample: { novelty: 0.5, correct: 1 } }))))
      .toBe("score 1.500 · correct 1.000 · novelty 0.500");
    expect(rewardBreakdown(decodeTrace(traceJson({ score: null, extra_sample: {} })))).toBeNull();
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

describe("credit view", () => {
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

  it("names what each layer's attention weighted most, and picks a layer the trace has", () => {
    const attribution = {
      method: "grad_x_input", top_n: 1, sources: int32([0, 1]), weights: fp16([1, 1]), prompt_token_text: ["<bos>", "Q"], checkpoint: "",
    };
    const trace = decodeTrace(traceJson({
      attribution,
      attention: {
        top_n: 2,
        layers: {
          "1": { sources: int32([1, 0, 2, 1]), weights: fp16([0.75, 0.25, 0.5, 0.25]) },
          "0": { sources: int32([0, -1, 0, 2]), weights: fp16([1, 0, 0.5, 0.5]) },
        },
      },
    }));
    expect(trace.attention!.layers).toEqual([0, 1]);
    expect(attendedBy(trace, 1, 1)).toEqual([
      { position: 2, part: "response", index: 0, text: "a", weight: 0.5 },
      { position: 1, part: "prompt", index: 1, text: "Q", weight: 0.25 },
    ]);
    expect(attendedBy(trace, 0, 0)).toEqual([{ position: 0, part: "prompt", index: 0, text: "<bos>", weight: 1 }]);
    expect(attendedBy(trace, 0, 7)).toEqual([]);
    // Across layers: each layer's most attended position, in layer order.
    expect(attentionAcrossLayers(trace, 1).map(({ layer, top }) => [layer, top?.text, top?.weight])).toEqual([[0, "<bos>", 0.5], [1, "a", 0.5]]);
    expect(attentionLayer(trace, 0)).toBe(0);
    expect(attentionLayer(trace, null)).toBe(1); // the last layer by default
    expect(attentionLayer(trace, 9)).toBe(1); // a layer another trace had
    expect(attentionLayer(decodeTrace(traceJson({ attribution })), 0)).toBeNull();
    expect(() => decodeTrace(traceJson({
      attribution, attention: { top_n: 2, layers: { "0": { sources: int32([0]), weights: fp16([1]) } } },
    }))).toThrow(/attention of layer 0/);
  });
});

describe("card values", () => {
  beforeEach(() => useFieldTable(FIELDS));
  it("shows — where a sampled-only field has no value (a tool output's), NaN where one is lost", () => {
    const trace = decodeTrace(traceJson({ response_mask: btoa(String.fromCharCode(1, 0)) }));
    const sampledOnly = FIELDS.find((f) => f.sampled_only)!.name;
    expect(fieldValueText(trace, sampledOnly, NaN, 1)).toBe("—");
    expect(fieldValueText(trace, sampledOnly, NaN, 0)).toBe("NaN");
    expect(fieldValueText(trace, "entropy", NaN, 1)).toBe("NaN");
    expect(fieldValueText(trace, sampledOnly, 0.25, 0)).toBe("0.2500");
  });
});

describe("provenance", () => {
  it("says how a trace without per-token numbers came", () => {
    const val = decodeTrace(traceJson({ selected_because: ["validation"], token_fields: {}, extra_token: {} }));
    expect(provenance(val)).toContain("validation generation, recorded live");
    expect(provenance(val)).toContain("its tokens");
    const text = decodeTrace(traceJson({ selected_because: ["validation"], token_ids: int32([]), token_text: [], token_fields: {}, extra_token: {}, top_k: null }));
    expect(provenance(text)).toContain("as text");
    const imported = decodeTrace(traceJson({ selected_because: ["imported"], token_ids: int32([]), token_text: [], token_fields: {}, extra_token: {}, top_k: null }));
    expect(provenance(imported)).toContain("Imported from verl's rollout dump");
    expect(provenance(decodeTrace(traceJson()))).toBeNull();
  });
});
