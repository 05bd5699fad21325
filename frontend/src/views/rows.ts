// A list of responses, one row each: a heading button that opens the response, then its tokens
// coloured by given values (or its text, for a text-level trace). Shared by the GRPO group view
// and the one-prompt-across-training view.
import { element } from "../dom";
import type { Scale } from "../model/colors";
import { visibleText } from "../model/format";
import type { Trace } from "../model/trace";
import { TokenStrip } from "./tokens";

export class TraceRows {
  private strips: TokenStrip[] = [];

  constructor(readonly root: HTMLElement) {}

  clear(): void {
    for (const strip of this.strips) strip.dispose();
    this.strips = [];
    this.root.replaceChildren();
  }

  /** Appends a row; `className` and `data` tag it for styling and tests. */
  add(
    trace: Trace,
    heading: string,
    onOpen: () => void,
    values: Float32Array | null,
    scale: Scale | null,
    className: string,
    data: Record<string, string>,
    outlined: ((i: number) => boolean) | null = null,
  ): void {
    const row = element("div");
    row.className = className;
    Object.assign(row.dataset, data);
    const head = element("button", "group-head");
    head.textContent = heading;
    head.addEventListener("click", onOpen);
    row.append(head);
    if (trace.tokenIds.length === 0) {
      const text = element("div", "text-only");
      text.textContent = visibleText(trace.responseText);
      row.append(text);
    } else {
      const strip = new TokenStrip(trace, values, scale, outlined);
      strip.element.classList.add("compact");
      this.strips.push(strip);
      row.append(strip.element);
    }
    this.root.append(row);
  }
}
