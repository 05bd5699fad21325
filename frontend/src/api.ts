// Client of the plugin's HTTP routes (tb_verl_plugin/http_api.md). URLs are relative: the plugin
// frame's <base href> points at data/plugin/tb_verl/, also under TensorBoard's --path_prefix. The
// answers' shapes are in model/wire.ts.
import { decodeTrace, type FieldJson, type ResponseFieldJson, type Trace, type TraceJson } from "./model/trace";
import { samplesFromColumns } from "./model/samples";
import { toStepEntries } from "./model/steps";
import type { DiagnosisEvent, ExplorationJson, QueryResult, RunInfo, ScalarPoint, StepColumns, StepDetail, StepRow } from "./model/wire";

/** An answer other than 2xx, carrying the server's message (which says what to do). */
export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function getJson<T>(route: string, params: Record<string, string | number> = {}): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const url = query.size ? `${route}?${query}` : route;
  const response = await fetch(url);
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  return (await response.json()) as T;
}

export const api = {
  fields: () => getJson<{ fields: FieldJson[]; responses: ResponseFieldJson[] }>("fields"),
  runs: () => getJson<{ runs: RunInfo[] }>("runs").then((r) => r.runs),
  scalars: (run: string, tag: string) =>
    getJson<{ points: ScalarPoint[] }>("scalars", { run, tag }).then((r) => r.points),
  steps: (run: string, split: string) =>
    getJson<{ steps: StepRow[] }>("steps", { run, split }).then((r) => toStepEntries(r.steps)),
  exploration: (run: string) => getJson<ExplorationJson>("exploration", { run }),
  diagnosis: (run: string) => getJson<{ events: DiagnosisEvent[]; enabled: boolean }>("diagnosis", { run }),
  query: (run: string, split: string, q: string) => getJson<QueryResult>("query", { run, split, q }),
  step: (run: string, step: number, split: string) =>
    getJson<Omit<StepDetail, "samples"> & StepColumns>("step", { run, step, split }).then(
      (answer): StepDetail => ({
        step: answer.step, split: answer.split, wall_time: answer.wall_time, batch_size: answer.batch_size,
        samples: samplesFromColumns(answer),
      })),
  prompt: (run: string, hash: string, split: string) =>
    getJson<{ samples: [number, number, number | string | null][] }>("prompt", { run, hash, split }).then((r) => r.samples),
  trace: (run: string, step: number, sample: number, split: string): Promise<Trace> =>
    getJson<TraceJson>("trace", { run, step, sample, split }).then(decodeTrace),
  /** Several traces of a run and split, as [step, sample] pairs, fetched in parallel. */
  traces: (run: string, split: string, samples: [number, number][]): Promise<Trace[]> =>
    Promise.all(samples.map(([step, sample]) => api.trace(run, step, sample, split))),
};
