// The Exploration view: the whole batch's per-token entropy distribution over training as a
// heatmap (steps across, entropy bins up, colour = share of the step's tokens), next to the
// forking-token share, decision confidence and dead-group share. A collapsing policy shows as the
// mass sliding to the bottom row. Clicking a column opens that step with tokens coloured by entropy.
// The run's knobs are listed above it, and the ones that changed during training (schedules) are
// drawn over it.
// Ten charts fill a first screen: the section folds to its title bar (kept in the address bar) so
// the decision path is reachable without scrolling past them.
import type { ExplorationJson, KnobSchedule } from "../model/wire";
import type { Controller } from "../controller";
import { element, onWidthChange } from "../dom";
import { columnAt, schedulePath, shiftedSteps } from "../model/charts";
import { colorFor, cssColor } from "../model/colors";
import { formatNumber } from "../model/format";
import { forkingRuleText, knobList } from "../model/knobs";
import { nearestIndex } from "../model/steps";
import type { ChartSeries, State, Store } from "../state";
import { themeColor } from "../theme";
import { ChartsView } from "./charts";

const HEIGHT = 160;
/** Lines over the viridis heatmap: colours it never takes. */
const SCHEDULE_COLOURS = ["#ff4081", "#00e5ff", "#ffffff", "#ff9100"];

export class ExplorationView {
  private data: ExplorationJson | null = null;
  private selected: number | null = null;
  private readonly heatmap: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly title: HTMLElement;
  private readonly shiftNote: HTMLElement;
  private readonly fold: HTMLButtonElement;
  private readonly body: HTMLElement;

  /** `root` is the view's section: a bar that folds it, a note when the mismatch is a constant
   * shift (shown folded too), then the heatmap and the exploration charts under it. */
  constructor(private readonly root: HTMLElement, store: Store, controller: Controller) {
    this.heatmap = element("div");
    this.shiftNote = element("div", "note shift-note");
    this.shiftNote.hidden = true;
    this.fold = element("button", "fold-button");
    this.fold.addEventListener("click", () => store.set({ explorationFolded: !store.state.explorationFolded }));
    const charts = element("div", "charts");
    this.body = element("div", "exploration-body");
    this.body.append(this.heatmap, charts);
    root.append(this.fold, this.shiftNote, this.body);
    root.hidden = true;
    new ChartsView(charts, store, controller, "explorationSeries", false);
    this.title = element("div", "chart-title");
    this.canvas = element("canvas", "entropy-heatmap");
    this.canvas.setAttribute("aria-label", "entropy distribution over training: click a step");
    this.canvas.addEventListener("click", (e) => {
      if (!this.data) return;
      const column = columnAt(e.offsetX, this.canvas.clientWidth, this.data.steps.length);
      // From the entropy view: open the step with its tokens coloured by entropy.
      store.set({ metric: "entropy" });
      controller.selectNearest(this.data.steps[column]);
    });
    onWidthChange(root, () => this.draw());
    store.watch(["exploration"], (state) => this.show(state.exploration));
    store.watch(["explorationSeries"], (state) => this.showShift(state.explorationSeries));
    store.watch(["explorationSeries", "explorationFolded"], (state) => this.showFold(state));
    this.showFold(store.state);
    store.watch(["step"], (state) => {
      this.selected = state.step;
      this.draw();
    });
  }

  private show(data: ExplorationJson | null): void {
    this.data = data;
    this.heatmap.replaceChildren();
    this.root.hidden = data === null;
    if (!data) return;
    const top = data.edges[data.edges.length - 1];
    this.title.textContent =
      `Exploration: per-token entropy over training (0 to ${top.toFixed(2)} nats, bottom to top; ` +
      "colour = share of the step's tokens; click a step)";
    const forking = data.forking_threshold === null ? element("div", "forking-rule")
      : element("div", "forking-rule", `Forking tokens (the forking share chart, outlined on the path): ${forkingRuleText(data.forking_threshold, data.forking_rule)}`);
    this.heatmap.append(this.title, this.knobs(data.knobs), forking, this.schedules(data.schedules), this.canvas);
    this.draw();
  }

