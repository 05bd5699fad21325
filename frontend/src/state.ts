// The tab's state in one place; views subscribe and re-render the parts they own.
import type { RunInfo, StepDetail, StepEntry } from "./api";
import { lowerBound } from "./search";
import type { Trace } from "./trace";

export interface State {
  runs: RunInfo[];
  run: string | null;
  /** Scalar tags shown as charts, in order. */
  chartTags: string[];
  /** Other runs overlaid on the charts. */
  compareRuns: string[];
  /** TensorBoard-style smoothing of the charts, 0 (raw) to 0.99. */
  smoothing: number;
  /** Indexed steps of the run (steps that have recorded samples), ascending. */
  steps: StepEntry[];
  step: number | null;
  stepDetail: StepDetail | null;
  /** Which traces: "train" rollouts or "val" generations. */
  split: string;
  /** The selected sample: its row in the step's batch. */
  sample: number | null;
  trace: Trace | null;
  metric: string;
  /** What the user should know now (loading, empty, error), or null. */
  message: { kind: "info" | "error"; text: string } | null;
  dark: boolean;
}

type Listener = (state: State, changed: Set<keyof State>) => void;

export class Store {
  private listeners: Listener[] = [];

  constructor(public state: State) {}

  set(patch: Partial<State>): void {
    const changed = new Set(Object.keys(patch) as (keyof State)[]);
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state, changed);
  }

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }
}

export function initialState(): State {
  return {
    runs: [], run: null, chartTags: [], compareRuns: [], smoothing: 0.6, steps: [], step: null, stepDetail: null,
    split: "train", sample: null, trace: null, metric: "probability", message: null, dark: false,
  };
}

/** The indexed step nearest to `x` (a chart click lands between logged steps). */
export function nearestStep(steps: StepEntry[], x: number): number | null {
  if (steps.length === 0) return null;
  const at = Math.min(steps.length - 1, lowerBound(steps.length, (i) => steps[i].step, x));
  if (at > 0 && Math.abs(steps[at - 1].step - x) <= Math.abs(steps[at].step - x)) return steps[at - 1].step;
  return steps[at].step;
}
