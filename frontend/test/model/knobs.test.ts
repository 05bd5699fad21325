// Tests of the knob list the Exploration view shows.
import { describe, expect, it } from "vitest";
import { knobList } from "../../src/model/knobs";

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
