// The run's knobs (its HParams record, verl's dotted names) as the Exploration view lists them:
// verl's names are long ("actor_rollout_ref.rollout.temperature"), so each is shown by its last
// part unless two knobs share it; the full name stays in the tooltip.

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
