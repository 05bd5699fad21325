// The filter language's shared cases (tests/shared/filter_cases.json): the tab's filter of one step
// must answer them as the run-wide query of the server does (tests/test_query.py asks it the same).
import { describe, expect, it } from "vitest";
import type { SampleSummary } from "../../src/api";
import { matchesFilter } from "../../src/model/samples";
import shared from "../../../tests/shared/filter_cases.json";

const rows = shared.rows as unknown as Record<string, SampleSummary>;
const texts = shared.texts as Record<string, string>;

describe("the filter language, as the server reads it", () => {
  for (const [query, expected] of shared.cases as [string, Record<string, boolean>][]) {
    it(`reads ${JSON.stringify(query)}`, () => {
      // A row without a recorded trace has no text: a phrase never matches it.
      const got = Object.fromEntries(Object.keys(rows).map((name) => [name, matchesFilter(rows[name], query, texts[name] ?? "")]));
      expect(got).toEqual(expected);
    });
  }
});
