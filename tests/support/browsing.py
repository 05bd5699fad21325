"""Driving Debian's Chromium with Python playwright (never a downloaded browser): shared by the
browser tests, the frontend benchmark and the README screenshots."""

from __future__ import annotations

import contextlib
import pathlib
from collections.abc import Iterator

from playwright.sync_api import Browser, Frame, Page, sync_playwright

from tb_verl_plugin.format import metadata

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = pathlib.Path(__file__).parents[1] / "artifacts"
"""Screenshots the browser tests leave for a person to look at (not committed)."""
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """Debian's Chromium driven by playwright, closed on the way out."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def our_frame(page: Page) -> Frame:
    """The iframe TensorBoard opened for our tab (waits for it)."""
    page.wait_for_selector("iframe", timeout=60_000)
    for _ in range(200):
        frame = next((f for f in page.frames if f"plugin_entry.html?name={metadata.PLUGIN_NAME}" in f.url), None)
        if frame is not None:
            return frame
        page.wait_for_timeout(100)
    raise AssertionError("our plugin frame never appeared")


def open_tab(page: Page, url: str, view: str = "") -> Frame:
    """Opens TensorBoard at our tab (``view``: extra hash parts, as a shared link carries)."""
    page.goto(f"{url}/#{metadata.PLUGIN_NAME}{view}")
    return our_frame(page)


def wait_for_step(frame: Frame, step: int) -> None:
    """Waits until `step` is the open step and its rows are listed: the step picker moves as the
    step is asked for, the table once ``/step`` has answered (the predicate reads elements that may
    not be there yet, and tolerates it). Two minutes: on CI's 2 busy cores, beside a vLLM run's
    processes, the tab's first requests have taken over one."""
    frame.wait_for_function(
        "s => document.querySelector('.step-box')?.value === String(s)"
        " && Boolean(document.querySelector('.samples-caption')?.textContent.startsWith(`Step ${s}:`))",
        arg=step,
        timeout=120_000,
    )
