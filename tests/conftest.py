"""Fixtures shared by the test modules."""

from __future__ import annotations

import os

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
