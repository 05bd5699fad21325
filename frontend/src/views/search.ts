// Text search over every step of the run: the recorded samples whose prompt or response contains a
// phrase, each with its step and a snippet; a click opens that sample. Snippets are model text: they
// are set as textContent.
import type { SearchResult } from "../api";
import type { Controller } from "../controller";
import { element } from "../dom";
import { visibleText } from "../model/format";
import type { Store } from "../state";

export class SearchView {
  constructor(
    private readonly root: HTMLElement,
    private readonly store: Store,
    private readonly controller: Controller,
  ) {
    store.watch(["search"], ({ search }) => {
      if (!search) root.replaceChildren();
      else if (!search.result) root.replaceChildren(element("div", "note", `Searching every step for "${search.phrase}"…`));
      else this.show(search.result);
    });
  }

  private show(result: SearchResult): void {
    this.root.replaceChildren();
    const count = result.matches.length;
    const title = element("div", "chart-title",
      `${count}${result.truncated ? "+" : ""} recorded sample${count === 1 ? "" : "s"} of every step contain "${result.query}"` +
      (result.truncated ? ` (the first ${count} shown)` : "") + " (case-sensitive)" +
      (result.skipped ? `; ${result.skipped} damaged record${result.skipped === 1 ? "" : "s"} skipped` : ""));
    const close = element("button", "search-close", "×");
    close.title = "close the search results";
    close.setAttribute("aria-label", "close the search results");
    close.addEventListener("click", () => this.store.set({ search: null }));
    title.append(" ", close);
    const list = element("ol", "search-list");
    for (const [step, sample, field, snippet] of result.matches) {
      const item = element("li", "search-hit");
      item.dataset.step = String(step);
      item.dataset.sample = String(sample);
      const open = element("button", "search-open", `step ${step} · #${sample} · ${field}`);
      open.addEventListener("click", () => void this.controller.selectStep(step, sample));
      item.append(open, element("span", "search-snippet", visibleText(snippet)));
      list.append(item);
    }
    this.root.append(title, count ? list : element("div", "note", "No recorded prompt or response contains it."));
  }
}
