// The GRPO group view: every recorded response to the same prompt in this step, one under the
// other, each coloured by the chosen metric, with its score and mean advantage: the comparison
// the group-relative advantage is computed from.
import type { SampleSummary } from "../api";
import { formatNumber } from "../format";
import { metricsFor, scaleFor, toNumber, type Trace } from "../trace";
import { TokenStrip } from "./tokens";

/** Samples of `group` among a step's recorded samples, best score first. */
export function groupMembers(samples: SampleSummary[], group: string): SampleSummary[] {
  return samples
    .filter((s) => s.group_id === group)
    .sort((a, b) => (toNumber(b.score) ?? -Infinity) - (toNumber(a.score) ?? -Infinity));
}

function mean(values: Float32Array | undefined): number | null {
  if (!values || values.length === 0) return null;
  let total = 0;
  let count = 0;
  for (const v of values) {
    if (Number.isFinite(v)) {
      total += v;
      count++;
    }
  }
  return count ? total / count : null;
}

export class GroupView {
  private strips: TokenStrip[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly onOpen: (sample: number) => void,
  ) {}

  clear(): void {
    for (const strip of this.strips) strip.dispose();
    this.strips = [];
    this.root.replaceChildren();
  }

  show(group: string, traces: Trace[], metricKey: string): void {
    this.clear();
    const title = document.createElement("div");
    title.className = "chart-title";
    title.textContent = `group ${group}: ${traces.length} recorded responses to the same prompt`;
    this.root.append(title);
    for (const trace of traces) {
      const row = document.createElement("div");
      row.className = "group-row";
      row.dataset.sample = String(trace.sampleIndex);
      const head = document.createElement("button");
      head.className = "group-head";
      head.textContent = `#${trace.sampleIndex} · score ${formatNumber(trace.score)} · mean advantage ${formatNumber(mean(trace.fields.get("advantage")))}`;
      head.addEventListener("click", () => this.onOpen(trace.sampleIndex));
      const metric = metricsFor(trace).find((m) => m.key === metricKey) ?? metricsFor(trace)[0];
      const values = metric.values(trace);
      const strip = new TokenStrip(trace, values, values ? scaleFor(metric, values) : null);
      strip.element.classList.add("compact");
      this.strips.push(strip);
      row.append(head, strip.element);
      this.root.append(row);
    }
  }
}
