// The tab's layout: builds the page, gives each view its part of it and the store it draws from,
// and ties the store to the host page (address bar, dark mode, TensorBoard's reloads).
import { Controller } from "./controller";
import { element } from "./dom";
import { currentView, saveView, watchDarkMode, watchReload } from "./host";
import { initialState, Store } from "./state";
import { ChartControls } from "./views/chartcontrols";
import { ChartsView } from "./views/charts";
import { ComparisonView } from "./views/compare";
import { CreditView } from "./views/credit";
import { CurvesView } from "./views/curves";
import { DiagnosisView } from "./views/diagnosis";
import { ExplorationView } from "./views/exploration";
import { GroupView } from "./views/group";
import { HeatmapView } from "./views/heatmap";
import { HistoryView } from "./views/history";
import { PathView } from "./views/path";
import { RunPicker, statusLine } from "./views/runpicker";
import { SamplesView } from "./views/samples";
import { StepPicker } from "./views/steppicker";

export class App {
  private readonly store = new Store(initialState());
  private readonly controller = new Controller(this.store);

  constructor(root: HTMLElement) {
    const { store, controller } = this;
    root.replaceChildren();
    root.classList.add("tbv-app");
    // First of the dark-mode listeners: the views redraw in colours read from the page's class.
    store.watch(["dark"], ({ dark }) => document.documentElement.classList.toggle("dark", dark));

    const toolbar = element("header", "toolbar");
    toolbar.append(
      new RunPicker(store, controller).element,
      new StepPicker(store, controller).element,
      new ChartControls(store, controller).element,
      statusLine(store),
    );
    const diagnosis = element("section", "diagnosis");
    new DiagnosisView(diagnosis, store, controller);
    const charts = element("section", "charts");
    new ChartsView(charts, store, controller, "chartSeries", true);
    const exploration = element("section", "exploration");
    new ExplorationView(exploration, store, controller);

    const samples = element("section", "samples-pane");
    new SamplesView(samples, store, controller);
    const [path, credit, curves, heatmap, group, history, comparison] = [
      element("div"), element("div", "credit"), element("div", "curves"), element("div", "heatmap-pane"),
      element("div", "group-view"), element("div", "history-view"), element("div", "compare-view"),
    ];
    new PathView(path, store);
    new CreditView(credit, store);
    new CurvesView(curves, store);
    new HeatmapView(heatmap, store);
    const groupView = new GroupView(group, store, controller);
    const historyView = new HistoryView(history, store, controller);
    const comparisonView = new ComparisonView(comparison, store, controller);
    const buttons = element("div", "view-buttons");
    buttons.append(groupView.button, historyView.button, comparisonView.picker);
    const pathPane = element("section", "path-pane");
    pathPane.append(path, credit, buttons, comparison, curves, heatmap, group, history);
    const detail = element("main", "detail");
    detail.append(samples, pathPane);
    root.append(toolbar, diagnosis, charts, exploration, detail);

    store.watch(["run", "split", "step", "sample", "metric", "token", "compareRun", "explorationFolded", "event"], (state) => {
      if (state.run === null) return;
      const { run, split, step, sample, token, metric, compareRun, explorationFolded, event } = state;
      saveView({
        run, split, step: step ?? undefined, sample: sample ?? undefined, token: token ?? undefined, metric,
        vs: compareRun ?? undefined, exploration: explorationFolded ? "folded" : undefined, event: event ?? undefined,
      });
    });
    watchDarkMode((dark) => store.set({ dark }));
  }

  async start(): Promise<void> {
    await this.controller.start(currentView());
    watchReload(() => void this.controller.refresh());
  }
}
