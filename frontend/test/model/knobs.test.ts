// Tests of the knob list the Exploration view shows.
import { describe, expect, it } from "vitest";
import { forkingRuleText, knobList } from "../../src/model/knobs";

describe("knob list", () => {
  it("labels each knob by its last part unless two share it", () => {
    const knobs = knobList({
      "actor_rollout_ref.rollout.temperature": 0.7,
      "algorithm.adv_estimator": "grpo",
      "actor_rollout_ref.actor.use_kl_loss": false,
      "a.lr": 1e-6,
      "b.lr": 0.001,
    });
    expect(knobs.map((k) => [k.label, k.value])).toEqual([
      ["temperature", "0.7"], ["adv_estimator", "grpo"], ["use_kl_loss", "false"], ["a.lr", "0.000001"], ["b.lr", "0.001"],
    ]);
    expect(knobs[0].name).toBe("actor_rollout_ref.rollout.temperature");
  });

  it("is empty for a run that logged no knobs", () => {
    expect(knobList({})).toEqual([]);
  });
});

describe("forking rule", () => {
  it("says which threshold is in force", () => {
    expect(forkingRuleText(1.2345, { percentile: 80, step: 1 }))
      .toBe("entropy > 1.234 nats (the 80th percentile of step 1's token entropy, kept for the run)");
    expect(forkingRuleText(0.672, null)).toBe("entropy > 0.672 nats (an absolute threshold)");
    expect(forkingRuleText(1, { percentile: 92, step: 5 })).toContain("92nd percentile of step 5's");
  });
});
