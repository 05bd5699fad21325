import { describe, expect, it } from "vitest";
import { type Box, cardPlacement, MARGIN } from "../../src/model/placement";

const window = { width: 1400, height: 900 };
const card = { width: 320, height: 450 };

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

describe("cardPlacement", () => {
  it("puts the card left of a path that leaves room, level with the token, never over the path", () => {
    const path = { left: 570, top: 460, width: 800, height: 80 };
    const token = { left: 640, top: 480, width: 20, height: 18 };
    const at = cardPlacement(token, path, card, window);
    expect(at).toEqual({ left: 570 - MARGIN - 320, top: 900 - 450 - MARGIN });  // level with the token, inside the window
    expect(overlaps({ ...at, ...card }, path)).toBe(false);
  });

  it("goes right of a path with no room on its left", () => {
    const path = { left: 100, top: 100, width: 700, height: 80 };
    const at = cardPlacement({ left: 120, top: 120, width: 20, height: 18 }, path, card, window);
    expect(at).toEqual({ left: 800 + MARGIN, top: 120 });
  });

  it("goes below the token when the path spans the window, above when below does not fit", () => {
    const path = { left: 10, top: 100, width: 1380, height: 600 };
    expect(cardPlacement({ left: 300, top: 120, width: 20, height: 18 }, path, card, window)).toEqual({ left: 300, top: 138 + MARGIN });
    const low = { left: 1390, top: 800, width: 20, height: 18 };
    expect(cardPlacement(low, path, card, window)).toEqual({ left: 1400 - 320 - MARGIN, top: 800 - MARGIN - 450 });
  });

  it("stays inside the window when nothing fits", () => {
    const small = { width: 500, height: 400 };
    const at = cardPlacement({ left: 10, top: 200, width: 20, height: 18 }, { left: 0, top: 0, width: 500, height: 400 }, card, small);
    expect(at.top).toBe(MARGIN);
    expect(at.left).toBe(10);
  });
});
