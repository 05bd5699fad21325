"""Frontend timings in Debian's Chromium, on a real TensorBoard (called by ``bench_reading``),
measured inside the page with ``performance.now()`` (no Playwright round trips in the figures):
- switching steps on the long run: from the "previous step" key to the new step's decision path
  painted (its step in the header, tokens on screen, next animation frame);
- opening the tab on a 100k-step run: wall time from navigation to the newest step's path;
- a 32k-token response: from the key that opens it (the run has two steps of one such response
  each; the open one's row clicked again is not read again), through scrolling to its end, to the
  last token answering a hover with its card, painted;
- a step of 8,192 rows: from ``/step``'s answer to its table painted, and a sort and a filter of it.
"""

from __future__ import annotations

import os
import statistics
import time

import torch

from bench_logger import TOP_K
from support.browsing import chromium, open_tab
from tb_verl_logger import SelectionPolicy, TraceLogger

LONG_RESPONSE = 32768

# Polls on animation frames until a condition holds; resolves with the time it held.
_UNTIL = """
const until = (condition) => new Promise((resolve) => {
  const check = () => (condition() ? resolve(performance.now()) : requestAnimationFrame(check));
  check();
});
const painted = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
"""

_SWITCH_STEP = (
    _UNTIL
    + """
async () => {
  const target = Number(document.querySelector('.step-box')?.value) - 1;
  const started = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', {key: '[', bubbles: true}));
  await until(() => document.querySelector('.meta')?.textContent.includes('step ' + target)
                   && document.querySelector('.path .tok'));
  return (await painted()) - started;
}
"""
)

_OPEN_LONG_TRACE = (
    _UNTIL
    + """
async (last) => {
  const target = 1 - Number(document.querySelector('.step-box')?.value);
  const started = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', {key: target ? ']' : '[', bubbles: true}));
  await until(() => document.querySelector('.meta')?.textContent.includes('step ' + target)
                   && document.querySelector('.path .tok'));
  const path = document.querySelector('.path');
  path.scrollTop = path.scrollHeight;
  await until(() => document.querySelector(`.path .tok[data-i="${last}"]`));
  document.querySelector(`.path .tok[data-i="${last}"]`).dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
  await until(() => document.querySelector('.card')?.hidden === false);
  return (await painted()) - started;
}
"""
)


def write_long_response(logdir: str) -> None:
    """Two steps of one 32k-token response each, carrying every per-token field and top-5."""
    generator = torch.Generator().manual_seed(1)
    shape = (1, LONG_RESPONSE)
    fields = {name: torch.randn(shape, generator=generator) for name in ("values", "advantages", "returns")}
    log_probs = -torch.rand(shape, generator=generator) * 3
    with TraceLogger(
        os.path.join(logdir, "long_response"), selection=SelectionPolicy(random=1), top_k=TOP_K, tokenizer=_Words()
    ) as logger:
        for step in (0, 1):
            logger.log_decisions(
                step,
                responses=torch.randint(0, 1000, shape, generator=generator),
                response_mask=torch.ones(shape),
                old_log_probs=log_probs,
                ref_log_prob=log_probs - 0.01,
                entropys=torch.rand(shape, generator=generator),
                top_k_ids=torch.randint(0, 1000, (*shape, TOP_K), generator=generator),
                top_k_log_probs=-torch.rand((*shape, TOP_K), generator=generator).sort(-1).values,
                scores=torch.ones(1),
                **fields,
            )


class _Words:
    """Word-like tokens with a newline every 40, like prose or code."""

    def decode(self, token_ids: list[int]) -> str:
        return "".join(f" w{t}" + ("\n" if t % 40 == 0 else "") for t in token_ids)


def _switch_ms(frame, run: str, steps: int) -> float:
    """Median of 10 step switches on ``run`` (opened first, at its newest step)."""
    frame.locator("select[aria-label='run']").select_option(run)
    frame.wait_for_function(
        "s => document.querySelector('.meta')?.textContent.includes('step ' + s)", arg=steps - 1, timeout=120_000
    )
    return statistics.median(frame.evaluate(_SWITCH_STEP) for _ in range(10))


def measure(url: str, long_run: str, steps: int) -> dict[str, float]:
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        frame = open_tab(page, url)
        frame.wait_for_selector(".chart canvas", timeout=120_000)
        switch = _switch_ms(frame, long_run, steps)
        frame.locator("select[aria-label='run']").select_option("long_response")
        frame.wait_for_selector(".path .tok")
        renders = [frame.evaluate(_OPEN_LONG_TRACE, LONG_RESPONSE - 1) for _ in range(5)]
    return {"switch_ms": switch, "long_trace_ms": statistics.median(renders)}


