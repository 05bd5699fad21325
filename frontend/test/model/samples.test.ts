// Tests of the sample table's order and filter, groups, and a prompt's history.
import { beforeEach, describe, expect, it } from "vitest";
import {
  NOT_RECORDED, badgesIn, cellText, columnsFor, sampleColumns, groupMembers, isRecorded, rowWindow, sampleFilter, samplesFromColumns, scrollToRow, searchTitle, sortSamples, spread, summaryLine,
  tableOrder, textTerms,
} from "../../src/model/samples";
import { useFieldTable } from "../../src/model/trace";
import { FIELDS, RESPONSES, summary } from "./fixtures";

beforeEach(() => useFieldTable(FIELDS, RESPONSES));

describe("a step's rows as /step sends them", () => {
  it("reads one sample a row: statistics in stats, the split the answer's, a reward part where the row has one", () => {
    const samples = samplesFromColumns({
      split: "validation",
      rows: 2,
      columns: { sample_index: [4, 9], score: [0.5, "Infinity"], mean_entropy: [1.5, null], recorded: [true, false] },
      extra_sample: { acc: [1, null], bonus: [null, 0.25] },
    });
    expect(samples.map((s) => [s.sample_index, s.split, s.score, s.recorded])).toEqual([
      [4, "validation", 0.5, true],
      [9, "validation", "Infinity", false],
    ]);
    expect(samples.map((s) => s.stats.mean_entropy)).toEqual([1.5, null]);
    expect(samples[0].stats.mean_kl).toBeNull();  // a statistic of the table the answer lacks
    expect("mean_entropy" in samples[0]).toBe(false);
    expect(samples.map((s) => s.extra_sample)).toEqual([{ acc: 1 }, { bonus: 0.25 }]);
  });

  it("takes its rows from the row numbers sent, whatever count the answer states", () => {
    for (const rows of [-1, 2 ** 32, 3]) {
      const samples = samplesFromColumns({ split: "train", rows, columns: { sample_index: [0, 1] }, extra_sample: {} });
      expect(samples.map((s) => s.sample_index)).toEqual([0, 1]);
    }
  });
});

describe("step and sample navigation", () => {
  it("sorts samples with missing values last", () => {
    const sample = (i: number, score: number | string | null) => summary({ sample_index: i, score });
    const samples = [sample(0, 0.5), sample(1, null), sample(2, 0.9), sample(3, "NaN")];
    expect(sortSamples(samples, "score", true).map((s) => s.sample_index)).toEqual([2, 0, 1, 3]);
    expect(sortSamples(samples, "score", false).map((s) => s.sample_index).slice(0, 2)).toEqual([0, 2]);
  });
});

