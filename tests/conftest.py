"""Fixtures shared by the test modules."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest

from browsing import CHROMIUM, LAUNCH_ARGS


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, launched once for the session (skips when it is missing)."""
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian chromium missing: `make test` installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def main_ppo(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], object]:
    """verl's real ``main_ppo`` by configuration name (``verl_cpu.run.CONFIGS``), each run once per
    session whichever modules ask for it (a run takes minutes)."""
    from verl_cpu.run import run_main_ppo

    runs: dict[str, object] = {}

    def run(name: str) -> object:
        if name not in runs:
            runs[name] = run_main_ppo(str(tmp_path_factory.mktemp(name)), name)
        return runs[name]

    return run