  /** The legend of the knobs that changed during training, drawn over the heatmap: where a
   * schedule moved the entropy shows beside the move. Nothing if none changed. */
  private schedules(schedules: KnobSchedule[]): HTMLElement {
    const line = element("div", "schedules");
    if (schedules.length === 0) return line;
    line.append(element("span", "knobs-title", "Schedules (drawn over the heatmap, each on its own scale):"));
    schedules.forEach((schedule, i) => {
      const values = schedule.points.map((p) => p[1]).filter((v): v is number => v !== null);
      const item = element("span", "schedule");
      item.title = schedule.tag;
      item.dataset.name = schedule.name;
      const swatch = element("span", "schedule-swatch");
      swatch.style.background = SCHEDULE_COLOURS[i % SCHEDULE_COLOURS.length];
      item.append(swatch, element("span", "knob-name", schedule.name),
        element("span", "knob-value", `${formatNumber(values[0], 4)} → ${formatNumber(values[values.length - 1], 4)}`));
      line.append(item);
    });
    return line;
  }

  /** The run's knobs (its HParams record), beside the entropy they shape; nothing if none. */
  private knobs(knobs: ExplorationJson["knobs"]): HTMLElement {
    const line = element("div", "knobs");
    const list = knobList(knobs);
    if (list.length === 0) return line;
    line.append(element("span", "knobs-title", "Knobs (HParams):"));
    for (const knob of list) {
      const chip = element("span", "knob");
      chip.title = knob.name;
      chip.append(element("span", "knob-name", knob.label), element("span", "knob-value", knob.value));
      line.append(chip);
    }
    return line;
  }

  private showFold({ explorationFolded: folded, explorationSeries: series }: State): void {
    this.body.hidden = folded;
    this.fold.setAttribute("aria-expanded", String(!folded));
    const charts = series.length ? ` and ${series.length} charts` : "";
    this.fold.textContent = folded ? `▸ Exploration (entropy heatmap${charts}, folded: click to show)` : "▾ Exploration";
    this.fold.title = folded ? "show the Exploration section" : "fold the Exploration section away";
  }

  /** Says so when the batch's mismatch was the same on every token (padded vocabulary...). */
  private showShift(series: ChartSeries[]): void {
    const points = (tag: string) => series.find((s) => s.tag === tag)?.runs[0]?.points ?? [];
    const shifted = shiftedSteps(points("mismatch/log_ratio/mean"), points("mismatch/log_ratio/std"));
    this.shiftNote.hidden = shifted === null;
    this.shiftNote.textContent = shifted
      ? `Training–inference mismatch, ${shifted.count} of ${shifted.of} steps (latest: step ${shifted.step}). ${shifted.note}`
      : "";
  }

  private draw(): void {
    const data = this.data;
    if (!data || data.steps.length === 0) return;
    // The heatmap's own box (the section's padding inside it) less the canvas' 1px border a side:
    // the section's width put it 6 px past the window's edge.
    const width = Math.max(200, this.heatmap.clientWidth - 2);
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
    data.schedules.forEach((schedule, i) => {
      const path = schedulePath(schedule.points, data.steps, width, HEIGHT);
      ctx.strokeStyle = SCHEDULE_COLOURS[i % SCHEDULE_COLOURS.length];
      ctx.lineWidth = 2;
      ctx.beginPath();
      path.forEach(([x, y], j) => (j === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.stroke();
    });
    if (this.selected !== null) {
      const nearest = nearestIndex(columns, (c) => data.steps[c], this.selected);
      ctx.strokeStyle = themeColor("--heatmap-cursor");
      ctx.lineWidth = 2;
      ctx.strokeRect(nearest * cellW, 1, Math.max(2, cellW), HEIGHT - 2);
    }
  }
}