describe("row statistics", () => {
  const samples = [summary({ sample_index: 0, repetition_3gram: 0.6, longest_run: 3 }), summary({ sample_index: 1, repetition_3gram: 0, longest_run: 1 }),
    summary({ sample_index: 2, repetition_3gram: 0.1, longest_run: 25 })];

  it("are columns of the samples table and terms of the filter, from the server's table", () => {
    const columns = columnsFor(samples).map((c) => c.key);
    expect(columns).toEqual(expect.arrayContaining(["repetition", "run"]));
    expect(samples.filter((s) => sampleFilter("repetition>=0.5")(s)).map((s) => s.sample_index)).toEqual([0]);
    expect(samples.filter((s) => sampleFilter("run>=20")(s)).map((s) => s.sample_index)).toEqual([2]);
    expect(sortSamples(samples, "repetition", true).map((s) => s.sample_index)).toEqual([0, 2, 1]);
  });

  it("take their filter terms from the server's per-response table, a value added there included", () => {
    const column = { term: "ones", label: "1s", title: "share of its tokens that are id 1", optional: false };
    const ones = { name: "ones_share", kind: "statistic" as const, term: "ones", filter_default: null, index_column: column, badge: null };
    useFieldTable(FIELDS, [...RESPONSES, ones]);
    const rows = [0.1, 0.7, null].map((share, i) => ({ ...summary({ sample_index: i }), stats: { ones_share: share } }));
    expect(rows.filter((s) => sampleFilter("ones>0.5")(s)).map((s) => s.sample_index)).toEqual([1]);
    expect(columnsFor(rows).map((c) => c.key)).toContain("ones");
  });

  it("follow the server's table in its order, a fixed value and a flag added there included", () => {
    const keys = sampleColumns().map((c) => c.key);
    const shown = RESPONSES.flatMap((f) => f.index_column === null ? [] : [f.index_column.term]);
    expect(keys).toEqual(["sample", "why", "group", ...shown]);  // the row's identity, then the table's
    expect(shown.slice(0, 3)).toEqual(["score", "len", "turns"]);
    const column = { term: "lang", label: "lang", title: "the language it answered in", optional: true };
    const language = { name: "language", kind: "string" as const, term: null, filter_default: null, index_column: column, badge: null };
    const aborted = { name: "aborted", kind: "flag" as const, term: "aborted", filter_default: null, index_column: null,
      badge: { column: "language", title: "stopped by the rollout" } };
    useFieldTable(FIELDS, [...RESPONSES, language, aborted]);
    const rows = [{ ...summary({ sample_index: 0 }), language: "fr", aborted: true }, { ...summary({ sample_index: 1 }), aborted: false }];
    const lang = columnsFor(rows).find((c) => c.key === "lang");
    expect(lang && rows.map((s) => cellText(lang, s))).toEqual(["fr", "–"]);
    expect(lang && rows.map((s) => badgesIn(lang, s))).toEqual([[{ word: "aborted", title: "stopped by the rollout (filter: aborted)" }], []]);
    expect(rows.filter((s) => sampleFilter("aborted")(s)).map((s) => s.sample_index)).toEqual([0]);
    expect(rows.filter((s) => sampleFilter("aborted=0")(s)).map((s) => s.sample_index)).toEqual([1]);
    expect(columnsFor([rows[1]]).map((c) => c.key)).not.toContain("lang");  // optional: no row has one
  });

  it("show a truncated row's badge in its length column", () => {
    const cut = summary({ sample_index: 0, truncated: true });
    const length = columnsFor([cut]).find((c) => c.key === "len");
    expect(length && badgesIn(length, cut).map((b) => b.word)).toEqual(["truncated"]);
    expect(length && badgesIn(length, summary({ sample_index: 1, truncated: false }))).toEqual([]);
  });

  it("are left out of the table for a step whose rows have none (an older index)", () => {
    expect(columnsFor([summary({ sample_index: 0 })]).map((c) => c.key)).not.toContain("repetition");
  });
});

describe("reward breakdown", () => {
  const sample = (i: number, extra: Record<string, number | string> | undefined) => summary({ sample_index: i, score: 1, extra_sample: extra });
  const samples = [sample(0, { correct: 1, novelty: 0.25 }), sample(1, { correct: 0.5, Novelty_Bonus: 2 }), sample(2, undefined),
    sample(3, { correct: 0, novelty: "NaN" })];

  it("adds a column per extra number the step's samples have, sortable", () => {
    const keys = columnsFor(samples).map((c) => c.key);
    expect(keys.slice(-3)).toEqual(["extra:Novelty_Bonus", "extra:correct", "extra:novelty"]);
    expect(columnsFor([sample(0, undefined)]).some((c) => c.key.startsWith("extra:"))).toBe(false);
    expect(sortSamples(samples, "extra:novelty", true).map((s) => s.sample_index)).toEqual([0, 1, 2, 3]);
    expect(sortSamples(samples, "extra:correct", false).map((s) => s.sample_index)).toEqual([3, 1, 0, 2]);
  });

  it("filters by an extra number, whatever its case; a sample without it does not match", () => {
    expect(samples.filter((s) => sampleFilter("novelty>0.1")(s)).map((s) => s.sample_index)).toEqual([0]);
    expect(samples.filter((s) => sampleFilter("novelty_bonus>=2")(s)).map((s) => s.sample_index)).toEqual([1]);
    expect(samples.filter((s) => sampleFilter("correct<1 score=1")(s)).map((s) => s.sample_index)).toEqual([1, 3]);
    expect(samples.filter((s) => sampleFilter("missing>0")(s)).map((s) => s.sample_index)).toEqual([]);
  });
});

