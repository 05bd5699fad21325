// The Exploration view: the whole batch's per-token entropy distribution over training as a
// heatmap (steps across, entropy bins up, colour = share of the step's tokens), next to the
// forking-token share, decision confidence and dead-group share. A collapsing policy shows as the
// mass sliding to the bottom row. Clicking a column opens that step with tokens coloured by entropy.
import { element } from "../dom";
import { colorFor, cssColor } from "../colors";
import type { ExplorationJson } from "../api";

export const EXPLORATION_CHARTS = [
  "exploration/forking_share",
  "exploration/top1_prob/mean",
  "exploration/exploratory_share",
  "exploration/groups/dead_share",
];

const HEIGHT = 160;

/** Index of the column under x pixels on a heatmap `width` pixels wide of `columns` columns. */
export function columnAt(x: number, width: number, columns: number): number {
  return Math.min(columns - 1, Math.max(0, Math.floor((x / width) * columns)));
}

export class ExplorationView {
  private data: ExplorationJson | null = null;
  private selected: number | null = null;
  private readonly canvas: HTMLCanvasElement;
  private readonly title: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly onPick: (step: number) => void,
  ) {
    this.title = element("div", "chart-title");
    this.canvas = element("canvas", "entropy-heatmap");
    this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step");
    this.canvas.addEventListener("click", (e) => {
      if (!this.data) return;
      const column = columnAt(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
      this.onPick(this.data.steps[column]);
    });
    window.addEventListener("resize", () => this.draw());
  }

  show(data: ExplorationJson | null): void {
    this.data = data;
    this.root.replaceChildren();
    this.root.hidden = data === null;
    if (!data) return;
    const top = data.edges[data.edges.length - 1];
    this.title.textContent =
      `Exploration: per-token entropy over training (0 to ${top.toFixed(2)} nats, bottom to top; ` +
      "colour = share of the step's tokens; click a step)";
    this.root.append(this.title, this.canvas);
    this.draw();
  }

  select(step: number | null): void {
    this.selected = step;
    this.draw();
  }

  private draw(): void {
    const data = this.data;
    if (!data || data.steps.length === 0) return;
    const width = Math.max(200, this.root.clientWidth - 8);
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = width * ratio;
    this.canvas.height = HEIGHT * ratio;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${HEIGHT}px`;
    const ctx = this.canvas.getContext("2d")!;
    ctx.scale(ratio, ratio);
    const columns = data.steps.length;
    const bins = data.edges.length - 1;
    let peak = 0;
    for (const row of data.shares) for (const v of row) peak = Math.max(peak, v);
    const scale = { kind: "sequential" as const, min: 0, max: Math.sqrt(peak || 1) };
    const cellW = width / columns;
    const cellH = HEIGHT / bins;
    for (let c = 0; c < columns; c++) {
      for (let b = 0; b < bins; b++) {
        // sqrt: the tails (few tokens) stay visible next to the bulk.
        ctx.fillStyle = cssColor(colorFor(scale, Math.sqrt(data.shares[c][b])));
        ctx.fillRect(c * cellW, HEIGHT - (b + 1) * cellH, Math.ceil(cellW), Math.ceil(cellH));
      }
    }
    if (this.selected !== null) {
      let nearest = 0;
      for (let c = 1; c < columns; c++) {
        if (Math.abs(data.steps[c] - this.selected) < Math.abs(data.steps[nearest] - this.selected)) nearest = c;
      }
      ctx.strokeStyle = "#ff6f00";
      ctx.lineWidth = 2;
      ctx.strokeRect(nearest * cellW, 1, Math.max(2, cellW), HEIGHT - 2);
    }
  }
}
