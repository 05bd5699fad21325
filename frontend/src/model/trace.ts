// The decoded decision trace and the per-token metrics the dashboard can colour by.
import type { Scale } from "./colors";
import { base64ToBytes, decodeFloat16, decodeInt32 } from "./decode";
import { formatNumber, toNumber } from "./format";
import { lowerBound } from "./steps";

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
  /** Tokens holding part of a character (by position): their bytes and the character. */
  token_parts?: Record<string, TokenPart>;
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
  /** Written by `tb-verl attribute` with the attribution; null without one. */
  attention?: AttentionJson | null;
  /** Multi-turn responses (schema 2): the stretches of the response; empty for one turn. */
  spans?: SpanJson[];
  num_turns?: number | null;
  /** Cut at the length limit without an end-of-sequence token; null when not judged. */
  truncated?: boolean | null;
}

/** A token that holds part of a character a byte-level tokenizer split across tokens: its bytes
 * (`⟨e5 8f⟩`) and the character they help make. The character is shown once, at the token holding
 * its first byte; a token holding only later bytes shows no text of its own. */
export interface TokenPart {
  bytes: string;
  of: string;
}

export interface ToolCallJson {
  name: string;
  arguments: string;
  output: string;
  status: "ok" | "error" | "unknown_tool" | "bad_arguments";
}

