// Tests of multi-turn responses in the tab's model: spans, the policy's own values, the sample
// table's turns column and filters, block boundaries at turns, turn marks on the curves.
import { beforeEach, describe, expect, it } from "vitest";
import { columnsFor, sampleFilter } from "../../src/model/samples";
import { blockStarts, curveSeries, turnBoundaries } from "../../src/model/tokens";
import { colouring, decodeTrace, describeSpan, ownValues, spanAt, type SpanJson, useFieldTable } from "../../src/model/trace";
import { FIELDS, RESPONSES, fp16, int32, summary, traceJson } from "./fixtures";

// The field table the server would send (GET /fields), as the tab installs it.
beforeEach(() => useFieldTable(FIELDS, RESPONSES));

const CALL = { name: "calc", arguments: '{"a": 3, "b": 4}', output: "7", status: "ok" as const };
const SPANS: SpanJson[] = [
  { kind: "policy", start: 0, end: 2, turn: 1, tool_calls: [] },
  { kind: "tool", start: 2, end: 4, turn: 1, tool_calls: [CALL] },
  { kind: "policy", start: 4, end: 5, turn: 2, tool_calls: [] },
];

function multiTurn() {
  return decodeTrace(traceJson({
    token_ids: int32([1, 2, 3, 4, 5]), token_text: ["<", "call>", "\n7", "\n", "7"], response_text: "",
    response_mask: btoa(String.fromCharCode(1, 1, 0, 0, 1)), spans: SPANS, num_turns: 4,
    token_fields: { log_prob: fp16([-0.5, 0, -1, -0.5, -0.5]), advantage: fp16([1, 0.5, 2, 2, -1]) },
    top_k: null, extra_token: {},
  }));
}

describe("multi-turn responses", () => {
  it("finds the span of a token and says what it is", () => {
    const trace = multiTurn();
    expect(trace.numTurns).toBe(4);
    expect([0, 1, 2, 3, 4].map((i) => spanAt(trace, i)?.turn)).toEqual([1, 1, 1, 1, 2]);
    expect(spanAt(trace, 3)?.kind).toBe("tool");
    expect(describeSpan(SPANS[1])).toBe('tool output of turn 1: calc({"a": 3, "b": 4}) → 7');
    expect(describeSpan({ ...SPANS[1], tool_calls: [{ ...CALL, status: "error", output: "boom" }] })).toContain("error: boom");
    expect(spanAt(decodeTrace(traceJson()), 0)).toBeNull();  // single turn: no spans
  });

  it("keeps the tool outputs out of colour scales and curves", () => {
    const trace = multiTurn();
    const own = ownValues(trace, trace.fields.get("advantage")!);
    expect(Array.from(own).map((v) => (Number.isNaN(v) ? "-" : v))).toEqual([1, 0.5, "-", "-", -1]);
    const { scale } = colouring(trace, "advantage");
    expect([scale!.min, scale!.max]).toEqual([-1, 1]);  // not 2: the tool tokens' padding
    expect(Number.isNaN(curveSeries(trace).find((c) => c.field === "advantage")!.values[2])).toBe(true);
    expect(turnBoundaries(trace)).toEqual([{ position: 4, turn: 2 }]);
  });

  it("starts a block of the token strip at every turn", () => {
    expect(blockStarts(["a", "b", "c", "d", "e"], [0, 2, 4])).toEqual([0, 2, 4]);
    expect(blockStarts(["a", "b", "c"])).toEqual([0]);
  });

  it("filters samples by turns, calls, failures and tool, and shows the turns column when any has turns", () => {
    const single = summary({ sample_index: 0 });
    const multi = summary({ sample_index: 1, turns: 3, tools: ["calc"], tool_calls: 2, tool_failures: 1 });
    const pick = (query: string) => [single, multi].filter((s) => sampleFilter(query)(s)).map((s) => s.sample_index);
    expect(pick("turns>2")).toEqual([1]);
    expect(pick("turns=1")).toEqual([0]);
    expect(pick("tool:calc")).toEqual([1]);
    expect(pick("tool:search")).toEqual([]);
    expect(pick("failures>0 calls>=2")).toEqual([1]);
    expect(columnsFor([single]).map((c) => c.key)).not.toContain("turns");
    const turns = columnsFor([single, multi]).find((c) => c.key === "turns")!;
    expect(turns.text!(multi)).toBe("3 · calc · 1 failed");
    expect(turns.text!(single)).toBe("–");
  });
});