def measure_open_and_switch(url: str, run: str, steps: int, switch: bool = True, opens: int = 3) -> dict[str, float]:
    """On a long run: wall time from navigating to the tab until the newest step's decision path is
    on screen and the diagnosis strip has its answer (TensorBoard's app load and the step listing
    included), the part of it that is the
    tab's own (from its frame's start: TensorBoard's app loads before it, whatever the run), then
    switches (``switch``). The open is timed ``opens`` times, each in a fresh browser context (no
    cached asset): the first is the server's first open of the run, and TensorBoard's own app load
    varies by a few tenths of a second from one open to the next, so the medians are reported too."""
    with chromium() as browser:
        timed = []
        for _ in range(opens):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})  # a new context each time
            started = time.perf_counter()
            frame = open_tab(page, url)
            # Open: the newest step's path on screen and the diagnosis strip answered (whether it is on or off).
            frame.wait_for_function(
                "s => document.querySelector('.meta')?.textContent.includes('step ' + s)"
                " && document.querySelector('.path .tok')"
                " && document.querySelector('section.diagnosis')?.dataset.status !== 'loading'",
                arg=steps - 1,
                timeout=300_000,
            )
            opened = time.perf_counter() - started
            # The frame's clock starts with the frame: its time at the path painted is the tab's own part.
            tab_ms = frame.evaluate("() => new Promise((r) => requestAnimationFrame(() => r(performance.now())))")
            app_ms = frame.evaluate("() => performance.timeOrigin") - page.evaluate("() => performance.timeOrigin")
            timed.append((opened, tab_ms / 1000, app_ms / 1000))
        switched = _switch_ms(frame, run, steps) if switch else float("nan")
    (first_open, first_tab, first_app), medians = timed[0], [statistics.median(column) for column in zip(*timed)]
    return {
        "open_s": first_open,
        "tab_s": first_tab,
        "app_s": first_app,
        "open_median_s": medians[0],
        "tab_median_s": medians[1],
        "app_median_s": medians[2],
        "switch_ms": switched,
    }


# From the tab's start: waits for the step's table on screen; returns how long after /step's
# answer (its response's end, from the frame's resource timing) it was painted.
_OPEN_WIDE_STEP = (
    _UNTIL
    + """
async (step) => {
  await until(() => document.querySelector('.samples-caption')?.textContent.startsWith(`Step ${step}:`)
                   && document.querySelector('table.samples tbody tr[data-sample]'));
  const shown = await painted();
  const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes('/step?')).pop();
  return shown - answer.responseEnd;
}
"""
)

# A column head clicked (or the filter typed into) to the table in its new order painted.
_SORT = (
    _UNTIL
    + """
async (key) => {
  await until(() => document.querySelector(`table.samples th[data-key="${key}"]`));
  const head = document.querySelector(`table.samples th[data-key="${key}"]`);
  const before = head.textContent;
  const started = performance.now();
  head.click();
  await until(() => document.querySelector(`table.samples th[data-key="${key}"]`)?.textContent !== before);
  return (await painted()) - started;
}
"""
)

_FILTER = (
    _UNTIL
    + """
async (query) => {
  await until(() => document.querySelector('.sample-filter'));
  const input = document.querySelector('.sample-filter');
  const started = performance.now();
  input.value = query;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  const filtered = () => document.querySelector('.samples-caption')?.textContent.includes('match the filter');
  await until(() => query === '' ? !filtered() : filtered());
  return (await painted()) - started;
}
"""
)

WIDE_SORTS = ("score", "score", "entropy", "extra:novelty", "sample")
WIDE_FILTERS = ("score>0.5", "score>0.5 entropy<0.5", "novelty>0.9 len<20", "")


def measure_wide_step(url: str, run: str, step: int) -> dict[str, float]:
    """A step of thousands of rows (``support.runs.write_wide_step``) in the tab: from /step's answer
    to its table painted (the tab opened by a link to that step, median of 3 fresh pages), then a
    column sort and a filter, each from the click or keystroke to the table painted (medians of
    ``WIDE_SORTS`` and ``WIDE_FILTERS``); and the page errors seen (none expected)."""
    errors: list[str] = []
    with chromium() as browser:
        opens = []
        for _ in range(3):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.on("pageerror", lambda error: errors.append(str(error)))
            frame = open_tab(page, url, f"&tbv=run%3D{run}%26step%3D{step}")
            opens.append(frame.evaluate(_OPEN_WIDE_STEP, step))
            if len(opens) < 3:
                page.close()
        sorts = [frame.evaluate(_SORT, key) for key in WIDE_SORTS]
        filters = [frame.evaluate(_FILTER, query) for query in WIDE_FILTERS]
    return {
        "wide_open_ms": statistics.median(opens),
        "wide_sort_ms": statistics.median(sorts),
        "wide_filter_ms": statistics.median(filters),
        "wide_errors": errors,
    }
