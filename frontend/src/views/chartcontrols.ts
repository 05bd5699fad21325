// Controls of the scalar charts: TensorBoard-style smoothing and the runs overlaid on the open one.
import { element } from "../dom";

export class ChartControls {
  readonly element: HTMLElement;
  private readonly runList: HTMLElement;
  private readonly compare: HTMLDetailsElement;

  constructor(
    smoothing: number,
    private readonly onSmoothing: (weight: number) => void,
    private readonly onCompare: (runs: string[]) => void,
  ) {
    this.element = element("span", "chart-controls");
    const label = element("label");
    const slider = element("input");
    slider.type = "range";
    slider.min = "0";
    slider.max = "0.99";
    slider.step = "0.01";
    slider.value = String(smoothing);
    slider.className = "smoothing";
    const shown = element("output");
    shown.textContent = smoothing.toFixed(2);
    slider.addEventListener("input", () => {
      shown.textContent = Number(slider.value).toFixed(2);
      this.onSmoothing(Number(slider.value));
    });
    label.append("Smoothing ", slider, shown);
    this.compare = element("details", "compare-runs");
    const summary = element("summary");
    summary.textContent = "Compare runs";
    this.runList = element("div", "run-list");
    this.compare.append(summary, this.runList);
    this.element.append(label, this.compare);
  }

  /** Lists the runs that can be overlaid on `open` (those with scalars), `chosen` ticked. */
  show(runs: string[], open: string, chosen: string[]): void {
    const others = runs.filter((r) => r !== open);
    this.compare.hidden = others.length === 0;
    this.runList.replaceChildren(...others.map((run) => {
      const label = element("label");
      const box = element("input");
      box.type = "checkbox";
      box.value = run;
      box.checked = chosen.includes(run);
      box.addEventListener("change", () => {
        const ticked = [...this.runList.querySelectorAll<HTMLInputElement>("input:checked")].map((b) => b.value);
        this.onCompare(ticked);
      });
      label.append(box, run);
      return label;
    }));
  }
}
