// The credit view: which tokens carry the most credit or blame. Advantage (what the update pushes
// up or down), token reward (where the reward landed) and KL to the reference (where the policy
// moved away) each list their extreme tokens; a click focuses the token in the decision path. When
// `tb-verl attribute` has run on the sample, the focused token's sources are listed too: the
// prompt and earlier response tokens its decision drew on, by gradient x input, and beside them
// the ones a chosen layer's attention weighted most when predicting it.
import { element } from "../dom";
import { formatNumber, visibleToken } from "../model/format";
import { constantShiftNote, extremes, largestMagnitudes, meanAndSpread, type Extreme } from "../model/tokens";
import { attendedBy, attentionAcrossLayers, attentionLayer, fieldValues, ownValues, sourcesOf, tokenLabel, type Source, type Trace } from "../model/trace";
import type { Store } from "../state";

const SHOWN = 5;

export class CreditView {
  private trace: Trace | null = null;
  private readonly lists: HTMLElement;
  private readonly sources: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly store: Store,
  ) {
    this.lists = element("div", "credit-lists");
    this.sources = element("div", "credit-sources");
    this.sources.setAttribute("aria-live", "polite");
    store.watch(["trace"], (state) => this.show(state.trace));
    store.watch(["token", "attentionLayer"], (state) => this.showSources(state.token ?? -1));
  }

  private show(trace: Trace | null): void {
    this.trace = trace;
    this.root.replaceChildren();
    this.lists.replaceChildren();
    this.sources.replaceChildren();
    if (!trace || trace.tokenIds.length === 0) return;
    this.root.append(element("div", "chart-title", "Credit and blame"), this.lists, this.sources);
    // The policy's own tokens only: a tool output spliced into the response was not its decision.
    const own = (name: string) => {
      const values = fieldValues(trace, name);
      return values && ownValues(trace, values);
    };
    const advantage = own("advantage");
    if (advantage) {
      const { top, bottom } = extremes(advantage, SHOWN, true);
      this.addList("credit", "most credit (advantage)", top);
      this.addList("blame", "most blame (advantage)", bottom);
    }
    const reward = own("token_reward");
    if (reward) this.addList("reward", "reward landed on", largestMagnitudes(reward, SHOWN));
    const kl = own("kl");
    if (kl) this.addList("kl", "furthest from the reference (KL)", extremes(kl, SHOWN, true).top);
    // Where the trainer and the rollout engine disagreed most, either way.
    const mismatch = own("mismatch");
    if (mismatch) {
      this.addList("mismatch", "trainer vs rollout (mismatch)", largestMagnitudes(mismatch, SHOWN));
      const stats = meanAndSpread(mismatch);
      const shift = stats && constantShiftNote(stats.mean, stats.spread);
      if (shift) this.lists.append(element("div", "note shift-note", shift));
    }
    if (!this.lists.childElementCount) {
      this.lists.append(element("div", "note", "No advantage, reward, KL or mismatch logged for this sample."));
    }
    this.showSources(-1);
  }

  /** Lists what token `position` drew on (gradient x input) and what it attended to (the chosen
   * layer), side by side, or says how to compute them. */
  private showSources(position: number): void {
    const trace = this.trace;
    this.sources.replaceChildren();
    if (!trace) return;
    if (trace.attributionError) {
      this.sources.append(element("div", "note error", `Attribution unavailable: ${trace.attributionError}`));
      return;
    }
    if (!trace.attribution) {
      this.sources.append(element("div", "note",
        "No attribution for this sample: run `tb-verl attribute LOGDIR --run RUN --checkpoint HF_DIR " +
        `--steps ${trace.step}` + "` to see which tokens each decision drew on and attended to."));
      return;
    }
    if (position < 0) {
      this.sources.append(element("div", "note", "Hover or focus a token to see which tokens its decision drew on and attended to."));
      return;
    }
    const heading = element("div", "sources-title");
    heading.append("Token ", element("span", "source-token", visibleToken(tokenLabel(trace, position))),
      ` (position ${position}) drew on:`);
    const gradient = element("div", "source-column");
    gradient.dataset.kind = "attribution";
    gradient.append(element("div", "source-column-title", `gradient × input (${trace.attribution.method})`),
      this.sourceList(sourcesOf(trace, position)));
    const columns = element("div", "source-columns");
    columns.append(gradient, this.attentionColumn(trace, position));
    this.sources.append(heading, columns);
  }

  /** The attention of the chosen layer at the position predicting token `position`, with a layer
   * selector; the path and prompt highlight the same tokens (PathView). */
  private attentionColumn(trace: Trace, position: number): HTMLElement {
    const column = element("div", "source-column");
    column.dataset.kind = "attention";
    const layer = attentionLayer(trace, this.store.state.attentionLayer);
    if (layer === null || !trace.attention) {
      column.append(element("div", "note",
        "No attention for this sample: it was attributed by an older tb-verl; run `tb-verl attribute` again to record it."));
      return column;
    }
    const picker = element("select", "layer-picker");
    picker.setAttribute("aria-label", "attention layer");
    for (const index of trace.attention.layers) {
      const option = element("option", undefined, `layer ${index}`);
      option.value = String(index);
      option.selected = index === layer;
      picker.append(option);
    }
    picker.addEventListener("change", () => this.store.set({ attentionLayer: Number(picker.value) }));
    const title = element("div", "source-column-title");
    title.append("attention (heads averaged), ", picker);
    column.append(title, this.sourceList(attendedBy(trace, position, layer)), this.acrossLayers(trace, position, layer));
    return column;
  }

  /** Every layer's most attended position for token `position`, one row a layer (the chosen one
   * marked): a deep model's layers read different things. A row is a button that picks its layer. */
  private acrossLayers(trace: Trace, position: number, chosen: number): HTMLElement {
    const across = element("div", "across-layers");
    across.append(element("div", "source-column-title", "across layers: the most attended position of each"));
    for (const { layer, top } of attentionAcrossLayers(trace, position)) {
      const row = element("button", "layer-row");
      row.dataset.layer = String(layer);
      if (layer === chosen) row.classList.add("chosen");
      row.title = `layer ${layer}: show its attention above`;
      const bar = element("span", "source-bar positive");
      bar.style.width = `${Math.max(2, (top?.weight ?? 0) * 100)}%`;
      const track = element("span", "source-track");
      track.append(bar);
      // Its own class names: the chosen layer's list above owns .source-text and the rest.
      row.append(element("span", "layer-name", `L${layer}`),
        element("span", "layer-top", top ? visibleToken(top.text) : "–"),
        element("span", "layer-where", top ? `${top.part} ${top.index}` : ""), track,
        element("span", "layer-weight", top ? formatNumber(top.weight, 2) : ""));
      row.addEventListener("click", () => this.store.set({ attentionLayer: layer }));
      across.append(row);
    }
    return across;
  }

  private sourceList(sources: Source[]): HTMLElement {
    const list = element("ol", "source-list");
    for (const source of sources) {
      const row = element("li", "source");
      row.dataset.part = source.part;
      row.dataset.index = String(source.index);
      const bar = element("span", source.weight >= 0 ? "source-bar positive" : "source-bar negative");
      bar.style.width = `${Math.max(2, Math.abs(source.weight) * 100)}%`;
      const track = element("span", "source-track");
      track.append(bar);
      row.append(
        element("span", "source-where", `${source.part} ${source.index}`),
        element("span", "source-text", visibleToken(source.text)),
        track,
        element("span", "source-weight", formatNumber(source.weight, 3)),
      );
      if (source.part === "response") {
        row.classList.add("clickable");
        row.addEventListener("click", () => this.store.set({ token: source.index }));
      }
      list.append(row);
    }
    return list;
  }

  private addList(kind: string, title: string, entries: Extreme[]): void {
    if (!this.trace || entries.length === 0) return;
    const row = element("div", "credit-list");
    row.dataset.kind = kind;
    row.append(element("span", "credit-title", title));
    for (const entry of entries) {
      const chip = element("button", "credit-chip");
      chip.dataset.i = String(entry.position);
      chip.append(
        element("span", "chip-text", visibleToken(tokenLabel(this.trace, entry.position))),
        element("span", "chip-value", formatNumber(entry.value, 3)),
      );
      chip.title = `position ${entry.position}`;
      chip.addEventListener("click", () => this.store.set({ token: entry.position }));
      row.append(chip);
    }
    this.lists.append(row);
  }
}
