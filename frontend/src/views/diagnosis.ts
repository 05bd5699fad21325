// The diagnosis strip above the charts: each event at its onset on the run's step axis, coloured
// by severity, and the list of events with what was measured, what it usually means and the verl
// setting to turn. Opening an event (a click, or Enter on it) opens its first evidence row with
// the evidence tokens outlined on the path.
import type { Controller } from "../controller";
import { button, element } from "../dom";
import { knobLink, stripPosition } from "../model/diagnosis";
import type { DiagnosisEvent } from "../model/wire";
import type { State, Store } from "../state";

/** What the strip says when it has no event to show, by where /diagnosis stands. */
const NO_EVENTS: Record<State["diagnosisStatus"], string> = {
  loading: "Diagnosis: reading the run…",
  done: "Diagnosis: no detector fired on this run.",
  off: "Diagnosis is off: TensorBoard was started with --tb_verl_diagnosis=false.",
  failed: "Diagnosis: could not be read (the browser console says why).",
};

export class DiagnosisView {
  /** The list folded by the user: kept when the strip is drawn again. */
  private folded = false;

  constructor(
    private readonly root: HTMLElement,
    store: Store,
    private readonly controller: Controller,
  ) {
    store.watch(["diagnosis", "diagnosisStatus", "event", "chartSeries", "run"], (state) => this.show(state));
  }

  private show(state: State): void {
    const { diagnosis: events, event: open } = state;
    this.root.replaceChildren();
    this.root.classList.toggle("quiet", events.length === 0);
    this.root.dataset.status = state.diagnosisStatus;
    if (state.run === null) return;
    if (events.length === 0) {
      this.root.append(element("span", "diagnosis-none", NO_EVENTS[state.diagnosisStatus]));
      return;
    }
    const [first, last] = this.stepRange(state);
    const strip = element("div", "diagnosis-strip");
    strip.setAttribute("role", "group");
    strip.setAttribute("aria-label", `diagnosis events by onset, steps ${first} to ${last}`);
    const list = element("ol", "event-list");
    for (const event of events) {
      const name = `${event.severity} ${event.detector} from step ${event.onset_step}`;
      const mark = button(event.severity === "critical" ? "◆" : "▲", name, () => void this.controller.openEvent(event.detector));
      mark.className = `event-mark ${event.severity}`;
      mark.style.left = `${(stripPosition(event.onset_step, first, last) * 100).toFixed(2)}%`;
      mark.setAttribute("aria-pressed", String(event.detector === open));
      strip.append(mark);
      list.append(this.item(event, event.detector === open));
    }
    // The list folds away (the strip stays): ten explanations would push the charts down.
    const details = element("details", "diagnosis-details");
    details.open = !this.folded;
    details.addEventListener("toggle", () => {
      this.folded = !details.open;
    });
    details.append(element("summary", "diagnosis-title", `Diagnosis: ${events.length} event${events.length === 1 ? "" : "s"}, earliest first (the likely root cause)`), list);
    this.root.append(strip, details);
  }

  /** One event: opened by its head, its explanation, the setting to turn and what it follows. */
  private item(event: DiagnosisEvent, open: boolean): HTMLElement {
    const item = element("li", `event ${event.severity}${open ? " open" : ""}`);
    item.dataset.detector = event.detector;
    const steps = event.onset_step === event.fired_step ? `step ${event.onset_step}` : `steps ${event.onset_step}–${event.fired_step}`;
    const head = button(`${event.severity} · ${event.detector} · ${steps}`, `open the evidence of ${event.detector}`,
      () => void this.controller.openEvent(event.detector));
    head.className = "event-open";
    head.setAttribute("aria-pressed", String(open));
    item.append(head, element("span", "explanation", event.explanation));
    if (event.knob) {
      const link = element("a", "knob", event.knob);
      link.href = knobLink(event.knob);
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      item.append(link);
    }
    if (event.after.length) item.append(element("span", "after", `after ${event.after.join(", ")}`));
    return item;
  }

  /** The run's steps as the charts span them (else the traced steps, else the events'). */
  private stepRange(state: State): [number, number] {
    // Each series' points and the traced steps are ascending: their ends bound the run.
    const ends = state.chartSeries.flatMap((s) => {
      const points = s.runs[0]?.points ?? [];
      return points.length ? [points[0][0], points[points.length - 1][0]] : [];
    });
    if (state.steps.length) ends.push(state.steps[0].step, state.steps[state.steps.length - 1].step);
    for (const event of state.diagnosis) ends.push(event.onset_step);
    return [ends.reduce((a, b) => Math.min(a, b)), ends.reduce((a, b) => Math.max(a, b))];
  }
}
