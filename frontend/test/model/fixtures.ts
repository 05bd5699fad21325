// Shared fixtures of the model tests: the field table the server sends, and JSON shaped like the
// server's answers (fp16 and int32 arrays as base64). A test that decodes or colours traces, or
// builds the samples table, installs FIELDS itself (useFieldTable), as the tab does with the
// server's table.
import type { SampleSummary } from "../../src/model/wire";

/** A row as a dict, its index statistics flat beside the rest (as Python's `read_step` gives it). */
export type SampleJson = Omit<SampleSummary, "stats"> & { [stat: string]: unknown };
import { toNumber } from "../../src/model/format";
import type { FieldJson, ResponseFieldJson, TraceJson } from "../../src/model/trace";
import sharedFields from "../../../tests/shared/fields.json";

/** GET /fields as the server answers it (tests/test_plugin.py holds the file equal to the route). */
export const FIELDS = sharedFields.fields as FieldJson[];
export const RESPONSES = sharedFields.responses as ResponseFieldJson[];

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

/** A sample summary with neutral values, `overrides` (shaped as /step sends them: the index
 * statistics by their names in RESPONSES) on top. */
export function summary(overrides: Partial<SampleJson> = {}): SampleSummary {
  const statNames = new Set(RESPONSES.filter((f) => f.kind === "statistic").map((f) => f.name));
  const stats: Record<string, number | null> = Object.fromEntries([...statNames].map((name) => [name, null]));
  const rest: Partial<SampleJson> = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (statNames.has(key)) stats[key] = toNumber(value as number | string | null);
    else rest[key] = value;
  }
  return {
    sample_index: 0, group_id: "g", data_source: "", split: "train", score: null, length: 1,
    selected_because: [], prompt_hash: "0", ...rest, stats,
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
