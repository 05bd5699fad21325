// Number formatting shared by the table, the card and the legend, and reading numbers back.

/** TensorBoard's JSON encoder turns NaN and infinities into strings; bring them back. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  const parsed = Number(value);
  return Number.isNaN(parsed) && value !== "NaN" ? null : parsed;
}

/** A compact, fixed-width-friendly rendering of a number; "–" when absent. */
export function formatNumber(value: number | null | undefined, digits = 3): string {
  if (value === null || value === undefined) return "–";
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+∞" : "−∞";
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e5)) return value.toExponential(2);
  return value.toFixed(digits);
}

/** Characters that are invisible or that steer the display of their neighbours: C0/C1 controls
 * (but newline and tab), DEL, bidirectional embeddings, overrides, isolates and marks, zero-width
 * spaces and joiners, the BOM. In model output they are data, so they are shown as ⟨U+XXXX⟩. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

function codePoint(char: string): string {
  return `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}⟩`;
}

/** A zero-width joiner between two emoji: part of one emoji (👨‍👩‍👧 is three joined by two), so
 * it stays as it is. */
// eslint-disable-next-line no-misleading-character-class -- a variation selector or skin tone alone, after the emoji
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/u;

/** Text (a prompt, a response) with every invisible or display-steering character shown as its
 * code point, but the joiners inside an emoji; newlines and tabs stay (the text stays text, never
 * HTML). */
export function visibleText(text: string): string {
  return text.replace(HIDDEN, (char, at: number) =>
    char === "\u200D" && EMOJI_JOINER.test(text.slice(Math.max(0, at - 4), at + 3)) ? char : codePoint(char));
}

/** One token's text made fully visible: hidden characters as code points, newline and tab as
 * arrows (and kept), the empty token as ∅. */
export function visibleToken(text: string): string {
  if (text === "") return "∅";
  return visibleText(text).replace(/\n/g, "↵\n").replace(/\t/g, "→\t");
}
