"""Fixtures shared by the test modules."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor

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


RUNS_AT_ONCE = 2
"""main_ppo runs in flight at once. One run leaves a 2-core machine about 40% idle (Ray's start-up and
its workers' imports wait on each other: 126 CPU-s in 108 s measured), so two overlap well; the
harness keeps concurrent runs apart (each its own Ray temp dir, processes found by their run's mark,
only unmapped shared memory removed: ``verl_cpu.run.cleanup``)."""


def runs_asked_for(items: list[pytest.Item]) -> list[str]:
    """The ``main_ppo`` configurations the collected tests ask for, in the order they ask: each
    test's ``main_ppo_runs`` marker and the configuration names among its parameters."""
    from verl_cpu.run import CONFIGS

    names: list[str] = []
    for item in items:
        if "main_ppo" not in getattr(item, "fixturenames", ()):
            continue
        marker = item.get_closest_marker("main_ppo_runs")
        callspec = getattr(item, "callspec", None)
        parameters = callspec.params.values() if callspec else ()
        asked = [*(marker.args if marker else ()), *(p for p in parameters if isinstance(p, str) and p in CONFIGS)]
        names += [name for name in asked if name not in names]
    return names


@pytest.fixture(scope="session")
def main_ppo(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Callable[[str], object]]:
    """verl's real ``main_ppo`` by configuration name (``verl_cpu.run.CONFIGS``), each run once per
    session whichever modules ask for it (a run takes minutes). The first ask starts every run the
    session's tests will ask for, ``RUNS_AT_ONCE`` at a time in the order they are asked for, so a
    test waits at most for its own run while the others go on beside the tests between."""
    from verl_cpu.run import run_main_ppo

    wanted = runs_asked_for(request.session.items)
    pool = ThreadPoolExecutor(max_workers=RUNS_AT_ONCE, thread_name_prefix="main_ppo")
    runs: dict[str, Future[object]] = {}

    def start(name: str) -> None:
        if name not in runs:
            runs[name] = pool.submit(run_main_ppo, str(tmp_path_factory.mktemp(name)), name)

    def run(name: str) -> object:
        for each in (*wanted, name):
            start(each)
        return runs[name].result()

    yield run
    # Runs nobody waited for (a session cut short) end at their own timeout; none is left behind.
    pool.shutdown(wait=True, cancel_futures=True)
