// The controller: loads data through the api client into the store, and wires views to it.
import { api, ApiError, type RunInfo } from "./api";
import { element } from "./dom";
import { initialState, nearestStep, Store } from "./state";
import { useFieldTable } from "./trace";
import { watchDarkMode, watchReload } from "./host";
import { currentView, saveView, type View } from "./url";
import { ChartsView, type ChartSeries } from "./views/charts";
import { CreditView } from "./views/credit";
import { CurvesView } from "./views/curves";
import { EXPLORATION_CHARTS, ExplorationView } from "./views/exploration";
import { GroupView, groupMembers } from "./views/group";
import { HeatmapView } from "./views/heatmap";
import { HistoryView, spread } from "./views/history";
import { PathView } from "./views/path";
import { SamplesView } from "./views/samples";
import { SearchView } from "./views/search";
import { ChartControls } from "./views/chartcontrols";
import { StepPicker } from "./views/steppicker";

/** Charts shown first when the run has them: the signals of entropy collapse, KL blow-ups, value
 * fitting and reward. The first present name of each group is used. */
export const DEFAULT_CHARTS: string[][] = [
  ["actor/entropy"],
  ["actor/ppo_kl", "actor/kl_loss", "critic/kl"],
  ["critic/vf_loss"],
  ["critic/score/mean", "critic/rewards/mean", "reward/mean"],
];

export function defaultChartTags(tags: string[]): string[] {
  const available = new Set(tags);
  const chosen: string[] = [];
  for (const group of DEFAULT_CHARTS) {
    const found = group.find((t) => available.has(t));
    if (found) chosen.push(found);
  }
  for (const tag of tags) {
    if (chosen.length >= 4) break;
    if (!chosen.includes(tag)) chosen.push(tag);
  }
  return chosen;
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return `${error.message} (HTTP ${error.status})`;
  return error instanceof Error ? error.message : String(error);
}

export class App {
  private readonly store = new Store(initialState());
  private readonly charts: ChartsView;
  private readonly samples: SamplesView;
  private readonly path: PathView;
  private readonly exploration: ExplorationView;
  private readonly explorationCharts: ChartsView;
  private readonly explorationRoot: HTMLElement;
  private readonly curves: CurvesView;
  private readonly credit: CreditView;
  private readonly search: SearchView;
  private readonly heatmap: HeatmapView;
  private readonly group: GroupView;
  private readonly groupButton: HTMLButtonElement;
  private readonly history: HistoryView;
  private readonly historyButton: HTMLButtonElement;
  private readonly runSelect: HTMLSelectElement;
  private readonly splitSelect: HTMLSelectElement;
  private readonly addChart: HTMLSelectElement;
  private readonly stepPicker: StepPicker;
  private readonly chartControls: ChartControls;
  private readonly status: HTMLElement;
  /** The focused token of the open trace, kept in the address bar with the rest of the view. */
  private token: number | null = null;
  private refreshing = false;
  // Each load bumps its counter; an answer for an older request is ignored.
  private generation = { run: 0, step: 0, trace: 0 };

