// The one way views make elements: text goes in as textContent, so token text (model output) can
// never become markup.
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Replaces `parent`'s children with `nodes`, however many: spread into one call
 * (`replaceChildren(...nodes)`), each node is an argument, and a long list overflows the stack. */
export function setChildren(parent: Element, nodes: Iterable<Node | string>): void {
  const fragment = document.createDocumentFragment();
  for (const node of nodes) fragment.append(node);
  parent.replaceChildren(fragment);
}

/** A button whose `label` is both its tooltip and its accessible name (icons such as ◀ say little). */
export function button(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const node = element("button", undefined, text);
  node.title = label;
  node.setAttribute("aria-label", label);
  node.addEventListener("click", onClick);
  return node;
}

/** Whether a key press is typing into a box or a menu: the tab's one-key shortcuts then stand aside. */
export function typingIn(event: KeyboardEvent): boolean {
  return event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
}

/**
 * Calls `redraw` whenever `target`'s width changes: the window resized, the section shown or
 * folded, a scrollbar appeared. Canvases sized once when drawn keep the width their card had
 * then, which is none while their section is still hidden. A hidden target (width 0) is skipped.
 */
export function onWidthChange(target: Element, redraw: () => void): void {
  let last = -1;
  new ResizeObserver((entries) => {
    const width = Math.round(entries[entries.length - 1].contentRect.width);
    if (width === 0 || width === last) return;
    last = width;
    redraw();
  }).observe(target);
}
