// Tests of the view kept in the address bar.
import { describe, expect, it } from "vitest";
import { readView, writeView } from "../../src/model/view";

describe("view in the address bar", () => {
  it("round-trips beside TensorBoard's own hash parts", () => {
    const view = { run: "a b/c&d", split: "val", step: 40, sample: 3, token: 7, metric: "entropy", vs: "run 2", exploration: "folded" as const };
    const hash = writeView("#tb_verl&other=1", view);
    expect(hash.startsWith("#tb_verl&other=1&tbv=")).toBe(true);
    expect(readView(hash)).toEqual(view);
    expect(readView(writeView(hash, { run: "x" }))).toEqual({ run: "x" });
  });

  it("ignores a missing or malformed view", () => {
    expect(readView("#tb_verl")).toEqual({});
    expect(readView("#tb_verl&tbv=%E0%A4%A")).toEqual({});
    expect(readView("#tb_verl&tbv=" + encodeURIComponent("step=abc&sample=2"))).toEqual({ sample: 2 });
    expect(readView("#tb_verl&tbv=" + encodeURIComponent("exploration=open"))).toEqual({});
  });
});
