// The top-k heatmap: token positions across, the k alternatives down (most probable on top),
// colour = probability (viridis), the chosen token outlined. A window of positions around the
// active token is drawn, so a 32k-token response costs the same as a short one.
import { element } from "../dom";
import { colorFor, cssColor } from "../model/colors";
import { windowStart } from "../model/tokens";
import type { Trace } from "../model/trace";
import type { Store } from "../state";

const CELL = 14;
const SCALE = { kind: "sequential" as const, min: 0, max: 1 };

export class HeatmapView {
  private canvas: HTMLCanvasElement | null = null;
  private trace: Trace | null = null;
  private start = 0;
  private active = -1;

  constructor(
    private readonly root: HTMLElement,
    private readonly store: Store,
  ) {
    store.watch(["trace"], (state) => this.show(state.trace));
    store.watch(["token"], (state) => this.point(state.token ?? -1));
  }

  private show(trace: Trace | null): void {
    this.root.replaceChildren();
    this.trace = trace;
    this.canvas = null;
    if (!trace?.topK || trace.tokenIds.length === 0) return;
    const title = element("div", "chart-title");
    title.textContent = `top-${trace.topK.k} alternatives by position (colour = probability, outline = chosen)`;
    const canvas = element("canvas", "heatmap");
    canvas.setAttribute("aria-label", "top-k heatmap");
    canvas.addEventListener("mousemove", (e) => {
      const position = this.start + Math.floor(e.offsetX / CELL);
      if (this.trace && position < this.trace.tokenIds.length) this.store.set({ token: position });
    });
    this.root.append(title, canvas);
    this.canvas = canvas;
    this.draw();
  }

  private point(position: number): void {
    this.active = position;
    this.draw();
  }

  private draw(): void {
    const { canvas, trace } = this;
    if (!canvas || !trace?.topK) return;
    const { k, ids, logProbs } = trace.topK;
    const columns = Math.max(1, Math.floor((this.root.clientWidth || 600) / CELL));
    const length = trace.tokenIds.length;
    this.start = windowStart(Math.max(0, this.active), columns, length);
    const shown = Math.min(columns, length - this.start);
    const ratio = window.devicePixelRatio || 1;
    canvas.width = shown * CELL * ratio;
    canvas.height = k * CELL * ratio;
    canvas.style.width = `${shown * CELL}px`;
    canvas.style.height = `${k * CELL}px`;
    const ctx = canvas.getContext("2d")!;
    ctx.scale(ratio, ratio);
    for (let c = 0; c < shown; c++) {
      const position = this.start + c;
      for (let j = 0; j < k; j++) {
        ctx.fillStyle = cssColor(colorFor(SCALE, Math.exp(logProbs[position * k + j])));
        ctx.fillRect(c * CELL, j * CELL, CELL - 1, CELL - 1);
        if (ids[position * k + j] === trace.tokenIds[position]) {
          ctx.strokeStyle = "#ff6f00";
          ctx.lineWidth = 2;
          ctx.strokeRect(c * CELL + 1, j * CELL + 1, CELL - 3, CELL - 3);
        }
      }
      if (position === this.active) {
        ctx.strokeStyle = "#e91e63";
        ctx.lineWidth = 1;
        ctx.strokeRect(c * CELL + 0.5, 0.5, CELL - 1, k * CELL - 1);
      }
    }
  }
}
