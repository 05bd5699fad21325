"""Fixtures shared by the test modules."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, settings

from support.browsing import CHROMIUM, chromium
from support.setup_check import missing

# Property tests run on CI's 2 busy cores: generating an example may be slow there, which is no
# failure of the code under test (a health check that fails on load is a flaky test).
settings.register_profile(
    "busy", deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
settings.load_profile("busy")


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
