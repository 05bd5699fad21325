// Tests of how the tab places diagnosis events and finds their evidence.
import { describe, expect, it } from "vitest";
import { eventOf, eventTarget, evidenceTokens, knobLink, stripPosition } from "../../src/model/diagnosis";
import type { DiagnosisEvent } from "../../src/model/wire";

function event(detector: string, evidence: DiagnosisEvent["evidence"]): DiagnosisEvent {
  return {
    detector, severity: "warn", onset_step: 25, fired_step: 30, value: 0.1, threshold: 0.2, baseline: 1, explanation: "",
    signal: "actor/entropy", knob: "actor_rollout_ref.actor.entropy_coeff", evidence, after: [],
  };
}

const collapse = event("entropy_collapse", [{ step: 26, sample_index: 3, tokens: [4, 9] }, { step: 26, sample_index: 5, tokens: [] }]);
const spike = event("grad_norm_spike", []);

describe("diagnosis events", () => {
  it("are found by detector, and a link to a detector that did not fire finds none", () => {
    expect(eventOf([collapse, spike], "grad_norm_spike")).toBe(spike);
    expect(eventOf([collapse], "grad_norm_spike")).toBeNull();
    expect(eventOf([collapse], null)).toBeNull();
  });

  it("open their first evidence row, or the step they fired at when they name none", () => {
    expect(eventTarget(collapse)).toEqual({ step: 26, sample: 3 });
    expect(eventTarget(spike)).toEqual({ step: 30 });
  });

  it("outline their evidence tokens in that row only", () => {
    expect(evidenceTokens(collapse, 26, 3)).toEqual([4, 9]);
    expect(evidenceTokens(collapse, 26, 5)).toEqual([]);
    expect(evidenceTokens(collapse, 27, 3)).toEqual([]);
    expect(evidenceTokens(null, 26, 3)).toEqual([]);
  });

  it("sit at their onset on the strip, clamped to the run's steps", () => {
    expect(stripPosition(25, 1, 101)).toBeCloseTo(0.24);
    expect(stripPosition(500, 1, 101)).toBe(1);
    expect(stripPosition(7, 7, 7)).toBe(0);
  });

  it("link the setting they name to verl's configuration page", () => {
    expect(knobLink("actor_rollout_ref.actor.entropy_coeff")).toBe(
      "https://verl.readthedocs.io/en/latest/examples/config.html#:~:text=entropy_coeff");
  });
});