describe("every row of a step", () => {
  // Rows 0 and 2 recorded; 1 and 3 listed by their summary alone; 4 from an index of an earlier version.
  const samples = [
    summary({ sample_index: 0, recorded: true, group_id: "h", score: 0, max_mismatch: 1.5, rejected_share: 0.75, selected_because: ["worst"] }),
    summary({ sample_index: 1, recorded: false, group_id: "h", score: 0.05, max_mismatch: 2, rejected_share: 0.6, selected_because: [] }),
    summary({ sample_index: 2, recorded: true, score: 1, max_mismatch: 0.2, rejected_share: 0, group_id: "g", selected_because: ["best"] }),
    summary({ sample_index: 3, recorded: false, score: 0.5, max_mismatch: "NaN", rejected_share: null, group_id: "g", selected_because: [] }),
    summary({ sample_index: 4, score: 0.2, group_id: "g" }),
  ];
  const matching = (query: string) => samples.filter((s) => sampleFilter(query)(s)).map((s) => s.sample_index);

  it("answers a filter on the mismatch, the rejected share and the score over recorded and unrecorded rows", () => {
    expect(matching("mismatch_max>1 rejected>0.5 score<0.1")).toEqual([0, 1]);
    expect(matching("recorded=0")).toEqual([1, 3]);
    expect(matching("recorded=1 score>0.1")).toEqual([2, 4]);
  });

  it("says why a row was recorded, or that it was not; a group is its recorded rows", () => {
    const why = columnsFor(samples).find((c) => c.key === "why")!;
    expect(samples.map((s) => why.value(s))).toEqual(["worst", NOT_RECORDED, "best", NOT_RECORDED, ""]);
    expect(samples.map(isRecorded)).toEqual([true, false, true, false, true]);
    expect(groupMembers(samples, "g").map((s) => s.sample_index)).toEqual([2, 4]);
  });

  it("sums up a row without its trace as the table's columns say it", () => {
    const row = { ...samples[1], length: 40, stats: { ...samples[1].stats, mean_entropy: 0.5 }, extra_sample: { novelty: 0.25 } };
    expect(summaryLine(row)).toBe("score 0.050 · len 40 · H̄ 0.500 · KL̄ – · |Δ|max 2 · rej. 0.600 · novelty 0.250");
  });

  it("shows the mismatch and rejected columns only when a row has them", () => {
    expect(columnsFor(samples).map((c) => c.key)).toEqual(expect.arrayContaining(["mismatch_max", "rejected"]));
    expect(columnsFor([samples[4]]).map((c) => c.key)).not.toContain("mismatch_max");
    expect(sortSamples(samples, "mismatch_max", true).map((s) => s.sample_index)).toEqual([1, 0, 2, 3, 4]);
  });
});

describe("group view", () => {
  it("lists a group's recorded samples, best score first", () => {
    const sample = (i: number, group: string, score: number | string | null) => summary({ sample_index: i, group_id: group, score });
    const samples = [sample(0, "a", 0), sample(1, "b", 1), sample(2, "a", 1), sample(3, "a", null)];
    expect(groupMembers(samples, "a").map((s) => s.sample_index)).toEqual([2, 0, 3]);
  });
});

