// The decoded decision trace and the per-token metrics the dashboard can colour by.
import type { Scale } from "./colors";
import { base64ToBytes, decodeFloat16, decodeInt32 } from "./decode";

/** The JSON of the /trace route, as documented in tb_verl_plugin/http_api.md. */
export interface TraceJson {
  schema_version: number;
  step: number;
  sample_index: number;
  group_id: string;
  data_source: string;
  split: string;
  selected_because: string[];
  prompt_text: string;
  prompt_ids: string | null;
  token_ids: string;
  response_mask: string | null;
  token_text: string[];
  response_text: string;
  vocab: Record<string, string>;
  score: number | string | null;
  token_fields: Record<string, string>;
  top_k: { k: number; token_ids: string; log_probs: string } | null;
  extra_token: Record<string, string>;
  extra_sample: Record<string, number | string>;
  /** Written by `tb-verl attribute`; absent (null) until it runs on the sample. */
  attribution?: AttributionJson | null;
  /** Why the run's attribution file could not be read, or null. */
  attribution_error?: string | null;
}

export interface AttributionJson {
  method: string;
  top_n: number;
  sources: string;
  weights: string;
  prompt_token_text: string[];
  checkpoint: string;
}

/** For each response token, the earlier positions (in prompt ++ response) it drew on most. */
export interface Attribution {
  method: string;
  topN: number;
  /** Row-major [tokens, topN]; -1 = no source. */
  sources: Int32Array;
  /** Signed share of the token's evidence carried by each source. */
  weights: Float32Array;
  promptTokenText: string[];
  checkpoint: string;
}

export interface Source {
  position: number;
  /** "prompt" or "response" (an earlier token of the response). */
  part: "prompt" | "response";
  /** Index within its part. */
  index: number;
  text: string;
  weight: number;
}

/** The sources token `i` drew on, strongest first, with their text. */
export function sourcesOf(trace: Trace, i: number): Source[] {
  const a = trace.attribution;
  if (!a || i < 0 || (i + 1) * a.topN > a.sources.length) return [];
  const promptLength = a.promptTokenText.length;
  const found: Source[] = [];
  for (let j = i * a.topN; j < (i + 1) * a.topN; j++) {
    const position = a.sources[j];
    if (position < 0) continue;
    const inPrompt = position < promptLength;
    const index = inPrompt ? position : position - promptLength;
    const text = inPrompt ? a.promptTokenText[index] : trace.tokenText[index] ?? `⟨${index}⟩`;
    found.push({ position, part: inPrompt ? "prompt" : "response", index, text, weight: a.weights[j] });
  }
  return found;
}

export interface Trace {
  step: number;
  sampleIndex: number;
  groupId: string;
  dataSource: string;
  selectedBecause: string[];
  promptText: string;
  responseText: string;
  score: number | null;
  tokenIds: Int32Array;
  /** 1 where the policy generated the token; null when it generated all of them. */
  responseMask: Uint8Array | null;
  tokenText: string[];
  vocab: Map<number, string>;
  /** Standard and extra per-token fields; a field that was not logged is absent. */
  fields: Map<string, Float32Array>;
  topK: { k: number; ids: Int32Array; logProbs: Float32Array } | null;
  extraSample: Record<string, number>;
  attribution: Attribution | null;
  attributionError: string | null;
}

