// Shared fixtures of the model tests: the field table the server would send, and JSON shaped like
// the server's answers (fp16 and int32 arrays as base64). A test that decodes or colours traces
// installs FIELDS itself (useFieldTable), as the tab does with the server's table.
import type { SampleSummary } from "../../src/api";
import type { FieldJson, TraceJson } from "../../src/model/trace";

/** The part of GET /fields these tests colour by (the server sends the table; see fields.py). */
export const FIELDS: FieldJson[] = [
  { name: "log_prob", label: "log-prob", scale: "sequential", derived_from: [] },
  { name: "advantage", label: "advantage", scale: "diverging", derived_from: [] },
  { name: "value", label: "value", scale: "diverging", derived_from: [] },
  { name: "ref_log_prob", label: "ref log-prob", scale: "sequential", derived_from: [] },
  { name: "kl", label: "KL", scale: "diverging", derived_from: ["log_prob", "ref_log_prob"] },
];

export function fp16(values: number[]): string {
  // Only values exactly representable in fp16 are used here; encode through a Float32 round trip.
  const bytes: number[] = [];
  for (const v of values) {
    const bits = { 1: 0x3c00, 0.5: 0x3800, [-1]: 0xbc00, 0: 0x0000, [-0.5]: 0xb800, 2: 0x4000, 0.25: 0x3400, 0.75: 0x3a00 }[v];
    if (bits === undefined) throw new Error(`no fixture bits for ${v}`);
    bytes.push(bits & 0xff, bits >> 8);
  }
  return btoa(String.fromCharCode(...bytes));
}

export function int32(values: number[]): string {
  const bytes = new Uint8Array(new Int32Array(values).buffer);
  return btoa(String.fromCharCode(...bytes));
}

/** A sample summary with neutral values, `overrides` on top. */
export function summary(overrides: Partial<SampleSummary> = {}): SampleSummary {
  return {
    sample_index: 0, group_id: "g", data_source: "", split: "train", score: null, length: 1,
    mean_entropy: null, mean_kl: null, mean_log_prob: null, selected_because: [], prompt_hash: "0",
    ...overrides,
  };
}

export function traceJson(overrides: Partial<TraceJson> = {}): TraceJson {
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