  constructor(root: HTMLElement) {
    root.replaceChildren();
    root.classList.add("tbv-app");
    const toolbar = element("header", "toolbar");
    this.runSelect = element("select");
    this.runSelect.setAttribute("aria-label", "run");
    this.runSelect.addEventListener("change", () => void this.selectRun(this.runSelect.value));
    this.splitSelect = element("select");
    this.splitSelect.setAttribute("aria-label", "traces of");
    this.splitSelect.hidden = true;
    this.splitSelect.addEventListener("change", () => void this.selectSplit(this.splitSelect.value));
    const prev = this.button("◀", "previous logged step", () => this.moveStep(-1));
    const next = this.button("▶", "next logged step", () => this.moveStep(1));
    this.stepPicker = new StepPicker((step) => void this.selectStep(step));
    this.chartControls = new ChartControls(
      this.store.state.smoothing,
      (smoothing) => {
        this.store.set({ smoothing });
        this.charts.setSmoothing(smoothing);
      },
      (compareRuns) => {
        this.store.set({ compareRuns });
        void this.loadCharts(this.store.state.chartTags);
      },
    );
    this.addChart = element("select");
    this.addChart.setAttribute("aria-label", "add a chart");
    this.addChart.addEventListener("change", () => {
      const tag = this.addChart.value;
      this.addChart.value = "";
      if (tag && !this.store.state.chartTags.includes(tag)) {
        void this.loadCharts([...this.store.state.chartTags, tag]);
      }
    });
    this.status = element("span", "status");
    this.status.setAttribute("role", "status");
    const runLabel = element("label");
    runLabel.append("Run ", this.runSelect);
    toolbar.append(runLabel, this.splitSelect, prev, this.stepPicker.element, next, this.addChart, this.chartControls.element, this.status);

    const chartsRoot = element("section", "charts");
    const explorationRoot = element("section", "exploration");
    explorationRoot.hidden = true;
    const explorationHeatmap = element("div");
    const explorationCharts = element("div", "charts");
    explorationRoot.append(explorationHeatmap, explorationCharts);
    const detail = element("main", "detail");
    const samplesRoot = element("section", "samples-pane");
    const pathPane = element("section", "path-pane");
    const pathRoot = element("div");
    const creditRoot = element("div", "credit");
    const curvesRoot = element("div", "curves");
    const heatmapRoot = element("div", "heatmap-pane");
    this.groupButton = element("button", "view-button group-button");
    this.groupButton.hidden = true;
    this.groupButton.addEventListener("click", () => void this.showGroup());
    const groupRoot = element("div", "group-view");
    this.historyButton = element("button", "view-button history-button", "Follow this prompt across training");
    this.historyButton.hidden = true;
    this.historyButton.addEventListener("click", () => void this.showHistory());
    const historyRoot = element("div", "history-view");
    const buttons = element("div", "view-buttons");
    buttons.append(this.groupButton, this.historyButton);
    pathPane.append(pathRoot, creditRoot, buttons, curvesRoot, heatmapRoot, groupRoot, historyRoot);
    detail.append(samplesRoot, pathPane);
    root.append(toolbar, chartsRoot, explorationRoot, detail);

    this.charts = new ChartsView(chartsRoot, this.store.state.smoothing, (x) => this.selectNearest(x));
    this.explorationRoot = explorationRoot;
    this.exploration = new ExplorationView(explorationHeatmap, (step) => {
      // From the entropy view: open the step with its tokens coloured by entropy.
      this.store.set({ metric: "entropy" });
      this.selectNearest(step);
    });
    this.explorationCharts = new ChartsView(explorationCharts, 0, (x) => this.selectNearest(x));
    this.samples = new SamplesView(
      samplesRoot, (sample) => void this.selectSample(sample), () => void this.loadTexts(), (phrase) => void this.searchAll(phrase),
    );
    const searchRoot = element("div", "search-results");
    samplesRoot.append(searchRoot);
    this.search = new SearchView(searchRoot, (step, sample) => void this.selectStep(step, sample));
    this.path = new PathView(pathRoot, (metric) => this.store.set({ metric }), (position) => {
      this.token = position;
      this.persistView();
      this.curves.point(position);
      this.heatmap.point(position);
      this.credit.showSources(position);
    });
    this.credit = new CreditView(creditRoot, (position) => this.path.focusToken(position));
    this.curves = new CurvesView(curvesRoot, (position) => this.path.focusToken(position));
    this.heatmap = new HeatmapView(heatmapRoot, (position) => this.path.focusToken(position));
    this.group = new GroupView(groupRoot, (sample) => void this.selectSample(sample));
    this.history = new HistoryView(historyRoot, (step, sample) => void this.selectStep(step, sample));
    this.store.subscribe((state, changed) => {
      if (changed.has("message")) {
        this.status.textContent = state.message?.text ?? "";
        this.status.dataset.kind = state.message?.kind ?? "";
      }
      if (changed.has("step") || changed.has("steps")) {
        this.stepPicker.show(state.steps, state.step);
        this.charts.select(state.step);
        this.explorationCharts.select(state.step);
        this.exploration.select(state.step);
      }
      if (changed.has("stepDetail") || changed.has("sample")) {
        this.samples.show(state.stepDetail, state.sample);
        if (changed.has("stepDetail") && this.samples.wantsTexts()) void this.loadTexts();
      }
      if (changed.has("trace") || changed.has("metric")) {
        this.path.show(state.trace, state.metric);
        this.curves.show(state.trace);
        this.heatmap.show(state.trace);
        if (changed.has("trace")) this.credit.show(state.trace);
        this.group.clear();
        const members = state.trace && state.stepDetail && state.trace.groupId
          ? groupMembers(state.stepDetail.samples, state.trace.groupId) : [];
        this.groupButton.hidden = members.length < 2;
        this.groupButton.textContent = `Compare the ${members.length} responses of this group`;
        this.history.clear();
        this.historyButton.hidden = state.trace === null;
      }
      if (changed.has("dark")) {
        // Colours are CSS variables: the canvas views are drawn again from the data they hold.
        document.documentElement.classList.toggle("dark", state.dark);
        this.charts.restyle();
        this.explorationCharts.restyle();
        this.curves.show(state.trace);
      }
      if (changed.has("trace")) this.token = null;
      if (["run", "split", "step", "sample", "metric", "trace"].some((k) => changed.has(k as keyof typeof state))) this.persistView();
    });
    // Keys: [ ] previous/next step, k j previous/next sample (in the table's order), n next
    // uncertain (high-entropy) token.
    document.addEventListener("keydown", (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === "[") this.moveStep(-1);
      if (e.key === "]") this.moveStep(1);
      if (e.key === "j") this.moveSample(1);
      if (e.key === "k") this.moveSample(-1);
      if (e.key === "n") this.path.nextUncertainToken();
    });
    watchDarkMode((dark) => {
      if (dark !== this.store.state.dark) this.store.set({ dark });
    });
  }

  private button(text: string, label: string, onClick: () => void): HTMLButtonElement {
    const button = element("button");
    button.textContent = text;
    button.title = label;
    button.setAttribute("aria-label", label);
    button.addEventListener("click", onClick);
    return button;
  }

  private persistView(): void {
    const { run, split, step, sample, metric } = this.store.state;
    if (run === null) return;
    saveView({ run, split, step: step ?? undefined, sample: sample ?? undefined, token: this.token ?? undefined, metric });
  }

  async start(): Promise<void> {
    const view = currentView();
    if (view.metric) this.store.set({ metric: view.metric });
    this.store.set({ message: { kind: "info", text: "Loading runs…" } });
    try {
      const [table, runs] = await Promise.all([api.fields(), api.runs()]);
      useFieldTable(table);
      this.setRuns(runs);
      watchReload(() => void this.refresh());
      if (runs.length === 0) {
        this.store.set({
          message: { kind: "info", text: "No runs with tb_verl data in --logdir: log with TraceLogger.log_scalars / log_decisions." },
        });
        return;
      }
      const linked = runs.find((r) => r.run === view.run);
      await this.selectRun((linked ?? runs.find((r) => r.splits.length) ?? runs[0]).run, linked ? view : {});
    } catch (error) {
      this.store.set({ message: { kind: "error", text: `Cannot list runs: ${errorText(error)}` } });
    }
  }

  private setRuns(runs: RunInfo[]): void {
    this.store.set({ runs });
    this.runSelect.replaceChildren(...runs.map((r) => new Option(r.splits.length ? r.run : `${r.run} (no traces)`, r.run)));
    if (this.store.state.run !== null) this.runSelect.value = this.store.state.run;
  }

  /** The scalars that can be charted and the runs that can be overlaid on `run`. */
  private fillChartChoices(run: string, info: RunInfo | undefined): void {
    this.chartControls.show(
      this.store.state.runs.filter((r) => r.scalar_tags.length).map((r) => r.run), run, this.store.state.compareRuns,
    );
    this.addChart.replaceChildren(new Option("+ chart", ""), ...(info?.scalar_tags ?? []).map((t) => new Option(t, t)));
  }

  /** After a TensorBoard reload: the new runs, steps and chart points, the open view kept. */
  private async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      const runs = await api.runs();
      this.setRuns(runs);
      const { run, split, step } = this.store.state;
      const info = runs.find((r) => r.run === run);
      if (run === null || !info) {
        if (runs.length) await this.selectRun((runs.find((r) => r.splits.length) ?? runs[0]).run);
        return;
      }
      this.fillChartChoices(run, info);
      const steps = info.splits.includes(split) ? await api.steps(run, split) : [];
      if (run !== this.store.state.run) return;
      this.store.set({ steps });
      await this.loadCharts(this.store.state.chartTags.length ? this.store.state.chartTags : defaultChartTags(info.scalar_tags));
      await this.loadExploration(info);
      if (step === null && steps.length) await this.selectStep(steps[steps.length - 1].step);
    } catch (error) {
      this.store.set({ message: { kind: "error", text: `Reload failed: ${errorText(error)}` } });
    } finally {
      this.refreshing = false;
    }
  }

  /** Opens `run`; `target` (from a shared link) picks its split, step, sample and token. */
  async selectRun(run: string, target: View = {}): Promise<void> {
    const generation = ++this.generation.run;
    const info = this.store.state.runs.find((r) => r.run === run);
    this.runSelect.value = run;
    this.search.clear();
    const wantedSplit = target.split ?? this.store.state.split;
    const split = info?.splits.includes(wantedSplit) ? wantedSplit : (info?.splits[0] ?? "train");
    this.splitSelect.replaceChildren(...(info?.splits ?? []).map((s) => new Option(s, s)));
    this.splitSelect.value = split;
    this.splitSelect.hidden = (info?.splits.length ?? 0) < 2;
    this.store.set({ run, split, steps: [], step: null, stepDetail: null, sample: null, trace: null, message: { kind: "info", text: "Loading…" } });
    this.fillChartChoices(run, info);
    try {
      // The step listing of a long run takes longest on its first read: the charts and the
      // Exploration view load meanwhile, and get their traced-step ticks when it arrives.
      const listing = info?.splits.length ? api.steps(run, split) : Promise.resolve([]);
      await Promise.all([this.loadCharts(defaultChartTags(info?.scalar_tags ?? [])), this.loadExploration(info ?? null)]);
      const steps = await listing;
      if (generation !== this.generation.run) return;
      this.store.set({ steps });
      this.charts.marks(steps.map((s) => s.step));
      this.explorationCharts.marks(steps.map((s) => s.step));
      if (steps.length === 0) {
        this.store.set({ message: { kind: "info", text: "No decision traces in this run: call TraceLogger.log_decisions(step, ...)." } });
        return;
      }
      const step = target.step === undefined ? steps[steps.length - 1].step : nearestStep(steps, target.step)!;
      await this.selectStep(step, target.sample);
      if (target.token !== undefined && generation === this.generation.run) this.path.focusToken(target.token);
    } catch (error) {
      if (generation === this.generation.run) this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  async selectSplit(split: string): Promise<void> {
    const run = this.store.state.run;
    if (run === null) return;
    const generation = ++this.generation.run;
    this.store.set({ split, steps: [], stepDetail: null, sample: null, trace: null });
    try {
      const steps = await api.steps(run, split);
      if (generation !== this.generation.run) return;
      this.store.set({ steps });
      this.charts.marks(steps.map((s) => s.step));
      this.explorationCharts.marks(steps.map((s) => s.step));
      const current = this.store.state.step;
      const target = current === null ? null : nearestStep(steps, current);
      if (target !== null) await this.selectStep(target);
    } catch (error) {
      if (generation === this.generation.run) this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  private async loadExploration(info: RunInfo | null): Promise<void> {
    this.explorationRoot.hidden = !info?.exploration;
    if (!info?.exploration) {
      this.path.forkingThreshold = null;
      this.exploration.show(null);
      return;
    }
    const tags = EXPLORATION_CHARTS.filter((t) => info.scalar_tags.includes(t));
    const [heatmap, series] = await Promise.all([api.exploration(info.run), this.fetchSeries(tags, [info.run])]);
    if (info.run !== this.store.state.run) return;
    this.exploration.show(heatmap);
    this.path.forkingThreshold = heatmap.forking_threshold;
    this.explorationCharts.show(series, this.store.state.steps.map((s) => s.step));
  }

  private async loadCharts(tags: string[]): Promise<void> {
    const run = this.store.state.run;
    if (run === null) return;
    const series = await this.fetchSeries(tags, [run, ...this.store.state.compareRuns.filter((r) => r !== run)]);
    if (run !== this.store.state.run) return;
    this.store.set({ chartTags: tags });
    this.charts.show(series, this.store.state.steps.map((s) => s.step));
    this.charts.select(this.store.state.step);
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
  private async loadTexts(): Promise<void> {
    const { run, step, split, stepDetail } = this.store.state;
    if (run === null || step === null || !stepDetail) return;
    try {
      const traces = await api.traces(run, split, stepDetail.samples.map((s) => [step, s.sample_index]));
      const texts = new Map(traces.map((t) => [t.sampleIndex, `${t.promptText}\n${t.responseText || t.tokenText.join("")}`]));
      this.samples.setTexts(step, texts);
    } catch (error) {
      this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  /** Every step's recorded samples whose prompt or response holds `phrase` (server side). */
  private async searchAll(phrase: string): Promise<void> {
    const { run, split } = this.store.state;
    if (run === null) return;
    this.search.loading(phrase);
    try {
      const result = await api.search(run, split, phrase);
      if (run === this.store.state.run) this.search.show(result);
    } catch (error) {
      this.search.clear();
      this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  private async showGroup(): Promise<void> {
    const { run, step, split, trace, stepDetail, metric } = this.store.state;
    if (run === null || step === null || !trace || !stepDetail) return;
    const members = groupMembers(stepDetail.samples, trace.groupId);
    try {
      const traces = await api.traces(run, split, members.map((m) => [step, m.sample_index]));
      if (this.store.state.trace !== trace) return;
      this.group.show(trace.groupId, traces, metric);
    } catch (error) {
      this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  private async showHistory(): Promise<void> {
    const { run, split, trace, stepDetail } = this.store.state;
    const summary = stepDetail?.samples.find((s) => s.sample_index === trace?.sampleIndex);
    if (run === null || !trace || !summary) return;
    try {
      const occurrences = await api.prompt(run, summary.prompt_hash, split);
      const shown = spread(occurrences, 24);
      const traces = await api.traces(run, split, shown.map(([step, sample]) => [step, sample]));
      if (this.store.state.trace !== trace) return;
      this.history.show(trace.promptText, traces, occurrences.length);
    } catch (error) {
      this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  /** Opens the traced step nearest to `x` (a chart click lands between traced steps). */
  private selectNearest(x: number): void {
    const step = nearestStep(this.store.state.steps, x);
    if (step !== null) void this.selectStep(step);
  }

  private moveSample(delta: number): void {
    const order = this.samples.visibleSamples();
    if (order.length === 0) return;
    const at = order.findIndex((s) => s.sample_index === this.store.state.sample);
    const next = order[Math.min(order.length - 1, Math.max(0, at + delta))];
    if (next && next.sample_index !== this.store.state.sample) void this.selectSample(next.sample_index);
  }

  private moveStep(delta: number): void {
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
      this.store.set({ stepDetail: detail, sample: null, trace: null, message: null });
      const wanted = detail.samples.find((s) => s.sample_index === sample) ?? detail.samples[0];
      if (wanted) await this.selectSample(wanted.sample_index);
    } catch (error) {
      if (generation === this.generation.step) this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }

  async selectSample(sample: number): Promise<void> {
    const { run, step } = this.store.state;
    if (run === null || step === null) return;
    const generation = ++this.generation.trace;
    this.store.set({ sample, message: { kind: "info", text: "Loading trace…" } });
    try {
      const trace = await api.trace(run, step, sample, this.store.state.split);
      if (generation !== this.generation.trace) return;
      this.store.set({ trace, message: null });
    } catch (error) {
      if (generation === this.generation.trace) this.store.set({ message: { kind: "error", text: errorText(error) } });
    }
  }
}
