// The decision path: the response's tokens coloured by the chosen metric, a legend, and a card with
// the hovered/focused token's alternatives and numbers. Token text is always set as textContent:
// it is data from the model, never markup.
import { binCss, legendGradient } from "../model/colors";
import { element, setChildren, typingIn } from "../dom";
import { formatNumber, visibleText, visibleToken } from "../model/format";
import { alternativesAt, attendedBy, attentionLayer, colouring, derivedOnly, describeSpan, fieldLabel, fieldValueText, type MetricDef, metricsFor, ownValues, partNote, provenance, rewardBreakdown, scaleFor, spanAt, tokenLabel, type Trace } from "../model/trace";
import { eventOf, evidenceTokens } from "../model/diagnosis";
import { forkingRuleText } from "../model/knobs";
import { cardPlacement } from "../model/placement";
import { isRecorded, shortId, summaryLine } from "../model/samples";
import { highEntropyThreshold } from "../model/tokens";
import type { Store } from "../state";
import { TokenStrip } from "./tokens";

let binStyleInstalled = false;
function installBinStyle(): void {
  if (binStyleInstalled) return;
  binStyleInstalled = true;
  const style = element("style");
  style.textContent = binCss(".tok");
  document.head.append(style);
}

export class PathView {
  private trace: Trace | null = null;
  private metric: MetricDef | null = null;
  private active = -1;
  private strip: TokenStrip | null = null;
  private readonly card: HTMLElement;
  /** The prompt's tokens, when the trace was attributed (their text comes with the attribution). */
  private promptTokens: HTMLElement[] = [];
  /** Tokens marked as attended by the focused token. */
  private attended: HTMLElement[] = [];
  /** What the drawn path outlines (outlineKey), so a redraw happens only when it changes. */
  private outlined = "";

  constructor(
    private readonly root: HTMLElement,
    private readonly store: Store,
  ) {
    this.card = element("div", "card");
    this.card.setAttribute("role", "tooltip");
    this.card.hidden = true;
    document.body.append(this.card);
    installBinStyle();
    store.watch(["trace", "metric", "exploration", "diagnosis", "event"], (state, changed) => {
      // The Exploration view and the diagnosis only set the outline (forking tokens, an event's
      // evidence): the path is drawn again for them only when it changes (drawing it again closes
      // an open tool block and the card).
      const outlineOnly = !changed.has("trace") && !changed.has("metric");
      if (!outlineOnly || (this.trace && this.outlineKey(this.trace) !== this.outlined)) this.show(state.trace, state.metric);
    });
    store.watch(["token"], (state) => {
      if (state.token !== null) this.focusToken(state.token);
    });
    store.watch(["trace", "token", "attentionLayer"], (state) => this.markAttended(state.token ?? -1, state.attentionLayer));
    // A row whose trace is not recorded: what the step index keeps of it, in place of its path.
    store.watch(["sample", "trace", "stepDetail"], ({ sample, trace, stepDetail }) => {
      this.root.querySelector(".unrecorded-note")?.remove();
      const summary = trace ? undefined : stepDetail?.samples.find((s) => s.sample_index === sample);
      if (summary && !isRecorded(summary)) {
        const note = element("div", "unrecorded-note",
          `Sample ${summary.sample_index} of step ${stepDetail?.step} was not recorded; its summary: ${summaryLine(summary)}`);
        this.root.append(note);
      }
    });
    // n: the next uncertain (high-entropy) token.
    document.addEventListener("keydown", (e) => {
      if (!typingIn(e) && e.key === "n") this.nextUncertainToken();
    });
  }

  /** The open diagnosis event's evidence tokens in `trace` (empty: it names none there). */
  private evidence(trace: Trace): number[] {
    return evidenceTokens(eventOf(this.store.state.diagnosis, this.store.state.event), trace.step, trace.sampleIndex);
  }

  /** What `trace`'s path outlines: an event's evidence, else forking tokens above a threshold. */
  private outlineKey(trace: Trace): string {
    const evidence = this.evidence(trace);
    return evidence.length ? `evidence ${this.store.state.event} ${evidence.join(",")}` : `forking ${this.forkingThreshold(trace)}`;
  }

