// The run and split menus of the toolbar, and the status line (loading, empty, errors).
import type { Controller } from "../controller";
import { element, setChildren } from "../dom";
import type { Store } from "../state";

export class RunPicker {
  readonly element: HTMLElement;

  constructor(store: Store, controller: Controller) {
    const runSelect = element("select");
    runSelect.setAttribute("aria-label", "run");
    runSelect.addEventListener("change", () => void controller.selectRun(runSelect.value));
    const splitSelect = element("select");
    splitSelect.setAttribute("aria-label", "traces of");
    splitSelect.hidden = true;
    splitSelect.addEventListener("change", () => void controller.selectSplit(splitSelect.value));
    const label = element("label");
    label.append("Run ", runSelect);
    this.element = element("span", "run-picker");
    this.element.append(label, splitSelect);
    store.watch(["runs", "run", "split"], ({ runs, run, split }) => {
      setChildren(runSelect, runs.map((r) => new Option(r.splits.length ? r.run : `${r.run} (no traces)`, r.run)));
      if (run !== null) runSelect.value = run;
      const splits = runs.find((r) => r.run === run)?.splits ?? [];
      setChildren(splitSelect, splits.map((s) => new Option(s, s)));
      splitSelect.value = split;
      splitSelect.hidden = splits.length < 2;
    });
  }
}

/** The status line: what the user should know now. */
export function statusLine(store: Store): HTMLElement {
  const status = element("span", "status");
  status.setAttribute("role", "status");
  store.watch(["message"], ({ message }) => {
    status.textContent = message?.text ?? "";
    status.dataset.kind = message?.kind ?? "";
  });
  return status;
}
