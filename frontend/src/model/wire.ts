// The shapes of the plugin's HTTP answers (tb_verl_plugin/http_api.md) but the trace's and the field
// table's (/trace, /fields: their *Json types are in model/trace.ts, beside what decodes them): types
// only, which the model layer, the views and the client (api.ts) share; nothing here imports any of them.

export interface RunInfo {
  run: string;
  scalar_tags: string[];
  /** Splits with decision traces ("train", "val"...); empty when the run has only scalars. */
  splits: string[];
  /** Whether the run has the whole-batch entropy histogram (TraceLogger.log_exploration). */
  exploration: boolean;
}

/** The /exploration route: per step, the share of its tokens in each entropy bin. */
export interface ExplorationJson {
  run: string;
  steps: number[];
  edges: number[];
  shares: number[][];
  /** Entropy above which the logger counted a token as forking; null when not logged. */
  forking_threshold: number | null;
  /** How it was set: a percentile of token entropy at a step (the logger's default), or null for
   * an absolute number of nats. */
  forking_rule: { percentile: number; step: number } | null;
  /** The run's settings as logged for TensorBoard's HParams dashboard (verl's names), {} if none. */
  knobs: Record<string, number | string | boolean>;
  /** Knobs logged as scalars that changed during the run (schedules), drawn over the heatmap. */
  schedules: KnobSchedule[];
}

/** A knob's value over training: [step, value] points, value null for NaN/inf. */
export interface KnobSchedule {
  name: string;
  tag: string;
  points: [number, number | null][];
}

/** One indexed step as /steps sends it: [step, recorded samples, mean score]. */
export type StepRow = [number, number, number | string | null];

export interface StepEntry {
  step: number;
  samples: number;
  meanScore: number | null;
}

export interface SampleSummary {
  sample_index: number;
  group_id: string;
  data_source: string;
  split: string;
  score: number | string | null;
  length: number;
  /** The index's per-row statistics (the mean entropy, the largest |mismatch|...) by the names the
   * field table gives them (`in_index`); null where the row has none (or an index written by an
   * earlier version lacks it). */
  stats: Record<string, number | null>;
  /** Whether the trace is recorded; the index lists every row of the batch, the others by their
   * summary alone. Optional: indexes written by earlier versions list recorded rows only. */
  recorded?: boolean;
  selected_because: string[];
  /** The prompt's identity across steps (16 hex digits). */
  prompt_hash: string;
  /** Multi-turn responses: the policy's turns, the tools it called, its calls and failed calls
   * (null / empty for single-turn responses). Optional: indexes of schema 1 lack them. */
  turns?: number | null;
  tools?: string[];
  tool_calls?: number | null;
  tool_failures?: number | null;
  /** Cut at the length limit without an end-of-sequence token; null when the logger could not
   * tell (or an index written by an earlier version). */
  truncated?: boolean | null;
  /** Per-sample numbers beside the score (verl's reward extra info: reward parts, an exploration
   * bonus). Optional: indexes written by earlier versions lack them. */
  extra_sample?: Record<string, number | string>;
}

/** /step's rows as it sends them: by column, one value per row under each key of a sample (its index
 * statistics flat beside the rest, under their `in_index` names; `split` is the answer's), and the
 * reward parts a column each (null where a row has none). */
export interface StepColumns {
  split: string;
  rows: number;
  columns: Record<string, unknown[]>;
  extra_sample: Record<string, (number | string | null)[]>;
}

export interface StepDetail {
  step: number;
  split: string;
  wall_time: number;
  batch_size: number;
  samples: SampleSummary[];
}


/** The /query route: every row of every step that passes a samples filter, recorded or not. */
export interface QueryResult {
  query: string;
  /** [step, sample_index, recorded, snippet around the first quoted phrase or null], by step. */
  matches: [number, number, boolean, string | null][];
  /** Rows that pass, of which `matches` lists the first. */
  total: number;
  truncated: boolean;
  /** Damaged traces that could not be checked for the phrases. */
  skipped: number;
}

export type ScalarPoint = [number, number, number | string | null];

/** A row (its step and row in the batch) and the response positions that show a diagnosis event. */
export interface EvidenceJson {
  step: number;
  sample_index: number;
  tokens: number[];
}

/** One event of /diagnosis: a detector that fired, from its onset (tb_verl_plugin.diagnosis). */
export interface DiagnosisEvent {
  detector: string;
  severity: "warn" | "critical";
  onset_step: number;
  fired_step: number;
  /** Numbers, or "nan" / "inf" / "-inf". */
  value: number | string;
  threshold: number | string;
  baseline: number | string | null;
  explanation: string;
  /** The series it was judged on: a scalar tag, or index:NAME. */
  signal: string;
  /** The verl setting people turn for it ("" when none). */
  knob: string;
  evidence: EvidenceJson[];
  /** Detectors of earlier events this one likely follows. */
  after: string[];
}