  /** Which tokens to outline, its note added to `header`; null: none. */
  private outline(trace: Trace, header: HTMLElement): ((i: number) => boolean) | null {
    const evidence = new Set(this.evidence(trace));
    if (evidence.size) {
      header.append(element("span", "forking-note evidence-note", `outlined: the evidence of ${this.store.state.event} (${evidence.size} token${evidence.size === 1 ? "" : "s"})`));
      return (i) => evidence.has(i);
    }
    const logged = trace.fields.get("entropy");
    const entropy = logged && ownValues(trace, logged);  // a tool output's tokens are not the policy's forks
    const threshold = this.forkingThreshold(trace);
    if (!entropy || threshold === null) return null;
    const rule = forkingRuleText(threshold, this.store.state.exploration?.forking_rule ?? null);
    header.append(element("span", "forking-note", `outlined: forking tokens, ${rule}`));
    return (i) => entropy[i] > threshold;
  }

  /** The entropy above which `trace`'s tokens are forking (outlined when colouring by entropy),
   * from the Exploration view's threshold; null when not coloured by entropy or none is logged. */
  private forkingThreshold(trace: Trace): number | null {
    const threshold = this.store.state.exploration?.forking_threshold ?? null;
    return this.metric?.key === "entropy" && trace.fields.has("entropy") ? threshold : null;
  }

  private show(trace: Trace | null, metricKey: string): void {
    this.trace = trace;
    this.active = -1;
    this.card.hidden = true;
    this.root.replaceChildren();
    this.strip?.dispose();
    this.strip = null;
    this.promptTokens = [];
    this.attended = [];
    if (!trace) return;
    const metrics = metricsFor(trace);
    this.metric = metrics.find((m) => m.key === metricKey) ?? metrics[0];
    // Scales run over the policy's own tokens: a tool output's numbers are not the policy's.
    const { values, scale } = colouring(trace, this.metric.key);
    const header = this.header(trace, metrics, values);
    this.root.append(header);
    const prompt = this.prompt(trace);
    if (prompt) this.root.append(prompt);
    this.root.append(this.tokens(trace, values, scale, header));
  }

  /** The metric picker, the colour legend, the sample's identity and reward. */
  private header(trace: Trace, metrics: MetricDef[], values: Float32Array | null): HTMLElement {
    const header = element("div", "path-header");
    const picker = element("select", "metric-picker");
    picker.setAttribute("aria-label", "colour tokens by");
    for (const metric of metrics) {
      const option = element("option", undefined, metric.label);
      option.value = metric.key;
      option.disabled = metric.values(trace) === null;
      option.selected = metric.key === this.metric?.key;
      picker.append(option);
    }
    picker.addEventListener("change", () => this.store.set({ metric: picker.value }));
    header.append(element("span", "label", "colour by"), picker, this.legend(values));
    const meta = [`step ${trace.step}`, `sample ${trace.sampleIndex}`];
    if (trace.groupId) meta.push(`group ${shortId(trace.groupId)}`);
    const reward = rewardBreakdown(trace);
    if (reward) meta.push(reward);
    const turns = trace.spans.filter((s) => s.kind === "policy").length;
    if (turns) meta.push(`${turns} turns`);
    header.append(element("span", "meta", meta.join(" · ")));
    return header;
  }

  /** The prompt: token by token once attributed (the tokens a decision attended to are marked
   * there), else as its text; null without one. */
  private prompt(trace: Trace): HTMLElement | null {
    const promptTokenText = trace.attribution?.promptTokenText ?? [];
    if (!promptTokenText.length && !trace.promptText) return null;
    const prompt = element("div", "prompt");
    if (promptTokenText.length) {
      const text = element("span", "prompt-text prompt-tokens");
      this.promptTokens = promptTokenText.map((token, i) => {
        const span = element("span", "prompt-tok", visibleToken(token));
        span.dataset.i = String(i);
        return span;
      });
      setChildren(text, this.promptTokens);
      prompt.append(element("span", "label", "prompt "), text);
    } else {
      prompt.append(element("span", "label", "prompt "), element("span", "prompt-text", visibleText(trace.promptText)));
    }
    return prompt;
  }

