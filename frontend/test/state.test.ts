// Tests of the store the views subscribe to.
import { describe, expect, it } from "vitest";
import { initialState, Store, type Key } from "../src/state";

describe("store", () => {
  it("tells a view only about the keys it watches that took a new value", () => {
    const store = new Store(initialState());
    const seen: Key[][] = [];
    store.watch(["token", "trace"], (_, changed) => seen.push([...changed].sort()));
    store.set({ token: 3, step: 7 });
    store.set({ token: 3 });             // unchanged: a hover over the focused token again
    store.set({ step: 8 });              // not watched
    store.set({ token: null, trace: null, metric: "entropy" });
    expect(seen).toEqual([["step", "token"], ["metric", "token"]]);
    expect(store.state).toMatchObject({ token: null, step: 8, metric: "entropy" });
  });
});
