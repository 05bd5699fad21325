// The step picker for runs of any length: a slider over the indexed steps (one notch per traced
// step, so 100k steps are reachable by dragging and by arrow keys) and a box to type a step number,
// which lands on the nearest indexed step. Dragging selects on release, so a drag across 100k
// steps loads one step, not thousands.
import { element } from "../dom";
import type { StepEntry } from "../api";
import { lowerBound } from "../search";
import { nearestStep } from "../state";

export class StepPicker {
  readonly element: HTMLElement;
  private readonly slider: HTMLInputElement;
  private readonly box: HTMLInputElement;
  private readonly count: HTMLElement;
  private steps: StepEntry[] = [];

  constructor(private readonly onPick: (step: number) => void) {
    this.element = element("span", "step-picker");
    this.slider = element("input");
    this.slider.type = "range";
    this.slider.min = "0";
    this.slider.setAttribute("aria-label", "logged steps");
    // While dragging, only the box follows; the step loads on release (change).
    this.slider.addEventListener("input", () => {
      const entry = this.steps[Number(this.slider.value)];
      if (entry) this.box.value = String(entry.step);
    });
    this.slider.addEventListener("change", () => {
      const entry = this.steps[Number(this.slider.value)];
      if (entry) this.onPick(entry.step);
    });
    this.box = element("input");
    this.box.type = "number";
    this.box.className = "step-box";
    this.box.setAttribute("aria-label", "go to step");
    this.box.addEventListener("change", () => {
      const wanted = Number(this.box.value);
      const step = this.box.value.trim() === "" || !Number.isFinite(wanted) ? null : nearestStep(this.steps, wanted);
      if (step !== null) this.onPick(step);
    });
    this.count = element("span", "step-count");
    this.element.append(this.slider, "step ", this.box, this.count);
  }

  show(steps: StepEntry[], step: number | null): void {
    this.steps = steps;
    this.slider.max = String(Math.max(0, steps.length - 1));
    this.slider.disabled = steps.length < 2;
    const at = step === null ? -1 : indexOfStep(steps, step);
    this.slider.value = String(Math.max(0, at));
    this.box.value = step === null ? "" : String(step);
    this.count.textContent = steps.length ? ` (${at + 1} of ${steps.length} traced)` : " (none traced)";
  }
}

/** Position of `step` in the ascending `steps`, or -1. */
export function indexOfStep(steps: StepEntry[], step: number): number {
  const at = lowerBound(steps.length, (i) => steps[i].step, step);
  return at < steps.length && steps[at].step === step ? at : -1;
}