/** A stretch of a multi-turn response: the policy's turn, or what was spliced in after it. */
export interface SpanJson {
  kind: "policy" | "tool" | "observation";
  start: number;
  end: number;
  /** The policy's turn (from 1); a tool or observation span carries the turn it answers. */
  turn: number;
  tool_calls: ToolCallJson[];
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

export interface AttentionJson {
  top_n: number;
  /** By layer index (as text). */
  layers: Record<string, { sources: string; weights: string }>;
}

/** For each layer and response token, the positions (in prompt ++ response) its heads-averaged
 * attention weighted most at the query predicting the token. */
export interface Attention {
  topN: number;
  /** Ascending layer indices. */
  layers: number[];
  /** Row-major [tokens, topN] per layer; -1 = no source. */
  sources: Map<number, Int32Array>;
  /** Attention probabilities, per layer. */
  weights: Map<number, Float32Array>;
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

/** The sources token `i` drew on (gradient x input), strongest first, with their text. */
export function sourcesOf(trace: Trace, i: number): Source[] {
  const a = trace.attribution;
  return a ? rowOfSources(trace, a.topN, a.sources, a.weights, i) : [];
}

/** The positions layer `layer`'s attention weighted most when predicting token `i`, heaviest
 * first, with their text; [] without attention for that layer. */
export function attendedBy(trace: Trace, i: number, layer: number): Source[] {
  const a = trace.attention;
  const sources = a?.sources.get(layer);
  return a && sources ? rowOfSources(trace, a.topN, sources, a.weights.get(layer)!, i) : [];
}

/** Across every layer, the position each layer's attention weighted most when predicting token
 * `i`: how what the decision reads moves through the model (a 30-layer model's own story), one
 * entry per layer, in layer order; `top` null where the layer has none. */
export function attentionAcrossLayers(trace: Trace, i: number): { layer: number; top: Source | null }[] {
  return (trace.attention?.layers ?? []).map((layer) => ({ layer, top: attendedBy(trace, i, layer)[0] ?? null }));
}

/** The layer to show attention for: `wanted` when the trace has it, else its last layer (where a
 * decision's reading is most about the output), or null without attention. */
export function attentionLayer(trace: Trace, wanted: number | null): number | null {
  const layers = trace.attention?.layers ?? [];
  if (wanted !== null && layers.includes(wanted)) return wanted;
  return layers.length ? layers[layers.length - 1] : null;
}

function rowOfSources(trace: Trace, topN: number, sources: Int32Array, weights: Float32Array, i: number): Source[] {
  if (i < 0 || (i + 1) * topN > sources.length) return [];
  const promptText = trace.attribution?.promptTokenText ?? [];
  const promptLength = promptText.length;
  const found: Source[] = [];
  for (let j = i * topN; j < (i + 1) * topN; j++) {
    const position = sources[j];
    if (position < 0) continue;
    const inPrompt = position < promptLength;
    const index = inPrompt ? position : position - promptLength;
    const text = inPrompt ? promptText[index] : trace.tokenText[index] ?? `⟨${index}⟩`;
    found.push({ position, part: inPrompt ? "prompt" : "response", index, text, weight: weights[j] });
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
  tokenParts: Map<number, TokenPart>;
  vocab: Map<number, string>;
  /** Standard and extra per-token fields; a field that was not logged is absent. */
  fields: Map<string, Float32Array>;
  topK: { k: number; ids: Int32Array; logProbs: Float32Array } | null;
  extraSample: Record<string, number>;
  attribution: Attribution | null;
  attributionError: string | null;
  attention: Attention | null;
  /** The response's turns, in order; empty for a single-turn response. */
  spans: SpanJson[];
  /** verl's turn count (user and assistant turns, plus one), when the trainer gave it. */
  numTurns: number | null;
  /** Cut at the length limit without an end-of-sequence token; null when not judged. */
  truncated: boolean | null;
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
    // k sizes the heatmap and indexes both arrays: it must be what they hold.
    if (!Number.isInteger(topK.k) || topK.k < 0 || topK.ids.length !== tokenIds.length * topK.k || topK.logProbs.length !== topK.ids.length) {
      throw new Error(`top-k has ${topK.ids.length} ids and ${topK.logProbs.length} log-probs for ${tokenIds.length} tokens x top ${json.top_k.k}`);
    }
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
    tokenParts: new Map(Object.entries(json.token_parts ?? {}).map(([i, part]) => [Number(i), part])),
    vocab: new Map(Object.entries(json.vocab).map(([id, text]) => [Number(id), text])),
    fields,
    topK,
    extraSample,
    attribution: decodeAttribution(json.attribution ?? null, tokenIds.length),
    attributionError: json.attribution_error ?? null,
    attention: decodeAttention(json.attention ?? null, tokenIds.length),
    spans: json.spans ?? [],
    numTurns: json.num_turns ?? null,
    truncated: json.truncated ?? null,
  };
}

/** How a trace without per-token numbers came to be, in words (null for one that has them): a
 * validation generation recorded live from verl's trainer (its tokens, when the tokenizer was
 * tapped, else its text), or a rollout imported from verl's JSONL dump (text only). */
export function provenance(trace: Trace): string | null {
  if (trace.fields.size > 0) return null;
  const tokens = trace.tokenIds.length > 0;
  if (trace.selectedBecause.includes("validation")) {
    return tokens
      ? "A validation generation, recorded live from verl's trainer: its tokens and text; verl computes no per-token numbers for validation."
      : "A validation generation, recorded live from verl's trainer as text: no token ids came with it.";
  }
  if (trace.selectedBecause.includes("imported")) return "Imported from verl's rollout dump (rollout_data_dir): text only, no per-token numbers.";
  return tokens ? "This trace has tokens but no per-token numbers." : "Text only: this trace has no per-token data.";
}

/** What names token `i` where a label is wanted (a card's title, a chip): its text, or, for a
 * token that only continues a character, its bytes. */
export function tokenLabel(trace: Trace, i: number): string {
  const text = trace.tokenText[i] ?? "";
  return text === "" ? trace.tokenParts.get(i)?.bytes ?? text : text;
}

/** What a token holding part of a character says of it: `⟨d1⟩ · part of “ё”`; null for a whole one. */
export function partNote(trace: Trace, i: number): string | null {
  const part = trace.tokenParts.get(i);
  return part ? `${part.bytes} · part of “${part.of}”` : null;
}

/** `values` at the policy's own tokens, NaN at the others (tool outputs spliced into a multi-turn
 * response): what colour scales, credit lists, curves and the uncertain-token key read, so the
 * policy's statistics are the policy's. */
export function ownValues(trace: Trace, values: Float32Array): Float32Array {
  const mask = trace.responseMask;
  return mask ? values.map((v, i) => (mask[i] ? v : NaN)) : values;
}

/** The span holding token `i`, or null for a single-turn response. */
export function spanAt(trace: Trace, i: number): SpanJson | null {
  const at = lowerBound(trace.spans.length, (s) => trace.spans[s].end, i + 1);
  const span = trace.spans[at];
  return span && span.start <= i ? span : null;
}

/** The sample's reward with what was logged beside it (verl's reward extra info: the reward's
 * parts, an exploration bonus), "score 0.92 · correct 0.8 · novelty 0.12"; null when neither. */
export function rewardBreakdown(trace: Trace): string | null {
  const parts = Object.entries(trace.extraSample).sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name} ${formatNumber(value)}`);
  if (trace.score !== null) parts.unshift(`score ${formatNumber(trace.score)}`);
  return parts.length ? parts.join(" · ") : null;
}

/** How a span reads in one line: "turn 2", "tool output of turn 1: calc({"a": 3}) → 7". */
export function describeSpan(span: SpanJson): string {
  if (span.kind === "policy") return `turn ${span.turn}`;
  if (span.kind === "observation") return `observation after turn ${span.turn}`;
  const calls = span.tool_calls.map((c) => `${c.name}(${c.arguments}) → ${c.status === "ok" ? c.output : `${c.status}: ${c.output}`}`);
  return `tool output of turn ${span.turn}: ${calls.join("; ")}`;
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

function decodeAttention(json: AttentionJson | null, tokens: number): Attention | null {
  if (!json) return null;
  const layers = Object.keys(json.layers).map(Number).sort((a, b) => a - b);
  const sources = new Map<number, Int32Array>();
  const weights = new Map<number, Float32Array>();
  for (const layer of layers) {
    const packed = json.layers[String(layer)];
    sources.set(layer, decodeInt32(packed.sources));
    weights.set(layer, decodeFloat16(packed.weights));
    if (sources.get(layer)!.length !== tokens * json.top_n || weights.get(layer)!.length !== tokens * json.top_n) {
      throw new Error(`attention of layer ${layer} has ${sources.get(layer)!.length} sources for ${tokens} tokens x top ${json.top_n}`);
    }
  }
  return { topN: json.top_n, layers, sources, weights };
}

export interface MetricDef {
  key: string;
  label: string;
  kind: Scale["kind"];
  /** Fixed scale bounds; otherwise the bounds come from the trace's own values. */
  fixed?: [number, number];
  values(trace: Trace): Float32Array | null;
}

/** How the samples table shows a field's index statistic and the samples filter names it. */
export interface IndexColumnJson {
  /** The filter's name for it (`entropy>2`), the server's /query alike. */
  term: string;
  label: string;
  title: string;
  /** Shown only when some row of the step has it. */
  optional: boolean;
}

/** One row of the server's per-token field table (GET /fields; tb_verl_plugin/format/fields.py). */
export interface FieldJson {
  name: string;
  label: string;
  scale: Scale["kind"];
  /** A derived field is its first source minus its second where a trace did not store it. */
  derived_from: string[];
  /** It exists only at the tokens the policy sampled (advantage, value...): absent elsewhere. */
  sampled_only: boolean;
  /** The name of its per-row statistic in the step index (a key of each /step sample), if kept. */
  in_index: string | null;
  index_column: IndexColumnJson | null;
}

/** A flag shown as a word (its filter term) in another value's column, on the rows where it is true. */
export interface BadgeJson {
  /** The name of the response value in whose column it shows. */
  column: string;
  title: string;
}

/** One value the index keeps of every response (GET /fields' responses; tb_verl_plugin/format/fields.py's
 * response_fields): its key in /step's samples (a `statistic`'s in `stats`), its kind, its term in
 * the samples filter, what the filter compares for a row without a value (null: no match), its
 * column of the samples table and its badge. */
export interface ResponseFieldJson {
  name: string;
  kind: "float" | "int" | "count" | "flag" | "string" | "strings" | "statistic";
  term: string | null;
  filter_default: number | null;
  index_column: IndexColumnJson | null;
  badge: BadgeJson | null;
}

let fieldTable: FieldJson[] = [];
let responseFields: ResponseFieldJson[] = [];

/** Takes the server's field tables, once when the tab starts: the frontend keeps no copy of its
 * own, so a field added to the table appears in the colour menu, the card and the legend, and a
 * per-response value in the samples table and the filter. */
export function useFieldTable(table: FieldJson[], responses: ResponseFieldJson[] = []): void {
  fieldTable = table;
  responseFields = responses;
}

/** Every value the index keeps of each response, in the server's order. */
export function responseFieldTable(): readonly ResponseFieldJson[] {
  return responseFields;
}

/** The per-response value the samples filter names `term`, if any. */
export function responseFieldOf(term: string): ResponseFieldJson | undefined {
  return responseFields.find((field) => field.term === term);
}

/** How the tab names a per-token field (a user's own `extra:` field by its own name). */
export function fieldLabel(name: string): string {
  return fieldTable.find((f) => f.name === name)?.label ?? name.replace(/^extra:/, "");
}

/** `value`, of field `name` at token `i`, as the card shows it: "—" where the field has no value
 * (one that exists only at the policy's sampled tokens, at a tool output's), a NaN where the field
 * should have a value as "NaN" (a blow-up to see). */
export function fieldValueText(trace: Trace, name: string, value: number, i: number): string {
  const absent = trace.responseMask !== null && !trace.responseMask[i] && fieldTable.find((f) => f.name === name)?.sampled_only;
  return absent ? "—" : formatNumber(value, 4);
}

/** A per-token field of a trace: as logged, or derived from its sources (the KL from the two
 * log-probs, for traces stored without the fp32 KL); null when neither. */
export function fieldValues(trace: Trace, name: string): Float32Array | null {
  const logged = trace.fields.get(name);
  if (logged) return logged;
  const sources = fieldTable.find((f) => f.name === name)?.derived_from ?? [];
  if (sources.length !== 2) return null;
  const [first, second] = sources.map((s) => trace.fields.get(s));
  return first && second ? first.map((v, i) => v - second[i]) : null;
}

/** The table's derived fields a trace did not store but can derive (the KL, the mismatch, for
 * traces stored without them), with their values. */
export function derivedOnly(trace: Trace): [string, Float32Array][] {
  return fieldTable
    .filter((f) => f.derived_from.length && !trace.fields.has(f.name))
    .map((f): [string, Float32Array | null] => [f.name, fieldValues(trace, f.name)])
    .filter((entry): entry is [string, Float32Array] => entry[1] !== null);
}

/** Colouring by probability: the log-prob seen as what the policy gave the token. */
const PROBABILITY: MetricDef = {
  key: "probability", label: "probability", kind: "sequential", fixed: [0, 1],
  values: (t) => fieldValues(t, "log_prob")?.map(Math.exp) ?? null,
};

/** Every metric the tab colours by: probability, then the field table in its order. */
export function standardMetrics(): MetricDef[] {
  return [PROBABILITY, ...fieldTable.map((f) => ({ key: f.name, label: f.label, kind: f.scale, values: (t: Trace) => fieldValues(t, f.name) }))];
}

/** The standard metrics plus one per extra per-token field of this trace. */
export function metricsFor(trace: Trace | null): MetricDef[] {
  const extras: MetricDef[] = [];
  if (trace) {
    for (const name of trace.fields.keys()) {
      if (name.startsWith("extra:")) {
        extras.push({ key: name, label: fieldLabel(name), kind: "diverging", values: (t) => t.fields.get(name) ?? null });
      }
    }
  }
  return [...standardMetrics(), ...extras];
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

/** How a trace's tokens are coloured by the metric `key` (the first metric when the trace lacks
 * it): the values, and their scale (both null when the trace did not log it). */
export function colouring(trace: Trace, key: string): { values: Float32Array | null; scale: Scale | null } {
  const metrics = metricsFor(trace);
  const metric = metrics.find((m) => m.key === key) ?? metrics[0];
  const raw = metric.values(trace);
  const values = raw && ownValues(trace, raw);
  return { values, scale: values ? scaleFor(metric, values) : null };
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
