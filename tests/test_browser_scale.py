"""A step of verl's largest batch in the real tab (Debian's Chromium, a real TensorBoard): 8,192
rows in 1,024 GRPO groups of 8, written through the public ``log_decisions`` with every row indexed.
The tab lists it, sorts it, filters it, opens a row and its group, walks the rows with j and k past
the table's edge, opens a row a link names and scrolls to the end; any page error or console error
fails the test. How fast it does so is measured by ``make bench`` (benchmarks/bench_reading.py),
never asserted here: CI's two cores are busy."""

from __future__ import annotations

import urllib.parse

import pytest
from playwright.sync_api import Frame, Page

from support.browsing import open_tab
from support.runs import WIDE_STEP, write_wide_step
from support.servers import step_rows, tensorboard_server
from tb_verl_plugin.format import metadata

ROWS = 8192
DRAWN = "table.samples tbody tr[data-sample]"


@pytest.fixture(scope="module")
def wide_logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    logdir = str(tmp_path_factory.mktemp("wide"))
    write_wide_step(logdir, rows=ROWS)
    return logdir


def watch_errors(page: Page) -> list[str]:
    """Every uncaught exception and console error of the page and its frames, as they come."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on(
        "console", lambda message: errors.append(f"console error: {message.text}") if message.type == "error" else None
    )
    return errors


def drawn(frame: Frame) -> list[int]:
    """The rows the table has drawn, top to bottom (it draws those in view and a margin)."""
    return [int(s) for s in frame.locator(DRAWN).evaluate_all("rows => rows.map(r => r.dataset.sample)")]


def in_view(frame: Frame, sample: int) -> bool:
    """Whether row `sample` is drawn, selected and wholly inside the table's scrolled view."""
    return frame.evaluate(
        """s => {
          const row = document.querySelector(`table.samples tbody tr.selected[data-sample="${s}"]`);
          const view = document.querySelector('.samples-scroll')?.getBoundingClientRect();
          const box = row?.getBoundingClientRect();
          return Boolean(box && view && box.top >= view.top && box.bottom <= view.bottom + 0.5);
        }""",
        sample,
    )


def linked_sample(page: Page) -> int | None:
    """The sample the address bar holds (the tab's view part of TensorBoard's hash)."""
    part = next((p for p in page.url.split("#", 1)[-1].split("&") if p.startswith("tbv=")), None)
    value = urllib.parse.parse_qs(urllib.parse.unquote(part[len("tbv=") :])).get("sample") if part else None
    return int(value[0]) if value else None


