// The open view (run, split, step, sample, token, metric, compared run, the Exploration section
// folded or not, the diagnosis event opened) in the address bar, so a link or a reload
// restores it. The tab lives in TensorBoard's iframe; TensorBoard's own hash is "#<plugin>&..." and
// it keeps extra "&key=value" parts (checked with tensorboard 2.20), so ours is one such part,
// "tbv=<url-encoded query>", in the top page's hash. Standalone (no parent page) it is our own.

export interface View {
  run?: string;
  split?: string;
  step?: number;
  sample?: number;
  token?: number;
  metric?: string;
  /** The run compared on the same prompt. */
  vs?: string;
  /** "folded" when the Exploration section is folded away. */
  exploration?: "folded";
  /** The diagnosis event opened (its detector). */
  event?: string;
}

const PART = "tbv=";

/** The view stored in `hash` ("#tb_verl&tbv=run%3Da%26step%3D4"), or {} when none. */
export function readView(hash: string): View {
  const part = hash.replace(/^#/, "").split("&").find((p) => p.startsWith(PART));
  if (!part) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(part.slice(PART.length)));
  } catch {
    return {};  // a hand-edited, malformed link opens the default view
  }
  const view: View = {};
  const text = (key: "run" | "split" | "metric" | "vs" | "event") => {
    const value = params.get(key);
    if (value) view[key] = value;
  };
  const integer = (key: "step" | "sample" | "token") => {
    const value = params.get(key);
    if (value !== null && /^-?\d+$/.test(value)) view[key] = Number(value);
  };
  text("run");
  text("split");
  text("metric");
  text("vs");
  text("event");
  integer("step");
  integer("sample");
  integer("token");
  if (params.get("exploration") === "folded") view.exploration = "folded";
  return view;
}

/** `hash` with its view part replaced by `view` (other parts, such as the tab name, kept). */
export function writeView(hash: string, view: View): string {
  const parts = hash.replace(/^#/, "").split("&").filter((p) => p && !p.startsWith(PART));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const query = params.toString();
  if (query) parts.push(PART + encodeURIComponent(query));
  return `#${parts.join("&")}`;
}
