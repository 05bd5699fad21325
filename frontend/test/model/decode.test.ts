import { describe, expect, it } from "vitest";
import { base64ToBytes, decodeFloat16, decodeInt32, halfToFloat } from "../../src/model/decode";

function b64(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes));
}

describe("halfToFloat", () => {
  it.each([
    [0x3c00, 1],
    [0xc000, -2],
    [0x3555, 0.333251953125],
    [0x7bff, 65504],
    [0x0001, 2 ** -24],
    [0x0400, 2 ** -14],
    [0x8000, -0],
  ])("decodes %s", (bits, value) => {
    expect(halfToFloat(bits)).toBe(value);
  });

  it("keeps infinities and NaN", () => {
    expect(halfToFloat(0x7c00)).toBe(Infinity);
    expect(halfToFloat(0xfc00)).toBe(-Infinity);
    expect(halfToFloat(0x7e00)).toBeNaN();
  });
});

describe("packed arrays", () => {
  it("decodes little-endian fp16", () => {
    // 1.0, -2.0, 0.5 as little-endian binary16 (what numpy's '<f2' writes)
    expect(Array.from(decodeFloat16(b64([0x00, 0x3c, 0x00, 0xc0, 0x00, 0x38])))).toEqual([1, -2, 0.5]);
  });

  it("decodes little-endian int32, negative ones included", () => {
    expect(Array.from(decodeInt32(b64([1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 1, 0, 0])))).toEqual([1, -1, 256]);
  });

  it("refuses truncated arrays", () => {
    expect(() => decodeFloat16(b64([1, 2, 3]))).toThrow(/odd byte length/);
    expect(() => decodeInt32(b64([1, 2]))).toThrow(/divisible by 4/);
  });

  it("round-trips bytes through base64", () => {
    const bytes = [0, 255, 128, 7];
    expect(Array.from(base64ToBytes(b64(bytes)))).toEqual(bytes);
  });
});
