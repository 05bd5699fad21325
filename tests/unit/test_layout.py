"""The logger's rooms: its core (``tb_verl_logger``'s top level) runs in any training loop, verl's or
not, so it imports neither verl nor the package's verl seams (``tb_verl_logger.verl``) or its
commands; the seams import the core, never the other way round."""

from __future__ import annotations

import ast
import pathlib
import posixpath
import re
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
    core = sorted(p for p in LOGGER.rglob("*.py") if p.relative_to(LOGGER).parts[0] not in ("verl", "commands"))
    assert {p.relative_to(LOGGER).as_posix() for p in core} >= {
        "trace_logger.py",
        "files/writer.py",
        "rows/gathering.py",
    }
    for path in core:
        crossing = sorted(name for name in imported_modules(path) if outside_the_core(name))
        assert not crossing, f"logger/{path.relative_to(LOGGER)} imports {crossing}"


def test_importing_the_logger_loads_neither_verl_torch_nor_the_seams() -> None:
    code = (
        "import sys\nfrom tb_verl_logger import SelectionPolicy, TraceLogger\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('verl', 'torch') or "
        "m.startswith(('tb_verl_logger.verl', 'tb_verl_logger.commands', 'tb_verl_logger.demo'))))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"


# ---------------------------------------------------------------------------------------- layers

ROOT = LOGGER.parent
PACKAGES = (
    ("logger", "tb_verl_logger"),
    ("tb_verl_plugin", "tb_verl_plugin"),
    ("examples/tiny_rl", "tb_verl_logger.demo"),
)
FORMAT, DIAGNOSIS, READER = "tb_verl_plugin.format", "tb_verl_plugin.diagnosis", "tb_verl_plugin.reader"
PLUGIN = ("tb_verl_plugin.tb_verl_plugin", "tb_verl_plugin.loader")


def our_modules() -> dict[str, pathlib.Path]:
    """Every module of ours by its import name (generated code left out)."""
    found = {}
    for folder, package in PACKAGES:
        for path in (ROOT / folder).rglob("*.py"):
            if path.name.endswith("_pb2.py"):
                continue
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            found[".".join([package, *(parts[:-1] if parts[-1] == "__init__" else parts)])] = path
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of ours it imports, anywhere in it (type-only imports and imports
    inside functions included). ``from package import submodule`` counts the submodule only."""
    modules = our_modules()
    graph = {}
    for name, path in modules.items():
        edges = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                edges.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                submodules = [f"{node.module}.{alias.name}" for alias in node.names]
                edges.update(submodules)
                if not all(sub in modules for sub in submodules):
                    edges.add(node.module)
        graph[name] = {edge for edge in edges if edge in modules and edge != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The cycles a depth-first walk meets (empty: none)."""
    found, state = [], {}

    def walk(node: str, path: list[str]) -> None:
        state[node] = "open"
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                found.append(path[path.index(nxt) :] + [nxt])
            elif nxt not in state:
                walk(nxt, path)
        path.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            walk(node, [])
    return found


def within(name: str, room: str) -> bool:
    return name == room or name.startswith(room + ".")


def test_no_python_module_imports_itself_round_a_cycle() -> None:
    assert cycles(import_graph()) == []


def test_a_layer_imports_only_the_layers_below_it() -> None:
    """The format imports nothing of ours outside it; the diagnosis (the detectors both sides
    run) the format; the reader both; the plugin the reader, the diagnosis and the format; the
    logger the format and the diagnosis only (its commands, the command-line front of both sides,
    may read logdirs too)."""
    allowed = {
        FORMAT: (FORMAT,),
        DIAGNOSIS: (FORMAT, DIAGNOSIS),
        READER: (FORMAT, DIAGNOSIS, READER),
        **{module: (FORMAT, DIAGNOSIS, READER, *PLUGIN) for module in PLUGIN},
    }
    wrong = []
    for module, edges in import_graph().items():
        if within(module, "tb_verl_logger.commands") or within(module, "tb_verl_logger.demo"):
            rooms = (FORMAT, DIAGNOSIS, READER, "tb_verl_logger")
        elif within(module, "tb_verl_logger"):
            rooms = (FORMAT, DIAGNOSIS, "tb_verl_logger")
        else:
            rooms = next((r for room, r in allowed.items() if within(module, room)), ("tb_verl_plugin",))
        wrong += [f"{module} -> {edge}" for edge in edges if not any(within(edge, room) for room in rooms)]
    assert wrong == []


TS_IMPORT = re.compile(r'^import[^"\n]*?from\s+"(\.[^"]+)"|^export[^"\n]*?from\s+"(\.[^"]+)"', re.MULTILINE)


def frontend_graph() -> dict[str, set[str]]:
    """The frontend's modules and the ones each imports (``import type`` included)."""
    source = ROOT / "frontend" / "src"
    graph = {}
    for path in source.rglob("*.ts"):
        name = path.relative_to(source).with_suffix("").as_posix()
        targets = set()
        for match in TS_IMPORT.finditer(path.read_text()):
            relative = match.group(1) or match.group(2)
            targets.add(posixpath.normpath(posixpath.join(posixpath.dirname(name), relative)))
        graph[name] = targets
    return graph


def test_no_frontend_module_imports_itself_round_a_cycle_and_the_model_stands_alone() -> None:
    graph = frontend_graph()
    assert {"api", "model/trace", "model/wire", "views/path"} <= set(graph)
    assert cycles({name: {t for t in targets if t in graph} for name, targets in graph.items()}) == []
    # The model layer (pure functions and the answers' shapes) imports only the model.
    assert [
        f"{name} -> {t}"
        for name, targets in graph.items()
        if name.startswith("model/")
        for t in targets
        if not t.startswith("model/")
    ] == []
