// TensorBoard does not tell plugin frames about dark mode; the frame is same-origin, so follow the
// host page's body class ("dark-mode") and fall back to the OS preference when alone.

export function watchDarkMode(onChange: (dark: boolean) => void): void {
  let hostBody: HTMLElement | null = null;
  try {
    if (window.parent !== window) hostBody = window.parent.document.body;
  } catch {
    hostBody = null; // cross-origin host: cannot look
  }
  if (hostBody) {
    const body = hostBody;
    const read = () => onChange(body.classList.contains("dark-mode"));
    new MutationObserver(read).observe(body, { attributes: true, attributeFilter: ["class"] });
    read();
    return;
  }
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  query.addEventListener("change", () => onChange(query.matches));
  onChange(query.matches);
}
