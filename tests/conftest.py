"""Fixtures shared by the test modules."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest

from support.browsing import CHROMIUM, chromium
from support.setup_check import missing


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, launched once for the session (skips when it is missing, fails on CI)."""
    if not os.path.exists(CHROMIUM):
        missing("Debian chromium missing: `make test` installs it")
    with chromium() as browser:
        yield browser


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
