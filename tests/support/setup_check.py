"""What a test needs from the set-up (Debian's Chromium, the ends of protobuf's range, the real
model), and what to do when it is missing: here, skip, saying what installs it; on CI (``CI`` set,
as ``.ci/run`` sets it) fail, since there a missing piece is a broken set-up, not a reason to test
less."""

from __future__ import annotations

import os

import pytest

ON_CI = bool(os.environ.get("CI"))


def missing(what: str) -> None:
    """Skips the test (fails it on CI), naming what is missing and what installs it."""
    if ON_CI:
        pytest.fail(f"{what} (on CI every test must run: fix the set-up)")
    pytest.skip(what)
