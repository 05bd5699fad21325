"""The docs name what exists: every dotted module path (``tb_verl_logger.x.y``, an attribute at
its end) and every source file path they name is there. A rename that forgets a page fails here,
not in a reader's hands."""

from __future__ import annotations

import importlib
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).parents[2]
PAGES = sorted(
    [
        *ROOT.glob("docs/*.md"),
        ROOT / "README.md",
        *ROOT.glob("tb_verl_plugin/*.md"),
        ROOT / "tb_verl_plugin/format/trace.proto",
    ]
)
DOTTED = re.compile(r"\b(tb_verl_(?:plugin|logger)(?:\.[A-Za-z_]\w*)+)")
FILE = re.compile(
    r"(?<![\w/.-])((?:logger|tb_verl_plugin|frontend|tests|benchmarks|examples|docs)/[\w./-]+\.(?:py|ts|md|proto|css|json|sh))"
)


def resolves(dotted: str) -> bool:
    """Whether the longest importable prefix of ``dotted`` has the rest as attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(found, attribute):
                return False
            found = getattr(found, attribute)
        return True
    return False


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_the_names_a_page_gives_exist(page: pathlib.Path) -> None:
    text = page.read_text()
    dotted = {match.rstrip(".") for match in DOTTED.findall(text)}
    missing = sorted(name for name in dotted if not name.endswith((".py", ".md")) and not resolves(name))
    missing += sorted(path for path in set(FILE.findall(text)) if not (ROOT / path).exists())
    assert not missing, f"{page.relative_to(ROOT)} names what does not exist: {missing}"