  /** The response's token strip, hover and arrow keys moving the card, outlined: the open
   * diagnosis event's evidence tokens, or else forking tokens when coloured by entropy (the note
   * in `header` says which, and by which threshold). */
  private tokens(trace: Trace, values: Float32Array | null, scale: ReturnType<typeof colouring>["scale"], header: HTMLElement): HTMLElement {
    this.outlined = this.outlineKey(trace);
    const strip = new TokenStrip(trace, values, scale, this.outline(trace, header));
    this.strip = strip;
    const path = strip.element;
    path.tabIndex = 0;
    path.setAttribute("aria-label", "response tokens: arrow keys move between tokens");
    const origin = provenance(trace);
    if (origin !== null && (trace.tokenIds.length > 0 || trace.responseText)) path.prepend(element("div", "note provenance", origin));
    if (trace.tokenIds.length === 0) {
      // A text-level trace (an imported dump, a validation generation without ids) has the text but no tokens.
      path.append(trace.responseText ? element("div", "text-only", visibleText(trace.responseText)) : element("span", "empty", "(empty response)"));
    }
    path.addEventListener("mouseover", (e) => {
      const index = strip.indexOf(e.target);
      if (index >= 0) this.activate(index);
    });
    path.addEventListener("mouseleave", () => {
      if (document.activeElement !== path) this.activate(-1);
    });
    path.addEventListener("focus", () => this.activate(Math.max(0, this.active)));
    path.addEventListener("blur", () => this.activate(-1));
    path.addEventListener("keydown", (e) => {
      const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
      if (!(e.key in moves) || strip.length === 0) return;
      e.preventDefault();
      this.activate(Math.min(strip.length - 1, Math.max(0, this.active + moves[e.key])));
    });
    return path;
  }

  private legend(values: Float32Array | null): HTMLElement {
    const legend = element("span", "legend");
    if (!values || !this.metric) {
      legend.textContent = "not logged for this sample";
      return legend;
    }
    const scale = scaleFor(this.metric, values);
    const bar = element("span", "legend-bar");
    bar.style.background = legendGradient(scale.kind);
    const bound = Math.max(Math.abs(scale.min), Math.abs(scale.max));
    const [low, high] = scale.kind === "diverging" ? [-bound, bound] : [scale.min, scale.max];
    // Enough decimals that the two ends read apart (a confident policy's entropies span 0.068-0.075).
    const spread = high - low;
    const digits = spread > 0 ? Math.min(4, Math.max(2, Math.ceil(-Math.log10(spread)) + 1)) : 2;
    legend.append(element("span", "legend-min", formatNumber(low, digits)), bar, element("span", "legend-max", formatNumber(high, digits)));
    return legend;
  }

  /** Moves to the next token whose entropy is in the response's top decile (a "forking" token
   * where the policy was unsure), wrapping around; false when the trace has no entropy. */
  private nextUncertainToken(): boolean {
    const logged = this.trace?.fields.get("entropy");
    if (!logged || !this.trace || !this.strip || logged.length === 0) return false;
    const entropy = ownValues(this.trace, logged);  // NaN at tool outputs: never the next one
    const threshold = highEntropyThreshold(entropy);
    for (let step = 1; step <= entropy.length; step++) {
      const i = (Math.max(this.active, -1) + step) % entropy.length;
      if (entropy[i] >= threshold) {
        this.activate(i);
        return true;
      }
    }
    return false;
  }

