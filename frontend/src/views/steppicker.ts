// The step picker for runs of any length: a slider over the indexed steps (one notch per traced
// step, so 100k steps are reachable by dragging and by arrow keys) and a box to type a step number,
// which lands on the nearest indexed step. Dragging selects on release, so a drag across 100k
// steps loads one step, not thousands. ◀ ▶ and the [ ] keys move to the previous/next traced step.
import type { StepEntry } from "../model/wire";
import type { Controller } from "../controller";
import { button, element, typingIn } from "../dom";
import { indexOfStep, nearestStep } from "../model/steps";
import type { Store } from "../state";

export class StepPicker {
  readonly element: HTMLElement;
  private readonly slider: HTMLInputElement;
  private readonly box: HTMLInputElement;
  private readonly count: HTMLElement;
  private steps: StepEntry[] = [];

  constructor(store: Store, controller: Controller) {
    const onPick = (step: number) => void controller.selectStep(step);
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
      if (entry) onPick(entry.step);
    });
    this.box = element("input");
    this.box.type = "number";
    this.box.className = "step-box";
    this.box.setAttribute("aria-label", "go to step");
    this.box.addEventListener("change", () => {
      const wanted = Number(this.box.value);
      const step = this.box.value.trim() === "" || !Number.isFinite(wanted) ? null : nearestStep(this.steps, wanted);
      if (step !== null) onPick(step);
    });
    this.count = element("span", "step-count");
    const previous = button("◀", "previous logged step", () => controller.moveStep(-1));
    const next = button("▶", "next logged step", () => controller.moveStep(1));
    this.element.append(previous, this.slider, "step ", this.box, this.count, next);
    document.addEventListener("keydown", (e) => {
      if (typingIn(e)) return;
      if (e.key === "[") controller.moveStep(-1);
      if (e.key === "]") controller.moveStep(1);
    });
    store.watch(["steps", "step"], (state, changed) => this.show(state.steps, state.step, changed.has("step")));
  }

  /** `stepChanged`: the open step moved (else only the listing did, e.g. a reload brought steps). */
  private show(steps: StepEntry[], step: number | null, stepChanged: boolean): void {
    this.steps = steps;
    this.slider.max = String(Math.max(0, steps.length - 1));
    this.slider.disabled = steps.length < 2;
    const at = step === null ? -1 : indexOfStep(steps, step);
    this.slider.value = String(Math.max(0, at));
    // A reload can bring steps while the user types a step number: what they typed stays (it was
    // once reset to the open step between their typing and Enter, so Enter opened nothing).
    if (stepChanged || document.activeElement !== this.box) this.box.value = step === null ? "" : String(step);
    this.count.textContent = steps.length ? ` (${at + 1} of ${steps.length} traced)` : " (none traced)";
  }
}
