// The GRPO group view: every recorded response to the same prompt in this step, one under the
// other, each coloured by the chosen metric, with its score and mean advantage: the comparison
// the group-relative advantage is computed from.
import { element } from "../dom";
import type { SampleSummary } from "../api";
import { formatNumber } from "../format";
import { metricsFor, scaleFor, toNumber, type Trace } from "../trace";
import { TraceRows } from "./rows";

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
  private readonly rows: TraceRows;

  constructor(
    root: HTMLElement,
    private readonly onOpen: (sample: number) => void,
  ) {
    this.rows = new TraceRows(root);
  }

  clear(): void {
    this.rows.clear();
  }

  show(group: string, traces: Trace[], metricKey: string): void {
    this.rows.clear();
    const title = element("div", "chart-title");
    title.textContent = `group ${group}: ${traces.length} recorded responses to the same prompt`;
    this.rows.root.append(title);
    for (const trace of traces) {
      const metrics = metricsFor(trace);
      const metric = metrics.find((m) => m.key === metricKey) ?? metrics[0];
      const values = metric.values(trace);
      this.rows.add(
        trace,
        `#${trace.sampleIndex} · score ${formatNumber(trace.score)} · mean advantage ${formatNumber(mean(trace.fields.get("advantage")))}`,
        () => this.onOpen(trace.sampleIndex),
        values,
        values ? scaleFor(metric, values) : null,
        "group-row",
        { sample: String(trace.sampleIndex) },
      );
    }
  }
}
