// The run's knobs (its HParams record, verl's dotted names) as the Exploration view lists them:
// verl's names are long ("actor_rollout_ref.rollout.temperature"), so each is shown by its last
// part unless two knobs share it; the full name stays in the tooltip.
import { formatNumber } from "./format";

export interface Knob {
  label: string;
  name: string;
  value: string;
}

/** `knobs` in their logged order, each with the shortest label that is still unambiguous. */
export function knobList(knobs: Record<string, number | string | boolean>): Knob[] {
  const names = Object.keys(knobs);
  const last = (name: string) => name.slice(name.lastIndexOf(".") + 1);
  const counts = new Map<string, number>();
  for (const name of names) counts.set(last(name), (counts.get(last(name)) ?? 0) + 1);
  return names.map((name) => ({
    label: counts.get(last(name)) === 1 ? last(name) : name,
    name,
    value: String(knobs[name]),
  }));
}

/** Which forking threshold is in force, in words: "entropy > 1.234 nats (the 80th percentile of
 * step 1's token entropy, kept for the run)" or "entropy > 0.672 nats (absolute)". */
export function forkingRuleText(threshold: number, rule: { percentile: number; step: number } | null): string {
  const nats = `entropy > ${formatNumber(threshold, 3)} nats`;
  if (rule === null) return `${nats} (an absolute threshold)`;
  return `${nats} (the ${ordinal(rule.percentile)} percentile of step ${rule.step}'s token entropy, kept for the run)`;
}

function ordinal(n: number): string {
  const rounded = Math.round(n);
  const suffix = rounded % 100 >= 11 && rounded % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][rounded % 10] ?? "th";
  return `${rounded}${suffix}`;
}
