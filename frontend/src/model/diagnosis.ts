// Diagnosis events as the tab shows them: where each sits on the step axis, which one a link
// names, and which tokens of an open trace are its evidence.
import type { DiagnosisEvent } from "./wire";

/** The event of `detector` (each detector reports at most one), or null. */
export function eventOf(events: DiagnosisEvent[], detector: string | null): DiagnosisEvent | null {
  return detector === null ? null : (events.find((e) => e.detector === detector) ?? null);
}

/** Where an event takes the user: its first evidence row, or the step it fired at. */
export function eventTarget(event: DiagnosisEvent): { step: number; sample?: number } {
  const first = event.evidence[0];
  return first ? { step: first.step, sample: first.sample_index } : { step: event.fired_step };
}

/** The response positions `event` names as evidence in row `sample` of `step` (empty: none). */
export function evidenceTokens(event: DiagnosisEvent | null, step: number, sample: number): number[] {
  return event?.evidence.find((e) => e.step === step && e.sample_index === sample)?.tokens ?? [];
}

/** An event's place on a strip over steps `first` to `last`, 0 to 1. */
export function stripPosition(step: number, first: number, last: number): number {
  return last > first ? Math.min(1, Math.max(0, (step - first) / (last - first))) : 0;
}

/** The link to verl's documentation of a setting (the page lists every config key). */
export function knobLink(knob: string): string {
  const leaf = knob.split(".").pop() ?? knob;
  return `https://verl.readthedocs.io/en/latest/examples/config.html#:~:text=${encodeURIComponent(leaf)}`;
}