def test_a_step_of_8192_rows_lists_sorts_filters_and_opens_without_an_error(wide_logdir, browser) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors = watch_errors(page)
    with tensorboard_server(wide_logdir, "true") as server:
        rows = step_rows(server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/step?run=wide&step={WIDE_STEP}"))
        assert len(rows) == ROWS and len({r["group_id"] for r in rows}) == ROWS // 8
        frame = open_tab(page, server.url)
        frame.wait_for_selector(f".samples-caption:has-text('of {ROWS} responses, {ROWS} listed')", timeout=60_000)
        # The step opens at its first recorded row, the table scrolled to it: drawn are the rows
        # around it in the step's order, not all 8,192 of them.
        opened = next(r["sample_index"] for r in rows if r["recorded"])
        frame.wait_for_selector(f".meta:has-text('sample {opened} ')")
        shown = drawn(frame)
        assert 0 < len(shown) < 200 and shown == list(range(shown[0], shown[0] + len(shown)))
        assert in_view(frame, opened) and linked_sample(page) == opened
        # The charts, the Exploration heatmap and the open row's top-k heatmap are drawn too.
        frame.wait_for_selector(".charts .chart .uplot")
        frame.wait_for_selector("canvas.entropy-heatmap")
        frame.wait_for_selector("canvas.heatmap")

        # Scrolled to its end, the table draws its last rows; the scroll bar spans all of them.
        frame.locator(".samples-scroll").evaluate("s => { s.scrollTop = s.scrollHeight; }")
        frame.wait_for_selector(f"{DRAWN}[data-sample='{ROWS - 1}']")
        assert drawn(frame)[-1] == ROWS - 1

        # Sorted by score, highest first (ties in the step's order, as the server lists them).
        frame.locator("table.samples th[data-key='score']").click()
        by_score = [r["sample_index"] for r in sorted(rows, key=lambda r: -r["score"])]
        frame.wait_for_selector(f"{DRAWN}[data-sample='{by_score[0]}']")
        shown = drawn(frame)
        assert shown == by_score[: len(shown)]

        # Filtered: the caption counts every row that passes; the drawn ones are its first.
        frame.locator(".sample-filter").fill("score>0.5 novelty<0.25")
        passing = [
            r
            for r in sorted(rows, key=lambda r: -r["score"])
            if r["score"] > 0.5 and r["extra_sample"]["novelty"] < 0.25
        ]
        assert 0 < len(passing) < ROWS
        frame.wait_for_selector(f".samples-caption:has-text('({len(passing)} match the filter)')")
        shown = drawn(frame)
        assert shown == [r["sample_index"] for r in passing[: len(shown)]]

        # Opened: a recorded row of the recorded group (as many of its 8 as the cap leaves after the
        # single reasons); its group view lists the group's recorded rows.
        frame.locator(".sample-filter").fill("recorded=1 group")
        group = [r for r in rows if r["recorded"] and "group" in r["selected_because"]]
        assert 1 <= len(group) <= 8 and len({r["group_id"] for r in group}) == 1
        frame.wait_for_function(
            "n => document.querySelectorAll('table.samples tbody tr[data-sample]').length === n", arg=len(group)
        )
        row = drawn(frame)[0]
        frame.locator(f"{DRAWN}[data-sample='{row}']").click()
        frame.wait_for_selector(f".meta:has-text('sample {row} ')")
        assert linked_sample(page) == row
        frame.locator(".group-button").click()
        frame.wait_for_function("n => document.querySelectorAll('.group-view .group-row').length === n", arg=len(group))

        # The same filter asked of every step: the server's answer, listed.
        frame.locator(".search-all").click()
        frame.wait_for_function(
            "n => document.querySelectorAll('.search-results .search-hit').length === n", arg=len(group)
        )

        # j and k walk the table's order, past the edge of its view: the table follows.
        frame.locator(".sample-filter").fill("")
        frame.locator("table.samples th[data-key='sample']").click()  # back to the step's order
        frame.wait_for_selector(".samples-caption:not(:has-text('match the filter'))")
        frame.locator(f"{DRAWN}[data-sample='0']").click()
        frame.wait_for_function("() => document.querySelector('.status')?.textContent.includes('Sample 0 of step')")
        visible = len(drawn(frame))
        frame.locator(".samples-caption").click()  # keys go to the page, not the filter box
        for _ in range(visible + 5):
            page.keyboard.press("j")
        frame.wait_for_function(
            "s => document.querySelector('table.samples tbody tr.selected')?.dataset.sample === String(s)",
            arg=visible + 5,
        )
        assert in_view(frame, visible + 5) and linked_sample(page) == visible + 5
        page.keyboard.press("k")
        frame.wait_for_function(
            "s => document.querySelector('table.samples tbody tr.selected')?.dataset.sample === String(s)",
            arg=visible + 4,
        )
        assert in_view(frame, visible + 4) and linked_sample(page) == visible + 4

        # A link naming a row deep in the step opens with that row selected and in view.
        other = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors += watch_errors(other)
        deep = ROWS - 100
        linked = open_tab(other, server.url, "&tbv=" + urllib.parse.quote(f"run=wide&step={WIDE_STEP}&sample={deep}"))
        linked.wait_for_selector(f"table.samples tbody tr.selected[data-sample='{deep}']", timeout=60_000)
        assert in_view(linked, deep)
        other.close()
    page.close()
    assert errors == []
