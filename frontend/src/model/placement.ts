// Where the hover card goes. The card explains a token of the decision path, so it must not hide
// the path it explains: beside the path when the layout leaves room, else below or above the
// hovered token, never over the token itself while either fits.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Distance kept from the window's edges and between the card and what it points at. */
export const MARGIN = 8;

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

/**
 * The card's top-left corner (window coordinates) for `card` explaining `token` of `path`: left
 * of the path, else right of it (level with the token, kept inside the window); when neither
 * side has room, below the token, else above it; when neither fits, below, clamped to the window.
 */
export function cardPlacement(token: Box, path: Box, card: Size, window: Size): { left: number; top: number } {
  const level = clamp(token.top, MARGIN, Math.max(MARGIN, window.height - card.height - MARGIN));
  const leftOfPath = path.left - MARGIN - card.width;
  if (leftOfPath >= MARGIN) return { left: leftOfPath, top: level };
  const rightOfPath = path.left + path.width + MARGIN;
  if (rightOfPath + card.width + MARGIN <= window.width) return { left: rightOfPath, top: level };
  const left = clamp(token.left, MARGIN, Math.max(MARGIN, window.width - card.width - MARGIN));
  const below = token.top + token.height + MARGIN;
  const above = token.top - MARGIN - card.height;
  if (below + card.height + MARGIN <= window.height) return { left, top: below };
  if (above >= MARGIN) return { left, top: above };
  return { left, top: clamp(below, MARGIN, Math.max(MARGIN, window.height - card.height - MARGIN)) };
}
