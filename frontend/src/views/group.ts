// The GRPO group view: every recorded response to the same prompt in this step, one under the
// other, each coloured by the chosen metric, with its score and mean advantage: the comparison
// the group-relative advantage is computed from.
import type { Controller } from "../controller";
import { element } from "../dom";
import { formatNumber } from "../model/format";
import { groupMembers } from "../model/samples";
import { finiteMean } from "../model/tokens";
import { colouring } from "../model/trace";
import type { State, Store } from "../state";
import { TraceRows } from "./rows";

export class GroupView {
  private readonly rows: TraceRows;
  /** Opens the view; shown when the open trace's group has other recorded responses. */
  readonly button: HTMLButtonElement;

  constructor(root: HTMLElement, store: Store, private readonly controller: Controller) {
    this.rows = new TraceRows(root);
    this.button = element("button", "view-button group-button");
    this.button.hidden = true;
    this.button.addEventListener("click", () => void controller.showGroup());
    store.watch(["trace", "stepDetail"], ({ trace, stepDetail }) => {
      const members = trace && stepDetail && trace.groupId ? groupMembers(stepDetail.samples, trace.groupId) : [];
      this.button.hidden = members.length < 2;
      this.button.textContent = `Compare the ${members.length} responses of this group`;
    });
    store.watch(["group", "metric"], ({ group, metric }) => this.show(group, metric));
  }

  private show(group: State["group"], metricKey: string): void {
    this.rows.clear();
    if (!group) return;
    const { groupId, traces } = group;
    const title = element("div", "chart-title");
    title.textContent = `group ${groupId}: ${traces.length} recorded responses to the same prompt`;
    this.rows.root.append(title);
    for (const trace of traces) {
      const { values, scale } = colouring(trace, metricKey);
      this.rows.add(
        trace,
        `#${trace.sampleIndex} · score ${formatNumber(trace.score)} · mean advantage ${formatNumber(finiteMean(trace.fields.get("advantage")))}`,
        () => void this.controller.selectSample(trace.sampleIndex),
        values,
        scale,
        "group-row",
        { sample: String(trace.sampleIndex) },
      );
    }
  }
}
