// The tab's state in one place. The controller loads data into it; each view subscribes to the
// keys it draws and re-renders only when one of them changes.
import type { DiagnosisEvent, ExplorationJson, QueryResult, RunInfo, ScalarPoint, StepDetail, StepEntry } from "./model/wire";
import type { Trace } from "./model/trace";

export interface RunPoints {
  run: string;
  points: ScalarPoint[];
}

export interface ChartSeries {
  tag: string;
  /** One entry per overlaid run; the first is the run whose traces are open. */
  runs: RunPoints[];
}

export interface State {
  runs: RunInfo[];
  run: string | null;
  /** Scalar tags shown as charts, in order. */
  chartTags: string[];
  /** The charts' points: each tag in the open run and in the overlaid runs that have it. */
  chartSeries: ChartSeries[];
  /** Other runs overlaid on the charts. */
  overlaidRuns: string[];
  /** TensorBoard-style smoothing of the charts, 0 (raw) to 0.99. */
  smoothing: number;
  /** The run's entropy heatmap and forking threshold, or null when it logged no exploration data. */
  exploration: ExplorationJson | null;
  explorationSeries: ChartSeries[];
  /** The Exploration section folded to its title bar (the decision path then starts right under
   * the scalar charts). */
  explorationFolded: boolean;
  /** Indexed steps of the run (steps that have recorded samples), ascending. */
  steps: StepEntry[];
  step: number | null;
  stepDetail: StepDetail | null;
  /** Prompt + response text of the step's samples (for the text filter), once loaded. */
  stepTexts: { step: number; texts: Map<number, string> } | null;
  /** Which traces: "train" rollouts or "val" generations. */
  split: string;
  /** The selected sample: its row in the step's batch. */
  sample: number | null;
  trace: Trace | null;
  /** The focused token of the open trace (hovered, clicked or followed from a link). */
  token: number | null;
  /** The layer whose attention the credit view lists and the path highlights (null: the last). */
  attentionLayer: number | null;
  metric: string;
  /** The samples filter asked of every step: the filter, and its result once it arrives. */
  search: { query: string; result: QueryResult | null } | null;
  /** The open trace's GRPO group, once asked for. */
  group: { groupId: string; traces: Trace[] } | null;
  /** The run whose response to the open trace's prompt is shown beside it, or null. */
  compareRun: string | null;
  /** That run's response to the same prompt at the nearest step (null until loaded), or why there
   * is none. */
  comparison: { run: string; trace: Trace | null; note: string | null } | null;
  /** The open trace's prompt across training, once asked for. */
  history: { promptText: string; traces: Trace[]; occurrences: number } | null;
  /** Where the run went wrong (/diagnosis), by onset; empty when nothing fired. */
  diagnosis: DiagnosisEvent[];
  /** Where /diagnosis stands for the open run: asked, answered, turned off by TensorBoard's
   * --tb_verl_diagnosis=false, or failed (the console says why). */
  diagnosisStatus: "loading" | "done" | "off" | "failed";
  /** The detector whose event the user opened: its evidence tokens are outlined on the path. */
  event: string | null;
  /** What the user should know now (loading, empty, error), or null. */
  message: { kind: "info" | "error"; text: string } | null;
  dark: boolean;
}

export type Key = keyof State;
type Listener = (state: State, changed: Set<Key>) => void;

export class Store {
  private listeners: Listener[] = [];

  constructor(public state: State) {}

  /** Applies `patch` and tells the listeners which keys took a new value (an unchanged value is
   * no change: a hover over the focused token again re-renders nothing). */
  set(patch: Partial<State>): void {
    const changed = new Set<Key>();
    for (const key of Object.keys(patch) as Key[]) {
      if (patch[key] !== this.state[key]) changed.add(key);
    }
    if (changed.size === 0) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state, changed);
  }

  /** Calls `render` whenever one of `keys` changes. */
  watch(keys: Key[], render: (state: State, changed: Set<Key>) => void): void {
    this.listeners.push((state, changed) => {
      if (keys.some((key) => changed.has(key))) render(state, changed);
    });
  }
}

export function initialState(): State {
  return {
    runs: [], run: null, chartTags: [], chartSeries: [], overlaidRuns: [], smoothing: 0.6, exploration: null,
    explorationSeries: [], explorationFolded: false, steps: [], step: null, stepDetail: null, stepTexts: null, split: "train", sample: null,
    trace: null, token: null, attentionLayer: null, metric: "probability", search: null, group: null, compareRun: null, comparison: null,
    history: null, diagnosis: [], diagnosisStatus: "loading", event: null, message: null, dark: false,
  };
}
