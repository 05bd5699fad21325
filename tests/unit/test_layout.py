"""The logger's rooms: its core (``tb_verl_logger``'s top level) runs in any training loop, verl's or
not, so it imports neither verl nor the package's verl seams (``tb_verl_logger.verl``) or its
commands; the seams import the core, never the other way round."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

LOGGER = pathlib.Path(__file__).resolve().parents[2] / "logger"
OUTSIDE_THE_CORE = ("verl", "tb_verl_logger.verl", "tb_verl_logger.commands", "tb_verl_logger.demo")


def imported_modules(path: pathlib.Path) -> set[str]:
    """Every module an absolute import of ``path`` names, at its top or inside a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def outside_the_core(name: str) -> bool:
    return any(name == room or name.startswith(room + ".") for room in OUTSIDE_THE_CORE)


def test_the_core_imports_neither_verl_nor_the_seams_nor_the_commands() -> None:
    core = sorted(LOGGER.glob("*.py"))
    assert {p.name for p in core} >= {"trace_logger.py", "writer.py", "rows.py"}
    for path in core:
        crossing = sorted(name for name in imported_modules(path) if outside_the_core(name))
        assert not crossing, f"logger/{path.name} imports {crossing}"


def test_importing_the_logger_loads_neither_verl_torch_nor_the_seams() -> None:
    code = (
        "import sys\nfrom tb_verl_logger import SelectionPolicy, TraceLogger\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('verl', 'torch') or m.startswith(('tb_verl_logger.verl', 'tb_verl_logger.commands', 'tb_verl_logger.demo'))))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