  /** Marks the prompt and response tokens that `layer`'s attention (the credit view's choice)
   * weighted most when predicting token `index`, each as strongly as its weight. */
  private markAttended(index: number, layer: number | null): void {
    for (const span of this.attended) {
      span.classList.remove("attended");
      span.style.removeProperty("--attention");
    }
    this.attended = [];
    const trace = this.trace;
    const chosen = trace && attentionLayer(trace, layer);
    if (!trace || !this.strip || chosen === null || index < 0) return;
    for (const source of attendedBy(trace, index, chosen)) {
      const span = source.part === "prompt" ? this.promptTokens[source.index] : this.strip.span(source.index);
      if (!span) continue;
      span.classList.add("attended");
      span.style.setProperty("--attention", source.weight.toFixed(3));
      this.attended.push(span);
    }
  }

  /** Highlights token `index` and shows its card (focused elsewhere: the curves, the heatmap, a link). */
  private focusToken(index: number): void {
    if (this.strip && index >= 0 && index < this.strip.length && index !== this.active) this.activate(index);
  }

  private activate(index: number): void {
    if (this.active >= 0 && this.strip) this.strip.span(this.active).classList.remove("active");
    this.active = index;
    if (index < 0 || !this.trace || !this.strip) {
      this.card.hidden = true;
      return;
    }
    const token = this.strip.span(index);
    this.strip.reveal(index);
    token.classList.add("active");
    this.store.set({ token: index });
    token.scrollIntoView({ block: "nearest" });
    this.fillCard(this.trace, index);
    this.card.hidden = false;
    const at = cardPlacement(token.getBoundingClientRect(), this.strip.element.getBoundingClientRect(),
      this.card.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight });
    this.card.style.left = `${at.left}px`;
    this.card.style.top = `${at.top}px`;
  }

  private fillCard(trace: Trace, i: number): void {
    this.card.replaceChildren();
    const title = element("div", "card-title");
    title.append(element("span", "card-token", visibleToken(tokenLabel(trace, i))), element("span", "card-id", `id ${trace.tokenIds[i]} · position ${i}`));
    this.card.append(title);
    const part = partNote(trace, i);
    if (part !== null) this.card.append(element("div", "card-part", part));

    const { alternatives, rank } = alternativesAt(trace, i);
    const numbers = element("table", "card-numbers");
    const addRow = (label: string, value: string) => {
      const row = numbers.insertRow();
      row.insertCell().textContent = label;
      row.insertCell().textContent = value;
    };
    const span = spanAt(trace, i);
    if (span) addRow("turn", describeSpan(span));
    // The sample's reward and its parts: what the token's advantage was computed from.
    const reward = rewardBreakdown(trace);
    if (reward) addRow("sample reward", reward);
    if (trace.responseMask && !trace.responseMask[i]) addRow("response_mask", "0: not a policy token");
    const logProb = trace.fields.get("log_prob");
    if (logProb) addRow("probability", formatNumber(Math.exp(logProb[i]), 4));
    // What the rollout engine gave the same token: the two probabilities side by side.
    const rolloutLogProb = trace.fields.get("rollout_log_prob");
    if (rolloutLogProb) addRow("rollout probability", fieldValueText(trace, "rollout_log_prob", Math.exp(rolloutLogProb[i]), i));
    if (trace.topK) addRow("rank", rank === null ? `> ${trace.topK.k}` : String(rank));
    for (const [name, values] of [...trace.fields, ...derivedOnly(trace)]) addRow(fieldLabel(name), fieldValueText(trace, name, values[i], i));

    if (alternatives.length) {
      const bars = element("div", "topk");
      bars.append(element("div", "topk-title", `top-${alternatives.length} alternatives`));
      for (const alt of alternatives) {
        const row = element("div", "topk-row");
        if (alt.id === trace.tokenIds[i]) row.classList.add("chosen");
        const bar = element("span", "topk-bar");
        bar.style.width = `${Math.max(1, alt.prob * 100)}%`;
        row.append(
          element("span", "topk-text", visibleToken(alt.text)),
          element("span", "topk-track", undefined),
          element("span", "topk-prob", formatNumber(alt.prob, 3)),
        );
        row.children[1].append(bar);
        bars.append(row);
      }
      this.card.append(bars);
    }
    this.card.append(numbers);
  }
}
