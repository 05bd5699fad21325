// The filter language's shared cases (tests/shared/filter_cases.json): the tab's filter of one step
// must answer them as the run-wide query of the server does (tests/test_query.py asks it the same).
import { beforeEach, describe, expect, it } from "vitest";
import { sampleFilter, samplesFromColumns } from "../../src/model/samples";
import { useFieldTable } from "../../src/model/trace";
import type { SampleSummary } from "../../src/model/wire";
import shared from "../../../tests/shared/filter_cases.json";
import { FIELDS, RESPONSES, type SampleJson } from "./fixtures";

beforeEach(() => useFieldTable(FIELDS, RESPONSES));

const rowsJson = shared.rows as unknown as Record<string, SampleJson>;
const texts = shared.texts as Record<string, string>;

/** The shared rows as /step sends them (by column), read back as the tab reads /step. */
function samplesOfRows(): Record<string, SampleSummary> {
  const names = Object.keys(rowsJson);
  const rows = names.map((name) => rowsJson[name]);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key !== "split" && key !== "extra_sample");
  const parts = [...new Set(rows.flatMap((row) => Object.keys(row.extra_sample ?? {})))];
  const samples = samplesFromColumns({
    split: "train",
    rows: rows.length,
    columns: Object.fromEntries(keys.map((key) => [key, rows.map((row) => row[key] ?? null)])),
    extra_sample: Object.fromEntries(parts.map((name) => [name, rows.map((row) => row.extra_sample?.[name] ?? null)])),
  });
  return Object.fromEntries(names.map((name, i) => [name, samples[i]]));
}

describe("the filter language, as the server reads it", () => {
  for (const [query, expected] of shared.cases as [string, Record<string, boolean>][]) {
    it(`reads ${JSON.stringify(query)}`, () => {
      // A row without a recorded trace has no text: a phrase never matches it.
      const samples = samplesOfRows();
      const got = Object.fromEntries(Object.keys(samples).map((name) =>
        [name, sampleFilter(query)(samples[name], texts[name] ?? "")]));
      expect(got).toEqual(expected);
    });
  }
});
