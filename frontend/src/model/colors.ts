// Colour scales for per-token metrics. Sequential metrics (probability, entropy) use viridis;
// signed ones (advantage, KL, value...) a blue-white-orange diverging scale centred on 0. Both stay
// distinguishable with the common colour-vision deficiencies (no red/green opposition).

export type Rgb = [number, number, number];

const VIRIDIS: Rgb[] = [
  [68, 1, 84], [72, 40, 120], [62, 74, 137], [49, 104, 142], [38, 130, 142],
  [31, 158, 137], [53, 183, 121], [109, 205, 89], [180, 222, 44], [253, 231, 37],
];

// Blue (negative) to white (0) to orange (positive), after ColorBrewer's PuOr.
const DIVERGING: Rgb[] = [
  [33, 102, 172], [103, 169, 207], [209, 229, 240], [247, 247, 247],
  [254, 224, 182], [244, 165, 80], [179, 88, 6],
];

function interpolate(stops: Rgb[], t: number): Rgb {
  const clamped = Math.min(1, Math.max(0, t));
  const position = clamped * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(position));
  const f = position - i;
  const a = stops[i];
  const b = stops[i + 1];
  return [0, 1, 2].map((c) => Math.round(a[c] + (b[c] - a[c]) * f)) as Rgb;
}

export interface Scale {
  kind: "sequential" | "diverging";
  min: number;
  max: number;
}

const MISSING: Rgb = [160, 160, 160];

/** Where `value` falls on `scale`, from 0 to 1; NaN for a missing value. Diverging scales are
 * symmetric around zero in the larger bound, so 0.5 always means 0. */
export function positionOn(scale: Scale, value: number): number {
  if (!Number.isFinite(value)) return NaN;
  if (scale.kind === "sequential") {
    const span = scale.max - scale.min;
    return Math.min(1, Math.max(0, span > 0 ? (value - scale.min) / span : 0.5));
  }
  const bound = Math.max(Math.abs(scale.min), Math.abs(scale.max));
  return Math.min(1, Math.max(0, bound > 0 ? 0.5 + value / (2 * bound) : 0.5));
}

/** The colour of `value` on `scale`; NaN (not logged, or masked) is grey. */
export function colorFor(scale: Scale, value: number): Rgb {
  const t = positionOn(scale, value);
  if (Number.isNaN(t)) return MISSING;
  return interpolate(scale.kind === "sequential" ? VIRIDIS : DIVERGING, t);
}

/** Colour bins of the token view: a class per bin instead of an inline style per token keeps a
 * 32k-token path cheap to build (the colour error is at most 1/(2 * BINS) of the scale). */
export const BINS = 64;

/** The bin class of `value` ("sequential-17", "diverging-40", or "missing"). */
export function binClass(scale: Scale, value: number): string {
  const t = positionOn(scale, value);
  if (Number.isNaN(t)) return "missing";
  return `${scale.kind}-${Math.min(BINS - 1, Math.floor(t * BINS))}`;
}

/** CSS rules for every bin class: background at the bin's centre and readable text. */
export function binCss(selector: string): string {
  const rules = [`${selector}.missing { background: ${cssColor(MISSING)}; color: #000; }`];
  for (const [kind, stops] of [["sequential", VIRIDIS], ["diverging", DIVERGING]] as const) {
    for (let bin = 0; bin < BINS; bin++) {
      const rgb = interpolate(stops, (bin + 0.5) / BINS);
      rules.push(`${selector}.${kind}-${bin} { background: ${cssColor(rgb)}; color: ${textColorOn(rgb)}; }`);
    }
  }
  return rules.join("\n");
}

/** Black or white, whichever reads better on `rgb` (WCAG relative luminance). */
export function textColorOn(rgb: Rgb): string {
  const linear = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
  return luminance > 0.179 ? "#000" : "#fff";
}

export function cssColor(rgb: Rgb): string {
  return `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})`;
}

/** A CSS linear-gradient showing the whole scale, for the legend. */
export function legendGradient(kind: Scale["kind"]): string {
  const stops = kind === "sequential" ? VIRIDIS : DIVERGING;
  return `linear-gradient(to right, ${stops.map((s) => cssColor(s)).join(", ")})`;
}
