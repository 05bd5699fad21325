// Number formatting shared by the table, the card and the legend.

/** A compact, fixed-width-friendly rendering of a number; "–" when absent. */
export function formatNumber(value: number | null | undefined, digits = 3): string {
  if (value === null || value === undefined) return "–";
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+∞" : "−∞";
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e5)) return value.toExponential(2);
  return value.toFixed(digits);
}

/** Token text with invisible characters made visible (the text stays text, never HTML). */
export function visibleToken(text: string): string {
  if (text === "") return "∅";
  return text.replace(/\n/g, "↵\n").replace(/\t/g, "→\t");
}
