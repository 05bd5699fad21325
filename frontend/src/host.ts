// What the host TensorBoard page tells a plugin frame only through its DOM (the frame is
// same-origin, so it can look): dark mode and data reloads. Alone (or cross-origin), the OS
// colour-scheme preference stands in for dark mode and there is no reload to follow. The open view
// is kept in the host page's address bar (see model/view.ts for its format).
import { readView, writeView, type View } from "./model/view";

function hostDocument(): Document | null {
  try {
    return window.parent !== window ? window.parent.document : null;
  } catch {
    return null; // cross-origin host: cannot look
  }
}

/** Follows the host page's body class ("dark-mode"), else the OS preference. */
export function watchDarkMode(onChange: (dark: boolean) => void): void {
  const host = hostDocument();
  if (host) {
    const body = host.body;
    const read = () => onChange(body.classList.contains("dark-mode"));
    new MutationObserver(read).observe(body, { attributes: true, attributeFilter: ["class"] });
    read();
    return;
  }
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  query.addEventListener("change", () => onChange(query.matches));
  onChange(query.matches);
}

/** Calls `onReload` after each TensorBoard reload (its reload button, or the automatic reload
 * every 30 s). The header's reload button (checked with tensorboard 2.20) carries the class
 * "loading" while one runs and a "Last refreshed" title to the second: a reload is done when the
 * class goes, or when the title changes (a reload too quick to show as loading). The title alone
 * missed a second reload within the same second. */
export function watchReload(onReload: () => void): void {
  const host = hostDocument();
  if (!host) return;
  let observed: Element | null = null;
  const attach = () => {
    const button = host.querySelector("app-header-reload button");
    if (!button || button === observed) return;
    observed = button;
    let loading = button.classList.contains("loading");
    new MutationObserver((mutations) => {
      const wasLoading = loading;
      loading = button.classList.contains("loading");
      if ((wasLoading && !loading) || mutations.some((m) => m.attributeName === "title")) onReload();
    }).observe(button, { attributes: true, attributeFilter: ["title", "class"] });
  };
  attach();
  // The header may render after our frame: look again when the host's DOM changes, until found.
  if (!observed) {
    const waiting = new MutationObserver(() => {
      attach();
      if (observed) waiting.disconnect();
    });
    waiting.observe(host.body, { childList: true, subtree: true });
  }
}

/** The window whose address bar holds the view: TensorBoard's page when we are its (same-origin)
 * iframe, else our own. */
function host(): Window {
  try {
    void window.parent.location.hash;  // throws when the parent is another origin
    return window.parent;
  } catch {
    return window;
  }
}

export function currentView(): View {
  return readView(host().location.hash);
}

/** Records the view without adding a history entry (every click would otherwise be a Back step). */
export function saveView(view: View): void {
  const target = host();
  const hash = writeView(target.location.hash, view);
  if (hash !== target.location.hash) target.history.replaceState(target.history.state, "", hash);
}
