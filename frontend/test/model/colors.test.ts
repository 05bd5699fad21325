import { describe, expect, it } from "vitest";
import { colorFor, textColorOn } from "../../src/model/colors";

describe("colour scales", () => {
  const sequential = { kind: "sequential" as const, min: 0, max: 1 };
  const diverging = { kind: "diverging" as const, min: -2, max: 1 };

  it("maps a sequential scale's ends to viridis's ends", () => {
    expect(colorFor(sequential, 0)).toEqual([68, 1, 84]);
    expect(colorFor(sequential, 1)).toEqual([253, 231, 37]);
    expect(colorFor(sequential, 5)).toEqual([253, 231, 37]); // clamped
  });

  it("centres a diverging scale on zero, symmetric in the larger bound", () => {
    expect(colorFor(diverging, 0)).toEqual([247, 247, 247]);
    expect(colorFor(diverging, -2)).toEqual([33, 102, 172]);
    expect(colorFor(diverging, 2)).toEqual([179, 88, 6]);
    const [r, , b] = colorFor(diverging, 1);
    expect(r).toBeGreaterThan(b); // positive leans orange
  });

  it("greys out missing values", () => {
    expect(colorFor(sequential, NaN)).toEqual([160, 160, 160]);
  });

  it("picks readable text", () => {
    expect(textColorOn([68, 1, 84])).toBe("#fff");
    expect(textColorOn([253, 231, 37])).toBe("#000");
  });
});
