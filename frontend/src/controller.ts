// The controller: what the user asks for that needs the server. Each action loads through the api
// client into the store; views never fetch, they draw what the store holds.
import { api, ApiError } from "./api";
import type { RunInfo, SampleSummary, StepEntry } from "./model/wire";
import { byTurnCharts, defaultChartTags, EXPLORATION_CHARTS } from "./model/charts";
import { nearestOccurrence } from "./model/compare";
import { eventOf, eventTarget } from "./model/diagnosis";
import { groupMembers, isRecorded, spread } from "./model/samples";
import { nearestStep, sameSteps } from "./model/steps";
import { useFieldTable } from "./model/trace";
import type { View } from "./model/view";
import type { ChartSeries, Store } from "./state";

function errorText(error: unknown): string {
  if (error instanceof ApiError) return `${error.message} (HTTP ${error.status})`;
  return error instanceof Error ? error.message : String(error);
}

/** How many of a prompt's recorded responses the history view loads (spread over training). */
const HISTORY_ROWS = 24;

export class Controller {
  private refreshing = false;
  private refreshAgain = false;
  // Each load bumps its counter; an answer for an older request is ignored.
  private generation = { run: 0, step: 0, trace: 0 };
  /** Run, split, step and sample of the trace open or being loaded (null: none). */
  private sampleKey: string | null = null;
  /** The generation of the run being opened (its steps, charts and step still loading), or null. */
  private opening: number | null = null;

  constructor(private readonly store: Store) {}

  /** Loads the field table and the runs, then opens `view` (from the address bar) or the newest. */
  async start(view: View): Promise<void> {
    if (view.metric) this.store.set({ metric: view.metric });
    if (view.vs) this.store.set({ compareRun: view.vs });
    if (view.exploration === "folded") this.store.set({ explorationFolded: true });
    this.inform("Loading runs…");
    try {
      const [table, runs] = await Promise.all([api.fields(), api.runs()]);
      useFieldTable(table.fields, table.responses);
      this.store.set({ runs });
      if (runs.length === 0) {
        this.inform("No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions.");
        return;
      }
      const linked = runs.find((r) => r.run === view.run);
      await this.selectRun((linked ?? runs.find((r) => r.splits.length) ?? runs[0]).run, linked ? view : {});
    } catch (error) {
      this.fail(`Cannot list runs: ${errorText(error)}`);
    }
  }

