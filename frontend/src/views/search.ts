// The samples filter asked of every step of the run: the rows that pass, recorded or not, each
// with its step (and, for a quoted phrase, the text around it); a click opens that row. Snippets
// are model text: they are set as textContent.
import type { QueryResult } from "../model/wire";
import type { Controller } from "../controller";
import { element } from "../dom";
import { visibleText } from "../model/format";
import { searchTitle } from "../model/samples";
import type { Store } from "../state";

export class SearchView {
  constructor(
    private readonly root: HTMLElement,
    private readonly store: Store,
    private readonly controller: Controller,
  ) {
    store.watch(["search"], ({ search }) => {
      if (!search) root.replaceChildren();
      else if (!search.result) root.replaceChildren(element("div", "note", `Searching every step for ${search.query}…`));
      else this.show(search.result);
    });
  }

  private show(result: QueryResult): void {
    this.root.replaceChildren();
    const title = element("div", "chart-title", searchTitle(result));
    const close = element("button", "search-close", "×");
    close.title = "close the search results";
    close.setAttribute("aria-label", "close the search results");
    close.addEventListener("click", () => this.store.set({ search: null }));
    title.append(" ", close);
    const list = element("ol", "search-list");
    for (const [step, sample, recorded, snippet] of result.matches) {
      const item = element("li", "search-hit");
      item.dataset.step = String(step);
      item.dataset.sample = String(sample);
      item.dataset.recorded = String(recorded);
      const open = element("button", "search-open", `step ${step} · #${sample}${recorded ? "" : " · not recorded"}`);
      open.addEventListener("click", () => void this.controller.selectStep(step, sample));
      item.append(open);
      if (snippet !== null) item.append(element("span", "search-snippet", visibleText(snippet)));
      list.append(item);
    }
    this.root.append(title, result.matches.length ? list : element("div", "note", "No row of any step passes it."));
  }
}
