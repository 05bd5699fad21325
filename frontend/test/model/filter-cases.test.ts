// The filter language's shared cases (tests/shared/filter_cases.json): the tab's filter of one step
// must answer them as the run-wide query of the server does (tests/test_query.py asks it the same).
import { beforeEach, describe, expect, it } from "vitest";
import { toSampleSummary } from "../../src/model/samples";
import type { SampleJson } from "../../src/model/wire";
import { sampleFilter } from "../../src/model/samples";
import { useFieldTable } from "../../src/model/trace";
import shared from "../../../tests/shared/filter_cases.json";
import { FIELDS, RESPONSES } from "./fixtures";

beforeEach(() => useFieldTable(FIELDS, RESPONSES));

const rowsJson = shared.rows as unknown as Record<string, SampleJson>;
const texts = shared.texts as Record<string, string>;

describe("the filter language, as the server reads it", () => {
  for (const [query, expected] of shared.cases as [string, Record<string, boolean>][]) {
    it(`reads ${JSON.stringify(query)}`, () => {
      // A row without a recorded trace has no text: a phrase never matches it.
      const got = Object.fromEntries(Object.keys(rowsJson).map((name) =>
        [name, sampleFilter(query)(toSampleSummary(rowsJson[name]), texts[name] ?? "")]));
      expect(got).toEqual(expected);
    });
  }
});
