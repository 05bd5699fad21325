// Scalar charts (uPlot) with a shared step cursor: the selected step is drawn as a vertical line in
// every chart, and clicking a chart selects the indexed step nearest to the click.
import uPlot from "uplot";
import type { ScalarPoint } from "../api";
import { toNumber } from "../trace";

export interface ChartSeries {
  tag: string;
  points: ScalarPoint[];
}

interface ChartHandle {
  plot: uPlot;
  box: HTMLElement;
}

export class ChartsView {
  private charts: ChartHandle[] = [];
  private selectedStep: number | null = null;
  private tracedSteps: number[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly onPick: (x: number) => void,
  ) {
    window.addEventListener("resize", () => this.resize());
  }

  /** Replaces every chart. `tracedSteps` are marked along the x axis. */
  show(series: ChartSeries[], tracedSteps: number[], dark: boolean): void {
    this.destroy();
    this.tracedSteps = tracedSteps;
    for (const { tag, points } of series) {
      const box = document.createElement("div");
      box.className = "chart";
      box.dataset.tag = tag;
      const title = document.createElement("div");
      title.className = "chart-title";
      title.textContent = tag;
      box.append(title);
      this.root.append(box);
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => toNumber(p[2]));
      const plot = new uPlot(this.options(box, dark), [xs, ys as number[]], box);
      plot.over.addEventListener("click", () => {
        const left = plot.cursor.left;
        if (left !== undefined && left >= 0) this.onPick(plot.posToVal(left, "x"));
      });
      this.charts.push({ plot, box });
    }
    if (series.length === 0) {
      const empty = document.createElement("div");
      empty.className = "empty";
      empty.textContent = "No scalars in this run: log them with TraceLogger.log_scalars(metrics, step).";
      this.root.append(empty);
    }
  }

  /** Replaces the steps marked along the x axis (those with recorded samples). */
  marks(tracedSteps: number[]): void {
    this.tracedSteps = tracedSteps;
    for (const { plot } of this.charts) plot.redraw(false, false);
  }

  select(step: number | null): void {
    this.selectedStep = step;
    for (const { plot } of this.charts) plot.redraw(false, false);
  }

  private options(box: HTMLElement, dark: boolean): uPlot.Options {
    const axisColor = dark ? "#bbb" : "#555";
    const gridColor = dark ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)";
    const axis = { stroke: axisColor, grid: { stroke: gridColor }, ticks: { stroke: gridColor } };
    return {
      width: this.widthOf(box),
      height: 170,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: { x: { time: false } },
      axes: [axis, { ...axis, size: 56 }],
      series: [{}, { stroke: dark ? "#ff9e40" : "#e65100", width: 1.5, spanGaps: true }],
      hooks: { draw: [(u) => this.drawMarks(u, dark)] },
    };
  }

  private drawMarks(u: uPlot, dark: boolean): void {
    const ctx = u.ctx;
    const { top, height } = u.bbox;
    ctx.save();
    ctx.fillStyle = dark ? "rgba(120,180,255,0.7)" : "rgba(25,118,210,0.7)";
    const tick = 4 * devicePixelRatio;
    for (const step of this.tracedSteps) {
      const x = u.valToPos(step, "x", true);
      ctx.fillRect(x - 0.5 * devicePixelRatio, top + height - tick, devicePixelRatio, tick);
    }
    if (this.selectedStep !== null) {
      const x = u.valToPos(this.selectedStep, "x", true);
      ctx.strokeStyle = dark ? "#90caf9" : "#1565c0";
      ctx.lineWidth = 1.5 * devicePixelRatio;
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
    }
    ctx.restore();
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
