// Scalar charts (uPlot) with a shared step cursor: the selected step is drawn as a vertical line in
// every chart, and clicking a chart selects the indexed step nearest to the click. Several runs can
// be overlaid (one colour each, the open run first); with smoothing on, each run is drawn as
// TensorBoard draws it: the raw series faint, the smoothed one on top.
import { element, onWidthChange } from "../dom";
import uPlot from "uplot";
import type { Controller } from "../controller";
import { eventOf } from "../model/diagnosis";
import { markColumns, smooth, tickLabels, valueRange, WHOLE_TICKS } from "../model/charts";
import { toNumber } from "../model/format";
import type { DiagnosisEvent } from "../model/wire";
import type { ChartSeries, Store } from "../state";
import { runColor, themeColor } from "../theme";

interface ChartHandle {
  plot: uPlot;
  box: HTMLElement;
  series: ChartSeries;
}

export class ChartsView {
  private charts: ChartHandle[] = [];
  private selectedStep: number | null = null;
  private tracedSteps: number[] = [];
  private shown: ChartSeries[] = [];
  private smoothing = 0;
  private events: DiagnosisEvent[] = [];
  /** The event the user opened: its excursion, onset to fired step, is shaded. */
  private openEvent: DiagnosisEvent | null = null;
  private readonly columnsOf = new WeakMap<uPlot, { steps: number[]; key: string; columns: Uint8Array }>();

  /** Draws the store's `seriesKey` charts; `smoothed` follows the smoothing control (the main
   * charts), else the raw points are drawn (the Exploration charts). */
  constructor(
    private readonly root: HTMLElement,
    store: Store,
    private readonly controller: Controller,
    seriesKey: "chartSeries" | "explorationSeries",
    smoothed: boolean,
  ) {
    onWidthChange(root, () => this.resize());
    store.watch([seriesKey], (state) => {
      this.show(state[seriesKey], state.steps.map((s) => s.step));
      this.select(state.step);
    });
    store.watch(["steps"], (state) => this.marks(state.steps.map((s) => s.step)));
    store.watch(["step"], (state) => this.select(state.step));
    store.watch(["diagnosis", "event"], (state) => {
      this.events = state.diagnosis;
      this.openEvent = eventOf(state.diagnosis, state.event);
      for (const { plot } of this.charts) plot.redraw(false, false);
    });
    // Colours are CSS variables: the charts are drawn again from the points they hold, no fetch.
    store.watch(["dark"], () => this.restyle());
    if (smoothed) {
      this.smoothing = store.state.smoothing;
      store.watch(["smoothing"], (state) => this.setSmoothing(state.smoothing));
    }
  }

  /** Replaces every chart. `tracedSteps` are marked along the x axis. */
  private show(series: ChartSeries[], tracedSteps: number[]): void {
    this.destroy();
    this.tracedSteps = tracedSteps;
    this.shown = series;
    const runs = series[0]?.runs.map((r) => r.run) ?? [];
    if (runs.length > 1) this.root.append(this.legend(runs));
    for (const chart of series) {
      const box = element("div", "chart");
      box.dataset.tag = chart.tag;
      const title = element("div", "chart-title");
      title.textContent = chart.tag;
      box.append(title);
      // A chart whose lines are not the overlaid runs (a line per turn) has a legend of its own.
      const lines = chart.runs.map((r) => r.run);
      if (lines.length > 1 && lines.join("\n") !== runs.join("\n")) box.append(this.legend(lines));
      this.root.append(box);
      const plot = new uPlot(this.options(box, chart), this.data(chart), box);
      plot.over.addEventListener("click", () => {
        const left = plot.cursor.left;
        if (left !== undefined && left >= 0) this.controller.selectNearest(plot.posToVal(left, "x"));
      });
      this.charts.push({ plot, box, series: chart });
    }
    if (series.length === 0) {
      const empty = element("div", "empty");
      empty.textContent = "No scalars in this run: log them with TraceLogger.log_scalars(metrics, step).";
      this.root.append(empty);
    }
  }

  private restyle(): void {
    this.show(this.shown, this.tracedSteps);
    this.select(this.selectedStep);
  }

  private setSmoothing(weight: number): void {
    this.smoothing = weight;
    for (const chart of this.charts) chart.plot.setData(this.data(chart.series));
  }

  /** Replaces the steps marked along the x axis (those with recorded samples). */
  private marks(tracedSteps: number[]): void {
    this.tracedSteps = tracedSteps;
    for (const { plot } of this.charts) plot.redraw(false, false);
  }

  private select(step: number | null): void {
    this.selectedStep = step;
    for (const { plot } of this.charts) plot.redraw(false, false);
  }

  /** Every run's raw and smoothed values on the union of their steps (uPlot wants one x array). */
  private data(chart: ChartSeries): uPlot.AlignedData {
    const tables = chart.runs.map(({ points }): uPlot.AlignedData => {
      const ys = points.map((p) => toNumber(p[2]));
      return [points.map((p) => p[0]), ys, smooth(ys, this.smoothing)];
    });
    return tables.length === 1 ? tables[0] : uPlot.join(tables);
  }