describe("one prompt across training", () => {
  it("spreads a long history evenly, keeping both ends", () => {
    expect(spread([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(spread(Array.from({ length: 100 }, (_, i) => i), 4)).toEqual([0, 33, 66, 99]);
  });
});

describe("sample filter and uncertain tokens", () => {
  const sample = (score: number | string | null, length: number, why: string[]) =>
    summary({ score, length, selected_because: why, group_id: "g1", data_source: "gsm8k", mean_entropy: 1.5, mean_kl: -0.01 });

  it("combines column conditions and text, all required", () => {
    const s = sample(0.75, 120, ["best", "group"]);
    expect(sampleFilter("")(s)).toBe(true);
    expect(sampleFilter("score>0.5")(s)).toBe(true);
    expect(sampleFilter("score>0.5 len<100")(s)).toBe(false);
    expect(sampleFilter("entropy>=1.5 kl<0 best")(s)).toBe(true);
    expect(sampleFilter("GSM8K")(s)).toBe(true);
    expect(sampleFilter("worst")(s)).toBe(false);
    expect(sampleFilter("score>0")(sample(null, 1, []))).toBe(false); // no score: no match
  });
});

describe("text search", () => {
  const sample = summary({ score: 1, length: 3, selected_because: ["best"], data_source: "math" });

  it("finds quoted phrases in the text, once it is known", () => {
    expect(textTerms('score>0 "The Answer" best "x"')).toEqual(["the answer", "x"]);
    expect(sampleFilter('"the answer"')(sample)).toBe(true); // text not loaded yet: no filtering
    expect(sampleFilter('"the answer" best')(sample, "so THE ANSWER is 4")).toBe(true);
    expect(sampleFilter('"the answer"')(sample, "no idea")).toBe(false);
    expect(sampleFilter('"the answer" worst')(sample, "the answer")).toBe(false);
  });
});

describe("search phrases", () => {
  it("lower-cases quoted phrases for the text filter", () => {
    expect(textTerms('score>0.5 "Sorry, I" best "can\'t"')).toEqual(["sorry, i", "can't"]);
    expect(textTerms("no quotes")).toEqual([]);
  });
});

describe("every step searched", () => {
  const result = (total: number, matches: [number, number, boolean, string | null][], skipped = 0) =>
    ({ query: "mismatch_max>1", total, truncated: total > matches.length, skipped, matches });

  it("says how many rows pass, how many are shown and recorded", () => {
    expect(searchTitle(result(3, [[1, 2, true, null], [4, 0, false, null], [9, 7, false, null]])))
      .toBe("3 rows of every step pass mismatch_max>1 (1 recorded)");
    expect(searchTitle(result(1200, [[1, 2, true, null], [4, 0, false, null]], 2)))
      .toBe("1200 rows of every step pass mismatch_max>1 (the first 2 shown, 1 of them recorded); 2 damaged traces skipped");
    expect(searchTitle(result(1, [[5, 5, true, "…x…"]]))).toBe("1 row of every step passes mismatch_max>1 (1 recorded)");
  });
});

describe("a step of thousands of rows", () => {
  // verl's largest batches: 8,192 rows in GRPO groups of 8.
  const rows = Array.from({ length: 8192 }, (_, i) =>
    summary({ sample_index: i, group_id: `g${i >> 3}`, score: (i * 7919) % 8192 / 8192, length: 1 + (i % 50), recorded: i % 512 === 0,
      selected_because: i % 512 === 0 ? ["random"] : [] }));

  it("lists the rows passing the filter in the column's order, equal values in the step's order", () => {
    const listed = tableOrder(rows, "len>=49 recorded=0", null, "length", true);
    expect(listed.length).toBe(rows.filter((r) => r.length >= 49 && r.recorded === false).length);
    expect(listed.every((r, i) => i === 0 || r.length < listed[i - 1].length || r.sample_index > listed[i - 1].sample_index)).toBe(true);
    expect(tableOrder(rows, "", null, "score", false).map((r) => r.score)).toEqual(rows.map((r) => r.score as number).sort((a, b) => a - b));
    expect(tableOrder(rows, "", null, "group", true)[0].group_id).toBe("g999");  // as the page's locale sorts text
  });

  it("filters by phrase only once the texts are known, a row without one matching none", () => {
    const texts = new Map([[0, "the answer is 4"], [512, "no idea"]]);
    expect(tableOrder(rows, '"answer"', null, "sample", false).length).toBe(rows.length);
    expect(tableOrder(rows, '"answer"', (r) => texts.get(r.sample_index) ?? "", "sample", false).map((r) => r.sample_index)).toEqual([0]);
  });

  it("draws the rows in view and a margin beyond each edge, never past the list", () => {
    expect(rowWindow(0, 520, 26, 8192, 40)).toEqual({ first: 0, last: 60 });
    expect(rowWindow(26 * 1000, 520, 26, 8192, 40)).toEqual({ first: 960, last: 1060 });
    expect(rowWindow(26 * 8192, 520, 26, 8192, 40)).toEqual({ first: 8152, last: 8192 });
    expect(rowWindow(26 * 9000, 520, 26, 8192, 40)).toEqual({ first: 8192, last: 8192 });  // scrolled past a list that shrank
    expect(rowWindow(0, 520, 26, 8, 40)).toEqual({ first: 0, last: 8 });  // a short table is drawn whole
    expect(rowWindow(0, 520, 26, 0, 40)).toEqual({ first: 0, last: 0 });
  });

  it("draws a first window before the view or the rows have a height", () => {
    expect(rowWindow(0, 0, 26, 8192, 40)).toEqual({ first: 0, last: 40 });
    expect(rowWindow(Number.NaN, Number.NaN, 0, 8192, 40)).toEqual({ first: 0, last: 80 });
    expect(rowWindow(-50, 520, 26, 8192, 40)).toEqual({ first: 0, last: 60 });
  });

  it("scrolls a row just into view under the sticky head, or not at all when in view", () => {
    // A view 520 px tall under a 30 px head: rows 0-17 are whole in view at the top.
    expect(scrollToRow(0, 0, 520, 26, 30)).toBeNull();
    expect(scrollToRow(17, 0, 520, 26, 30)).toBeNull();
    expect(scrollToRow(18, 0, 520, 26, 30)).toBe(30 + 19 * 26 - 520);  // its bottom at the view's bottom
    expect(scrollToRow(5, 26 * 10, 520, 26, 30)).toBe(26 * 5);  // its top right under the head
    expect(scrollToRow(8191, 0, 520, 26, 30)).toBe(30 + 8192 * 26 - 520);
  });
});