  /** After a TensorBoard reload: the new runs, steps and chart points, the open view kept. A
   * reload that comes while one is being read is read again after it (it may bring newer data). */
  async refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = true;
    try {
      const runs = await api.runs();
      this.store.set({ runs });
      // A run being opened reads its own steps, charts and step (TensorBoard's first reload
      // often comes while the tab opens); after each wait, the run read for may have changed.
      const generation = this.generation.run;
      const current = () => generation === this.generation.run && this.opening === null;
      if (!current()) return;
      const { run, split } = this.store.state;
      const info = runs.find((r) => r.run === run);
      if (run === null || !info) {
        if (runs.length) await this.selectRun((runs.find((r) => r.splits.length) ?? runs[0]).run);
        return;
      }
      const steps = info.splits.includes(split) ? await api.steps(run, split) : [];
      if (!current()) return;
      if (!sameSteps(steps, this.store.state.steps)) this.store.set({ steps });
      await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : defaultChartTags(info.scalar_tags));
      await Promise.all([this.loadExploration(info), this.loadDiagnosis(run)]);
      // A run's first traced steps arrived: open the newest (a step the user opened meanwhile stays).
      if (current() && this.store.state.step === null && steps.length) await this.selectStep(steps[steps.length - 1].step);
    } catch (error) {
      this.fail(`Reload failed: ${errorText(error)}`);
    } finally {
      this.refreshing = false;
    }
    if (this.refreshAgain) {
      this.refreshAgain = false;
      await this.refresh();
    }
  }

  /** Opens `run`; `target` (from a shared link) picks its split, step, sample and token. */
  async selectRun(run: string, target: View = {}): Promise<void> {
    const generation = ++this.generation.run;
    this.opening = generation;
    const info = this.store.state.runs.find((r) => r.run === run);
    const wantedSplit = target.split ?? this.store.state.split;
    const split = info?.splits.includes(wantedSplit) ? wantedSplit : (info?.splits[0] ?? "train");
    this.store.set({
      run, split, steps: [], step: null, stepDetail: null, sample: null, trace: null, token: null, search: null,
      diagnosis: [], diagnosisStatus: "loading", event: target.event ?? null, message: { kind: "info", text: "Loading…" },
    });
    try {
      // The charts, the Exploration view and the step listing load side by side, and a step opens
      // once the listing is in, the others perhaps still on their way: the decision path is what
      // the user opened the tab for (the Exploration view's threshold, which outlines forking
      // tokens, redraws it only when coloured by entropy).
      const listing = info?.splits.length ? api.steps(run, split) : Promise.resolve([]);
      await Promise.all([
        this.loadCharts(defaultChartTags(info?.scalar_tags ?? [])),
        this.loadExploration(info ?? null),
        this.loadDiagnosis(run),
        listing.then((steps) => this.openListed(steps, target, generation)),
      ]);
      // A link to an event without a step: the event's evidence, now that both are in.
      if (generation === this.generation.run && target.event && target.step === undefined && !(await this.openEvent(target.event))) {
        const { steps } = this.store.state;  // the event did not fire (any more): the newest step, as without it
        if (steps.length) await this.selectStep(steps[steps.length - 1].step);
      }
    } catch (error) {
      if (generation === this.generation.run) this.fail(errorText(error));
    } finally {
      if (this.opening === generation) this.opening = null;
    }
  }

  /** Takes the open run's step listing and opens the step `target` names (the newest without). */
  private async openListed(steps: StepEntry[], target: View, generation: number): Promise<void> {
    if (generation !== this.generation.run) return;
    this.store.set({ steps });
    if (steps.length === 0) {
      this.inform("No decision traces in this run: call TraceLogger.log_decisions(step, ...).");
      return;
    }
    if (target.event && target.step === undefined) return;  // the event opens its own step (selectRun)
    const step = target.step === undefined ? steps[steps.length - 1].step : nearestStep(steps, target.step)!;
    await this.selectStep(step, target.sample);
    if (target.token !== undefined && generation === this.generation.run) this.store.set({ token: target.token });
  }

  async selectSplit(split: string): Promise<void> {
    const run = this.store.state.run;
    if (run === null) return;
    const generation = ++this.generation.run;
    this.store.set({ split, steps: [], stepDetail: null, sample: null, trace: null, token: null });
    try {
      const steps = await api.steps(run, split);
      if (generation !== this.generation.run) return;
      this.store.set({ steps });
      const current = this.store.state.step;
      const target = current === null ? null : nearestStep(steps, current);
      if (target !== null) await this.selectStep(target);
    } catch (error) {
      if (generation === this.generation.run) this.fail(errorText(error));
    }
  }

  /** Shows `tags` as the charts (a tag added from the menu, or the defaults of a run). */
  async loadCharts(tags: string[]): Promise<void> {
    const run = this.store.state.run;
    if (run === null) return;
    const chartSeries = await this.fetchSeries(tags, [run, ...this.store.state.overlaidRuns.filter((r) => r !== run)]);
    if (run === this.store.state.run) this.store.set({ chartTags: tags, chartSeries });
  }

  /** Overlays `runs` on the open run's charts. */
  async overlayRuns(runs: string[]): Promise<void> {
    this.store.set({ overlaidRuns: runs });
    await this.loadCharts(this.store.state.chartTags);
  }

  private async loadExploration(info: RunInfo | null): Promise<void> {
    if (!info?.exploration) {
      this.store.set({ exploration: null, explorationSeries: [] });
      return;
    }
    const tags = EXPLORATION_CHARTS.filter((t) => info.scalar_tags.includes(t));
    // Multi-turn runs: one chart per statistic with a line per turn (the lines take the runs' place).
    const byTurn = Promise.all(byTurnCharts(info.scalar_tags).map(async ({ title, turns }) => ({
      tag: title,
      runs: await Promise.all(turns.map(async ({ turn, tag }) => ({ run: `turn ${turn}`, points: await api.scalars(info.run, tag) }))),
    })));
    const [exploration, series, turns] = await Promise.all([api.exploration(info.run), this.fetchSeries(tags, [info.run]), byTurn]);
    if (info.run === this.store.state.run) this.store.set({ exploration, explorationSeries: [...series, ...turns] });
  }

  /** Where the run went wrong. The rest of the tab does without it: a failure leaves the strip
   * empty and says why there. */
  private async loadDiagnosis(run: string): Promise<void> {
    try {
      const { events, enabled } = await api.diagnosis(run);
      if (run === this.store.state.run) this.store.set({ diagnosis: events, diagnosisStatus: enabled ? "done" : "off" });
    } catch (error) {
      if (run === this.store.state.run) this.store.set({ diagnosis: [], diagnosisStatus: "failed" });
      console.warn(`tb_verl: no diagnosis of ${run}: ${errorText(error)}`);
    }
  }

  /** Opens a diagnosis event: its first evidence row (the step it fired at when it names none),
   * the evidence tokens outlined on the path, and the series it was judged on among the charts
   * (the charts shade its excursion, onset to fired step). */
  async openEvent(detector: string): Promise<boolean> {
    const event = eventOf(this.store.state.diagnosis, detector);
    if (event === null) {
      this.store.set({ event: null });
      return false;
    }
    this.store.set({ event: detector });
    const target = eventTarget(event);
    const step = nearestStep(this.store.state.steps, target.step);
    const { chartTags, runs, run } = this.store.state;
    const signalShown = chartTags.includes(event.signal) || !runs.find((r) => r.run === run)?.scalar_tags.includes(event.signal);
    await Promise.all([
      signalShown ? undefined : this.loadCharts([event.signal, ...chartTags]),
      step === null ? undefined : this.selectStep(step, target.sample),
    ]);
    return step !== null;
  }

  /** Each tag's points in each of `runs` that has it (the first run always), in parallel. */
  private fetchSeries(tags: string[], runs: string[]): Promise<ChartSeries[]> {
    const tagsOf = new Map(this.store.state.runs.map((r) => [r.run, new Set(r.scalar_tags)]));
    return Promise.all(tags.map(async (tag) => ({
      tag,
      runs: await Promise.all(
        runs.filter((r, i) => i === 0 || tagsOf.get(r)?.has(tag)).map(async (r) => ({ run: r, points: await api.scalars(r, tag) })),
      ),
    })));
  }

  /** The prompt and response text of every recorded sample of the step, for the text filter. */
  async loadTexts(): Promise<void> {
    const { run, step, split, stepDetail } = this.store.state;
    if (run === null || step === null || !stepDetail) return;
    try {
      const traces = await api.traces(run, split, stepDetail.samples.filter(isRecorded).map((s) => [step, s.sample_index]));
      const texts = new Map(traces.map((t) => [t.sampleIndex, `${t.promptText}\n${t.responseText || t.tokenText.join("")}`]));
      if (this.store.state.stepDetail === stepDetail) this.store.set({ stepTexts: { step, texts } });
    } catch (error) {
      this.fail(errorText(error));
    }
  }

  /** Every row of every step that passes the samples filter `query` (server side). */
  async searchAll(query: string): Promise<void> {
    const { run, split } = this.store.state;
    if (run === null) return;
    const search = { query, result: null };
    this.store.set({ search });
    try {
      const result = await api.query(run, split, query);
      if (this.store.state.search === search) this.store.set({ search: { query, result } });
    } catch (error) {
      this.store.set({ search: null });
      this.fail(errorText(error));
    }
  }

  /** Loads every recorded response of the open trace's GRPO group in this step. */
  async showGroup(): Promise<void> {
    const { run, step, split, trace, stepDetail } = this.store.state;
    if (run === null || step === null || !trace || !stepDetail) return;
    const members = groupMembers(stepDetail.samples, trace.groupId);
    try {
      const traces = await api.traces(run, split, members.map((m) => [step, m.sample_index]));
      if (this.store.state.trace === trace) this.store.set({ group: { groupId: trace.groupId, traces } });
    } catch (error) {
      this.fail(errorText(error));
    }
  }

  /** Loads the open trace's prompt at the steps where it was recorded, spread over training. */
  async showHistory(): Promise<void> {
    const { run, split, trace } = this.store.state;
    const summary = this.openSummary();
    if (run === null || !trace || !summary) return;
    try {
      const occurrences = await api.prompt(run, summary.prompt_hash, split);
      const shown = spread(occurrences, HISTORY_ROWS);
      const traces = await api.traces(run, split, shown.map(([step, sample]) => [step, sample]));
      if (this.store.state.trace === trace) {
        this.store.set({ history: { promptText: trace.promptText, traces, occurrences: occurrences.length } });
      }
    } catch (error) {
      this.fail(errorText(error));
    }
  }

  /** Shows `run`'s response to the open trace's prompt beside it (null: stop comparing); the
   * comparison then follows every trace opened. */
  async comparePrompt(run: string | null): Promise<void> {
    this.store.set({ compareRun: run, comparison: null });
    if (run !== null) await this.loadComparison();
  }

  private async loadComparison(): Promise<void> {
    const { compareRun: run, split, trace } = this.store.state;
    const summary = this.openSummary();
    if (run === null || !trace || !summary) return;
    const current = () => this.store.state.trace === trace && this.store.state.compareRun === run;
    try {
      const occurrences = await api.prompt(run, summary.prompt_hash, split);
      const nearest = nearestOccurrence(occurrences, trace.step, trace.sampleIndex);
      const other = nearest === null ? null : await api.trace(run, nearest[0], nearest[1], split);
      if (current()) {
        this.store.set({ comparison: { run, trace: other, note: other ? null : `${run} recorded no response to this prompt (${split}).` } });
      }
    } catch (error) {
      if (current()) this.store.set({ comparison: { run, trace: null, note: errorText(error) } });
    }
  }

  /** Opens the traced step nearest to `x` (a chart click lands between traced steps). */
  selectNearest(x: number): void {
    const step = nearestStep(this.store.state.steps, x);
    if (step !== null) void this.selectStep(step);
  }

  /** Opens the traced step `delta` places away from the open one (clamped to the run). */
  moveStep(delta: number): void {
    const { steps, step } = this.store.state;
    if (steps.length === 0) return;
    const at = step === null ? -1 : steps.findIndex((s) => s.step === step);
    const next = steps[Math.min(steps.length - 1, Math.max(0, at + delta))];
    if (next && next.step !== step) void this.selectStep(next.step);
  }

  async selectStep(step: number, sample?: number): Promise<void> {
    const run = this.store.state.run;
    if (run === null) return;
    const generation = ++this.generation.step;
    this.store.set({ step, message: { kind: "info", text: `Loading step ${step}…` } });
    try {
      const detail = await api.step(run, step, this.store.state.split);
      if (generation !== this.generation.step) return;
      this.store.set({ stepDetail: detail, stepTexts: null, sample: null, trace: null, token: null, message: null });
      const wanted = detail.samples.find((s) => s.sample_index === sample) ?? detail.samples.find(isRecorded);
      if (wanted) await this.selectSample(wanted.sample_index);
    } catch (error) {
      if (generation === this.generation.step) this.fail(errorText(error));
    }
  }

  async selectSample(sample: number): Promise<void> {
    const { run, step, split } = this.store.state;
    if (run === null || step === null) return;
    // The sample open already, or on its way (a step opens its first sample as the user clicks
    // that row): loading it again would redraw the path and lose the hover card the user opened.
    const key = `${run}\u0000${split}\u0000${step}\u0000${sample}`;
    if (key === this.sampleKey && this.store.state.sample === sample) return;
    this.sampleKey = key;
    const generation = ++this.generation.trace;
    const summary = this.store.state.stepDetail?.samples.find((s) => s.sample_index === sample);
    if (summary && !isRecorded(summary)) {
      // Its summary is all there is: the table row says what the index knows of it.
      const text = `Sample ${sample} of step ${step} was not recorded: the table lists its summary; the logger records the traces of the rows it chooses.`;
      this.store.set({ sample, trace: null, token: null, group: null, history: null, message: { kind: "info", text } });
      return;
    }
    this.store.set({ sample, message: { kind: "info", text: "Loading trace…" } });
    try {
      const trace = await api.trace(run, step, sample, split);
      if (generation !== this.generation.trace) return;
      this.store.set({ trace, token: null, group: null, history: null, message: null });
      if (this.store.state.compareRun !== null) await this.loadComparison();
    } catch (error) {
      if (generation === this.generation.trace) {
        this.sampleKey = null;  // a failed load may be asked again
        this.fail(errorText(error));
      }
    }
  }

  /** The step index's summary of the open trace (its prompt hash, score...), if any. */
  private openSummary(): SampleSummary | undefined {
    const { stepDetail, trace } = this.store.state;
    return stepDetail?.samples.find((s) => s.sample_index === trace?.sampleIndex);
  }

  private inform(text: string): void {
    this.store.set({ message: { kind: "info", text } });
  }

  private fail(text: string): void {
    this.store.set({ message: { kind: "error", text } });
  }
}