  private legend(runs: string[]): HTMLElement {
    const legend = element("div", "run-legend");
    for (const [i, run] of runs.entries()) {
      const item = element("span");
      const swatch = element("span", "swatch");
      swatch.style.background = runColor(i);
      item.append(swatch, run);
      legend.append(item);
    }
    return legend;
  }

  private options(box: HTMLElement, chart: ChartSeries): uPlot.Options {
    const grid = themeColor("--chart-grid");
    const axis = { stroke: themeColor("--chart-axis"), grid: { stroke: grid }, ticks: { stroke: grid } };
    const lines: uPlot.Series[] = chart.runs.flatMap(({ run }, i) => {
      const color = runColor(i);
      return [
        // The raw series: faint once smoothing draws the trend on top of it.
        { label: `${run} raw`, stroke: color, alpha: 0.3, width: 1, spanGaps: true },
        { label: run, stroke: color, width: 1.5, spanGaps: true },
      ];
    });
    return {
      width: this.widthOf(box),
      height: 170,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      // Steps are whole; values may be tiny (a KL of 1e-5) or constant (all zero).
      scales: { x: { time: false }, y: { range: (_u, min, max) => valueRange(min, max) } },
      axes: [{ ...axis, incrs: WHOLE_TICKS }, { ...axis, size: 56, values: (_u, ticks) => tickLabels(ticks) }],
      series: [{}, ...lines],
      hooks: { draw: [(u) => this.drawMarks(u)] },
    };
  }

  private drawMarks(u: uPlot): void {
    const ctx = u.ctx;
    const { left, top, width, height } = u.bbox;
    ctx.save();
    ctx.fillStyle = themeColor("--chart-mark");
    const tick = 4 * devicePixelRatio;
    const columns = this.markedColumns(u, left, width);
    for (let x = 0; x < columns.length; x++) {
      if (columns[x]) ctx.fillRect(left + x, top + height - tick, Math.max(1, devicePixelRatio), tick);
    }
    this.drawEvents(u, ctx);
    if (this.selectedStep !== null) {
      const x = u.valToPos(this.selectedStep, "x", true);
      ctx.strokeStyle = themeColor("--chart-cursor");
      ctx.lineWidth = 1.5 * devicePixelRatio;
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** Each diagnosis event at its onset, as on the strip above the charts: a triangle on the top
   * edge in its severity's colour; the open event's excursion shaded from its onset to the step
   * it fired at, that step a dashed line. */
  private drawEvents(u: uPlot, ctx: CanvasRenderingContext2D): void {
    const { top, height } = u.bbox;
    const size = 5 * devicePixelRatio;
    if (this.openEvent !== null) {
      const color = themeColor(this.openEvent.severity === "critical" ? "--diagnosis-critical" : "--diagnosis-warn");
      const [onset, fired] = [this.openEvent.onset_step, this.openEvent.fired_step].map((s) => this.clampedX(u, s));
      ctx.save();
      ctx.fillStyle = color;
      ctx.globalAlpha = 0.12;
      ctx.fillRect(onset, top, Math.max(devicePixelRatio, fired - onset), height);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = color;
      ctx.lineWidth = devicePixelRatio;
      ctx.setLineDash([4 * devicePixelRatio, 3 * devicePixelRatio]);
      ctx.beginPath();
      ctx.moveTo(fired, top);
      ctx.lineTo(fired, top + height);
      ctx.stroke();
      ctx.restore();
    }
    for (const event of this.events) {
      const x = u.valToPos(event.onset_step, "x", true);
      if (!Number.isFinite(x) || x < u.bbox.left || x > u.bbox.left + u.bbox.width) continue;
      ctx.fillStyle = themeColor(event.severity === "critical" ? "--diagnosis-critical" : "--diagnosis-warn");
      ctx.beginPath();
      ctx.moveTo(x - size, top);
      ctx.lineTo(x + size, top);
      ctx.lineTo(x, top + size * 1.4);
      ctx.closePath();
      ctx.fill();
    }
  }

  /** `step`'s canvas x on `u`, kept within the plot (an excursion may start before the x range). */
  private clampedX(u: uPlot, step: number): number {
    const { left, width } = u.bbox;
    return Math.min(left + width, Math.max(left, u.valToPos(step, "x", true)));
  }

  /** The pixel columns of `u` that hold a traced step, kept while the steps, the x scale and the
   * width stay: a step switch redraws every chart, and a 100k-step run has 100k positions each. */
  private markedColumns(u: uPlot, left: number, width: number): Uint8Array {
    const key = `${u.scales.x.min} ${u.scales.x.max} ${left} ${width}`;
    const kept = this.columnsOf.get(u);
    if (kept && kept.steps === this.tracedSteps && kept.key === key) return kept.columns;
    const columns = markColumns(this.tracedSteps, (step) => u.valToPos(step, "x", true) - left, width);
    this.columnsOf.set(u, { steps: this.tracedSteps, key, columns });
    return columns;
  }

  private widthOf(box: HTMLElement): number {
    return Math.max(200, Math.floor(box.clientWidth || this.root.clientWidth / 2) - 8);
  }

  private resize(): void {
    for (const { plot, box } of this.charts) plot.setSize({ width: this.widthOf(box), height: 170 });
  }

  private destroy(): void {
    for (const { plot } of this.charts) plot.destroy();
    this.charts = [];
    this.root.replaceChildren();
  }
}
