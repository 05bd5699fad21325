// Controls of the scalar charts: a chart added from the run's scalars, TensorBoard-style smoothing,
// and the runs overlaid on the open one.
import type { Controller } from "../controller";
import { element, setChildren } from "../dom";
import type { State, Store } from "../state";

export class ChartControls {
  readonly element: HTMLElement;
  private readonly addChart: HTMLSelectElement;
  private readonly runList: HTMLElement;
  private readonly compare: HTMLDetailsElement;

  constructor(store: Store, controller: Controller) {
    this.element = element("span", "chart-controls");
    this.addChart = element("select");
    this.addChart.setAttribute("aria-label", "add a chart");
    this.addChart.addEventListener("change", () => {
      const tag = this.addChart.value;
      this.addChart.value = "";
      const shown = store.state.chartTags;
      if (tag && !shown.includes(tag)) void controller.loadCharts([...shown, tag]);
    });
    const label = element("label");
    const slider = element("input");
    slider.type = "range";
    slider.min = "0";
    slider.max = "0.99";
    slider.step = "0.01";
    slider.value = String(store.state.smoothing);
    slider.className = "smoothing";
    const shown = element("output");
    shown.textContent = store.state.smoothing.toFixed(2);
    slider.addEventListener("input", () => {
      shown.textContent = Number(slider.value).toFixed(2);
      store.set({ smoothing: Number(slider.value) });
    });
    label.append("Smoothing ", slider, shown);
    this.compare = element("details", "compare-runs");
    const summary = element("summary");
    summary.textContent = "Compare runs";
    this.runList = element("div", "run-list");
    this.runList.addEventListener("change", () => {
      const ticked = [...this.runList.querySelectorAll<HTMLInputElement>("input:checked")].map((b) => b.value);
      void controller.overlayRuns(ticked);
    });
    this.compare.append(summary, this.runList);
    this.element.append(this.addChart, label, this.compare);
    store.watch(["runs", "run"], (state) => this.show(state));
  }

  /** The open run's scalars in the menu; the runs that can be overlaid on it (those with scalars). */
  private show({ runs, run, overlaidRuns }: State): void {
    const info = runs.find((r) => r.run === run);
    setChildren(this.addChart, [new Option("+ chart", ""), ...(info?.scalar_tags ?? []).map((t) => new Option(t, t))]);
    const others = runs.filter((r) => r.scalar_tags.length && r.run !== run).map((r) => r.run);
    this.compare.hidden = others.length === 0;
    setChildren(this.runList, others.map((other) => {
      const label = element("label");
      const box = element("input");
      box.type = "checkbox";
      box.value = other;
      box.checked = overlaidRuns.includes(other);
      label.append(box, other);
      return label;
    }));
  }
}