/** TensorBoard's JSON encoder turns NaN and infinities into strings; bring them back. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  const parsed = Number(value);
  return Number.isNaN(parsed) && value !== "NaN" ? null : parsed;
}

export function decodeTrace(json: TraceJson): Trace {
  const tokenIds = decodeInt32(json.token_ids);
  const fields = new Map<string, Float32Array>();
  const add = (name: string, b64: string) => {
    const values = decodeFloat16(b64);
    if (values.length !== tokenIds.length) {
      throw new Error(`trace field ${name} has ${values.length} values for ${tokenIds.length} tokens`);
    }
    fields.set(name, values);
  };
  for (const [name, b64] of Object.entries(json.token_fields)) add(name, b64);
  for (const [name, b64] of Object.entries(json.extra_token)) add(`extra:${name}`, b64);
  let topK: Trace["topK"] = null;
  if (json.top_k) {
    topK = { k: json.top_k.k, ids: decodeInt32(json.top_k.token_ids), logProbs: decodeFloat16(json.top_k.log_probs) };
  }
  const extraSample: Record<string, number> = {};
  for (const [name, value] of Object.entries(json.extra_sample)) extraSample[name] = toNumber(value) ?? NaN;
  return {
    step: json.step,
    sampleIndex: json.sample_index,
    groupId: json.group_id,
    dataSource: json.data_source,
    selectedBecause: json.selected_because,
    promptText: json.prompt_text,
    responseText: json.response_text,
    score: toNumber(json.score),
    tokenIds,
    responseMask: json.response_mask === null ? null : base64ToBytes(json.response_mask),
    tokenText: json.token_text.length === tokenIds.length ? json.token_text : Array.from(tokenIds, (id) => `⟨${id}⟩`),
    vocab: new Map(Object.entries(json.vocab).map(([id, text]) => [Number(id), text])),
    fields,
    topK,
    extraSample,
    attribution: decodeAttribution(json.attribution ?? null, tokenIds.length),
    attributionError: json.attribution_error ?? null,
  };
}

function decodeAttribution(json: AttributionJson | null, tokens: number): Attribution | null {
  if (!json) return null;
  const sources = decodeInt32(json.sources);
  const weights = decodeFloat16(json.weights);
  if (sources.length !== tokens * json.top_n || weights.length !== sources.length) {
    throw new Error(`attribution has ${sources.length} sources for ${tokens} tokens x top ${json.top_n}`);
  }
  return { method: json.method, topN: json.top_n, sources, weights, promptTokenText: json.prompt_token_text, checkpoint: json.checkpoint };
}

export interface MetricDef {
  key: string;
  label: string;
  kind: Scale["kind"];
  /** Fixed scale bounds; otherwise the bounds come from the trace's own values. */
  fixed?: [number, number];
  values(trace: Trace): Float32Array | null;
}

/** Per-token KL: the logged fp32-derived field when present (precise for small values), else the
 * difference of the two fp16 log-probs. */
export function klOf(trace: Trace): Float32Array | null {
  const logged = trace.fields.get("kl");
  if (logged) return logged;
  const logProb = trace.fields.get("log_prob");
  const ref = trace.fields.get("ref_log_prob");
  return logProb && ref ? logProb.map((v, i) => v - ref[i]) : null;
}

function field(name: string): (trace: Trace) => Float32Array | null {
  return (trace) => trace.fields.get(name) ?? null;
}

export const METRICS: MetricDef[] = [
  {
    key: "probability", label: "probability", kind: "sequential", fixed: [0, 1],
    values: (t) => {
      const logProb = t.fields.get("log_prob");
      return logProb ? logProb.map(Math.exp) : null;
    },
  },
  { key: "log_prob", label: "log-prob", kind: "sequential", values: field("log_prob") },
  { key: "entropy", label: "entropy", kind: "sequential", values: field("entropy") },
  { key: "advantage", label: "advantage", kind: "diverging", values: field("advantage") },
  { key: "value", label: "value", kind: "diverging", values: field("value") },
  { key: "token_reward", label: "reward", kind: "diverging", values: field("token_reward") },
  { key: "returns", label: "return", kind: "diverging", values: field("returns") },
  { key: "kl", label: "KL (log π − log π_ref)", kind: "diverging", values: klOf },
];

/** The standard metrics plus one per extra per-token field of this trace. */
export function metricsFor(trace: Trace | null): MetricDef[] {
  const extras: MetricDef[] = [];
  if (trace) {
    for (const name of trace.fields.keys()) {
      if (name.startsWith("extra:")) {
        extras.push({ key: name, label: name.slice(6), kind: "diverging", values: field(name) });
      }
    }
  }
  return [...METRICS, ...extras];
}

/** The scale of a metric over one trace's values (ignoring NaN and infinities). */
export function scaleFor(metric: MetricDef, values: Float32Array): Scale {
  if (metric.fixed) return { kind: metric.kind, min: metric.fixed[0], max: metric.fixed[1] };
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (Number.isFinite(v)) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (min > max) return { kind: metric.kind, min: 0, max: 1 };
  if (metric.kind === "sequential" && metric.key === "log_prob") max = Math.max(max, 0);
  return { kind: metric.kind, min, max };
}

/** The top-k alternatives at one position, most probable first, and the chosen token's rank. */
export function alternativesAt(trace: Trace, position: number): {
  alternatives: { id: number; text: string; prob: number }[];
  rank: number | null;
} {
  if (!trace.topK) return { alternatives: [], rank: null };
  const { k, ids, logProbs } = trace.topK;
  const alternatives = [];
  let rank: number | null = null;
  for (let j = 0; j < k; j++) {
    const id = ids[position * k + j];
    if (id === trace.tokenIds[position] && rank === null) rank = j + 1;
    alternatives.push({ id, text: trace.vocab.get(id) ?? `⟨${id}⟩`, prob: Math.exp(logProbs[position * k + j]) });
  }
  return { alternatives, rank };
}
