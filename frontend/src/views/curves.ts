// Curves along the response: value, advantage, entropy and KL against token position, one chart,
// its cursor tied to the token strip (hovering a token moves the cursor; hovering the chart
// highlights the token). uPlot draws 32k points per series without help.
import uPlot from "uplot";
import { fieldValues, type Trace } from "../trace";

const SERIES: { key: string; label: string; light: string; dark: string; values: (t: Trace) => Float32Array | null }[] = [
  { key: "value", label: "value", light: "#1565c0", dark: "#90caf9", values: (t) => fieldValues(t, "value") },
  { key: "advantage", label: "advantage", light: "#e65100", dark: "#ffb74d", values: (t) => fieldValues(t, "advantage") },
  { key: "entropy", label: "entropy", light: "#2e7d32", dark: "#a5d6a7", values: (t) => fieldValues(t, "entropy") },
  { key: "kl", label: "KL", light: "#6a1b9a", dark: "#ce93d8", values: (t) => fieldValues(t, "kl") },
];

/** The series a trace can plot along its response (those it logged). */
export function curveSeries(trace: Trace): { label: string; values: Float32Array; color: [string, string] }[] {
  const out = [];
  for (const s of SERIES) {
    const values = s.values(trace);
    if (values) out.push({ label: s.label, values, color: [s.light, s.dark] as [string, string] });
  }
  return out;
}

const POSITION_TICKS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];

export class CurvesView {
  private plot: uPlot | null = null;
  private syncing = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly onPosition: (position: number) => void,
  ) {
    window.addEventListener("resize", () => this.plot?.setSize({ width: this.width(), height: 160 }));
  }

  show(trace: Trace | null, dark: boolean): void {
    this.plot?.destroy();
    this.plot = null;
    this.root.replaceChildren();
    if (!trace || trace.tokenIds.length === 0) return;
    const series = curveSeries(trace);
    if (series.length === 0) return;
    const title = document.createElement("div");
    title.className = "chart-title";
    title.textContent = "along the response (token position)";
    this.root.append(title);
    const positions = Array.from(trace.tokenIds, (_, i) => i);
    const axisColor = dark ? "#bbb" : "#555";
    const grid = { stroke: dark ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)" };
    this.plot = new uPlot(
      {
        width: this.width(),
        height: 160,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: { x: { time: false } },
        // Positions are whole tokens: no fractional ticks on x.
        axes: [{ stroke: axisColor, grid, incrs: POSITION_TICKS }, { stroke: axisColor, grid, size: 48 }],
        series: [{ label: "position" }, ...series.map((s) => ({ label: s.label, stroke: s.color[dark ? 1 : 0], width: 1 }))],
        hooks: {
          setCursor: [
            (u) => {
              if (this.syncing || u.cursor.idx === null || u.cursor.idx === undefined) return;
              this.onPosition(u.cursor.idx);
            },
          ],
        },
      },
      [positions, ...series.map((s) => Array.from(s.values, (v) => (Number.isFinite(v) ? v : null)) as number[])],
      this.root,
    );
  }

  /** Moves the cursor to a token position (from the token strip). */
  point(position: number): void {
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
