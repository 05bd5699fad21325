// Curves along the response: value, advantage, entropy and KL against token position, one chart,
// its cursor tied to the token strip (hovering a token moves the cursor; hovering the chart
// highlights the token). uPlot draws 32k points per series without help.
import { element, onWidthChange } from "../dom";
import uPlot from "uplot";
import { themeColor } from "../theme";
import { curveSeries, turnBoundaries } from "../model/tokens";
import { tickLabels, valueRange, WHOLE_TICKS } from "../model/charts";
import type { Trace } from "../model/trace";
import type { Store } from "../state";


export class CurvesView {
  private plot: uPlot | null = null;
  private syncing = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly store: Store,
  ) {
    onWidthChange(root, () => this.plot?.setSize({ width: this.width(), height: 160 }));
    // Colours are CSS variables: dark mode draws the same curves again in the page's colours.
    store.watch(["trace", "dark"], (state) => this.show(state.trace));
    store.watch(["token"], (state) => this.point(state.token ?? -1));
  }

  private show(trace: Trace | null): void {
    this.plot?.destroy();
    this.plot = null;
    this.root.replaceChildren();
    if (!trace || trace.tokenIds.length === 0) return;
    const series = curveSeries(trace);
    if (series.length === 0) return;
    const title = element("div", "chart-title");
    title.textContent = "along the response (token position)";
    this.root.append(title);
    const positions = Array.from(trace.tokenIds, (_, i) => i);
    const boundaries = turnBoundaries(trace);
    const boundaryColor = themeColor("--turn-boundary");
    const axisColor = themeColor("--chart-axis");
    const grid = { stroke: themeColor("--chart-grid") };
    this.plot = new uPlot(
      {
        width: this.width(),
        height: 160,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: { x: { time: false }, y: { range: (_u, min, max) => valueRange(min, max) } },
        // Positions are whole tokens: no fractional ticks on x.
        axes: [{ stroke: axisColor, grid, incrs: WHOLE_TICKS }, { stroke: axisColor, grid, size: 48, values: (_u, ticks) => tickLabels(ticks) }],
        series: [{ label: "position" }, ...series.map((s) => ({ label: s.label, stroke: themeColor(`--curve-${s.field}`), width: 1 }))],
        hooks: {
          // Multi-turn responses: a dashed line where each policy turn after the first begins.
          draw: [
            (u) => {
              const ctx = u.ctx;
              ctx.save();
              ctx.strokeStyle = ctx.fillStyle = boundaryColor;
              ctx.setLineDash([4, 3]);
              ctx.font = `${10 * devicePixelRatio}px system-ui, sans-serif`;
              for (const { position, turn } of boundaries) {
                const x = u.valToPos(position, "x", true);
                ctx.beginPath();
                ctx.moveTo(x, u.bbox.top);
                ctx.lineTo(x, u.bbox.top + u.bbox.height);
                ctx.stroke();
                ctx.fillText(`turn ${turn}`, x + 3 * devicePixelRatio, u.bbox.top + 10 * devicePixelRatio);
              }
              ctx.restore();
            },
          ],
          setCursor: [
            (u) => {
              if (this.syncing || u.cursor.idx === null || u.cursor.idx === undefined) return;
              this.store.set({ token: u.cursor.idx });
            },
          ],
        },
      },
      [positions, ...series.map((s) => Array.from(s.values, (v) => (Number.isFinite(v) ? v : null)) as number[])],
      this.root,
    );
  }

  /** Moves the cursor to a token position (from the token strip). */
  private point(position: number): void {
    const plot = this.plot;
    if (!plot || position < 0) return;
    this.syncing = true;
    plot.setCursor({ left: plot.valToPos(position, "x"), top: plot.bbox.height / devicePixelRatio / 2 });
    this.syncing = false;
  }

  private width(): number {
    return Math.max(240, this.root.clientWidth - 8);
  }
}
