// The token strip of a decision path, built lazily: tokens are grouped in blocks, and a block's
// spans are created only when it comes near the visible part of the path. A 32k-token response
// then costs a few blocks of DOM to open, not 32k elements of style and layout. A multi-turn
// response reads as a conversation: each policy turn starts with its number, each tool output
// (or other spliced-in context) is a collapsed block that names the call and its answer.
import { element } from "../dom";
import { binClass, type Scale } from "../model/colors";
import { visibleToken } from "../model/format";
import { blockOf, blockStarts } from "../model/tokens";
import { describeSpan, partNote, spanAt, type SpanJson, type Trace } from "../model/trace";

const LINE_HEIGHT_PX = 24.7; // 13px font, line-height 1.9
const CHAR_WIDTH_PX = 7.9; // monospace at 13px, plus token padding on average

export class TokenStrip {
  readonly element: HTMLElement;
  private readonly starts: number[];
  private readonly blocks: HTMLElement[] = [];
  private readonly filled: boolean[] = [];
  private readonly spans: (HTMLElement | undefined)[];
  private readonly observer: IntersectionObserver;

  constructor(
    private readonly trace: Trace,
    private readonly values: Float32Array | null,
    private readonly scale: Scale | null,
    /** Tokens to outline (forking tokens when colouring by entropy, where two runs diverge), or null. */
    private readonly outlined: ((i: number) => boolean) | null = null,
  ) {
    this.element = element("div", "path");
    this.starts = blockStarts(trace.tokenText, trace.spans.map((s) => s.start));
    this.spans = new Array<HTMLElement | undefined>(trace.tokenIds.length);
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) this.fill(Number((entry.target as HTMLElement).dataset.block));
        }
      },
      { root: this.element, rootMargin: "600px 0px" },
    );
    const width = 900; // estimate before layout; corrected as soon as a block is filled
    for (let b = 0; b < this.starts.length; b++) {
      const span = spanAt(trace, this.starts[b]);
      const spliced = span !== null && span.kind !== "policy";
      const block = spliced ? this.splicedBlock(span, this.starts[b] === span.start) : element("div", "tok-block");
      block.dataset.block = String(b);
      const end = b + 1 < this.starts.length ? this.starts[b + 1] : trace.tokenIds.length;
      if (span?.kind === "policy" && this.starts[b] === span.start) {
        block.dataset.turn = String(span.turn);
        block.append(element("span", "turn-label", `turn ${span.turn}`));
      }
      let chars = 0;
      for (let i = this.starts[b]; i < end; i++) chars += trace.tokenText[i].length + 1;
      if (!spliced) block.style.minHeight = `${Math.ceil((chars * CHAR_WIDTH_PX) / width) * LINE_HEIGHT_PX}px`;
      this.blocks.push(block);
      this.filled.push(false);
      this.element.append(block);
      this.observer.observe(block);
    }
    // The first blocks are visible at once: fill them now rather than a frame later.
    for (let b = 0; b < Math.min(2, this.blocks.length); b++) this.fill(b);
  }

  get length(): number {
    return this.spans.length;
  }

  /** The span of token `i`, creating its block if needed. */
  span(i: number): HTMLElement {
    this.fill(blockOf(this.starts, i));
    return this.spans[i]!;
  }

  /** Opens the collapsed tool output holding token `i`, if it is in one. */
  reveal(i: number): void {
    const spliced = this.span(i).closest("details");
    if (spliced && !spliced.open) spliced.open = true;
  }

  /** A collapsed block for a tool output or other spliced-in context: its summary names the call,
   * its arguments and answer (`first`: the span's first block; a long one continues). */
  private splicedBlock(span: SpanJson, first: boolean): HTMLElement {
    const block = element("details", "tok-block spliced");
    block.dataset.kind = span.kind;
    block.dataset.turn = String(span.turn);
    const failed = span.tool_calls.some((c) => c.status !== "ok");
    if (failed) block.classList.add("failed");
    const summary = element("summary", "spliced-summary", first ? describeSpan(span) : "(continued)");
    summary.title = `${span.end - span.start} tokens spliced in by the agent loop (response_mask 0): click to show them`;
    block.append(summary);
    return block;
  }

  /** The token index of an event target inside the strip, or -1. */
  indexOf(target: EventTarget | null): number {
    const span = (target as HTMLElement | null)?.closest?.<HTMLElement>(".tok");
    return span && this.element.contains(span) ? Number(span.dataset.i) : -1;
  }

  dispose(): void {
    this.observer.disconnect();
  }

  private fill(b: number): void {
    if (this.filled[b]) return;
    this.filled[b] = true;
    const { trace, values, scale } = this;
    const block = this.blocks[b];
    const end = b + 1 < this.starts.length ? this.starts[b + 1] : trace.tokenIds.length;
    // verl's rejection sampling (rollout correction) left these out of training: struck through.
    const rejected = trace.fields.get("rejected");
    const fragment = document.createDocumentFragment();
    for (let i = this.starts[b]; i < end; i++) {
      const span = element("span");
      span.className = values && scale ? `tok ${binClass(scale, values[i])}` : "tok";
      const part = partNote(trace, i);
      if (part !== null && trace.tokenText[i] === "") {
        span.classList.add("cont"); // continues the character shown at an earlier token
      } else {
        span.textContent = visibleToken(trace.tokenText[i]);
      }
      if (part !== null) span.title = part;
      span.dataset.i = String(i);
      if (this.outlined?.(i)) span.classList.add("outlined");
      if (trace.responseMask && !trace.responseMask[i]) {
        span.classList.add("masked");
        span.title = "not generated by the policy (response_mask 0)";
      } else if (rejected && rejected[i] > 0.5) {
        span.classList.add("rejected");
        span.title = "rejected by verl's rollout correction: left out of training";
      }
      this.spans[i] = span;
      fragment.append(span);
    }
    if (end === trace.tokenIds.length && trace.truncated) {
      // The response stopped because it reached the length limit, not because it ended.
      const cut = element("span", "truncated-end", "✂ cut at the length limit");
      cut.title = "the response reached the length limit without an end-of-sequence token: generation was cut here";
      fragment.append(cut);
    }
    block.append(fragment);
    block.style.minHeight = "";
    this.observer.unobserve(block);
  }
}
