"""What a user installs: the sdist and the wheel built from it (``python -m build``, as PyPI would get
them), the wheel installed into a fresh venv without ``-e``, without torch and without verl, and used
there as a new user would: the imports, ``tb-verl ls/show/diagnose`` on a logdir, a real
``tensorboard --logdir`` serving the tab and answering its reading routes as the source tree does;
the reading also beside the oldest numpy setup.py allows (numpy 1, which no other test runs).
Every other test runs on the editable install of the source tree, which cannot see a package or
data file that setup.py forgot to ship (a forgotten ``tb_verl_plugin.diagnosis`` once took every
user's TensorBoard down).

The venv reuses pip's cache of the packages it installs (a fresh machine downloads them once)."""

from __future__ import annotations

import json
import math
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.parse
import zipfile
from collections.abc import Callable

import pytest

from support.runs import write_known_run
from support.servers import python_data_provider, tensorboard_server
from tb_verl_logger import TraceLogger
from tb_verl_plugin import loader
from tb_verl_plugin.format import metadata

ROOT = pathlib.Path(__file__).parents[1]
SOURCES = {"tb_verl_plugin": "tb_verl_plugin", "logger": "tb_verl_logger", "examples/tiny_rl": "tb_verl_logger/demo"}
"""Source folder -> where its files are in the wheel: what setup.py's ``package_dir`` says, written
out again so that a change of one is a failure here, not a silent change of what ships."""
PLUGIN = f"/data/plugin/{metadata.PLUGIN_NAME}"

pytestmark = pytest.mark.timeout(900)


def tracked_files() -> list[str]:
    """The source tree's files as a fresh clone has them (git's index; nothing built or cached), the
    build's own (setup.py, and pyproject.toml, whose tool settings must leave setuptools' legacy build as it is)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--", *SOURCES, "setup.py", "pyproject.toml", "README.md"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    return [path for path in listed.decode().split("\0") if path and (ROOT / path).exists()]


def expected_in_wheel(files: list[str]) -> set[str]:
    """Every file of the source folders, where the wheel must hold it: each module and each data
    file (the built frontend, the schema, the HTTP API, ``py.typed``)."""
    shipped = set()
    for path in files:
        for folder, package in SOURCES.items():
            if path.startswith(folder + "/"):
                shipped.add(package + path[len(folder) :])
    return shipped


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> tuple[pathlib.Path, pathlib.Path]:
    """The sdist and the wheel ``python -m build`` makes from a copy of the tracked files (the
    wheel is built from the sdist, as pip builds it for a user who installs the sdist)."""
    work = tmp_path_factory.mktemp("build")
    source = work / "source"
    for path in tracked_files():
        (source / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / path, source / path)
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(work / "dist"), str(source)],
        check=True,
        capture_output=True,
        text=True,
    )
    (sdist,) = (work / "dist").glob("*.tar.gz")
    (wheel,) = (work / "dist").glob("*.whl")
    return sdist, wheel


def plain_install(wheel: pathlib.Path, directory: pathlib.Path, *also: str) -> pathlib.Path:
    """A fresh venv in ``directory`` with the wheel installed as a user installs it (no ``-e``, no
    extras), and ``also`` (requirements) with it: its bin."""
    subprocess.run([sys.executable, "-m", "venv", str(directory)], check=True)
    bin_dir = directory / "bin"
    installed = subprocess.run(
        [str(bin_dir / "python"), "-m", "pip", "install", "--quiet", str(wheel), *also],
        capture_output=True,
        text=True,
        check=False,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    return bin_dir


def oldest_numpy() -> str:
    """The oldest numpy setup.py allows (its minor version, as ``1.24``)."""
    (floor,) = re.findall(r'"numpy>=(\d+\.\d+)"', (ROOT / "setup.py").read_text())
    return str(floor)


@pytest.fixture(scope="module")
def venv(shipped: tuple[pathlib.Path, pathlib.Path], tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """The wheel as pip installs it today (the newest of what it needs): the venv's bin."""
    return plain_install(shipped[1], tmp_path_factory.mktemp("plain-install") / "venv")


@pytest.fixture(scope="module")
def venv_oldest_numpy(
    shipped: tuple[pathlib.Path, pathlib.Path], tmp_path_factory: pytest.TempPathFactory
) -> pathlib.Path:
    """The wheel beside the oldest numpy setup.py allows (numpy 1's casting and API, which every
    other test, on numpy 2, never meets): the venv's bin."""
    floor = oldest_numpy()
    bin_dir = plain_install(shipped[1], tmp_path_factory.mktemp("oldest-numpy") / "venv", f"numpy=={floor}.*")
    version = run(bin_dir, "python", "-c", "import numpy; print(numpy.__version__)").stdout.strip()
    assert version.startswith(f"{floor}."), version
    return bin_dir


INSTALLS = ("venv", "venv_oldest_numpy")
"""The plain installs the reading tests run on (fixtures by name)."""


@pytest.fixture(scope="module")
def logdir(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """Runs for the plain install to read: traces with every field (written here, with torch), and
    a run whose scalars turn NaN at step 12, which the diagnosis must name."""
    root = tmp_path_factory.mktemp("logs")
    write_known_run(str(root))
    with TraceLogger(str(root / "blowup"), diagnose=False) as logger:
        for step in range(30):
            logger.log_scalars({"actor/entropy": 2.0, "actor/grad_norm": math.nan if step == 12 else 1.0}, step)
    return root


def outside_the_source_tree(bin_dir: pathlib.Path, path: str = "") -> dict[str, object]:
    """Where a plain install's processes run: in the venv, with nothing of the source tree on the
    path (``python -m`` puts the working directory first on it), ``path`` first when given."""
    return {"cwd": str(bin_dir.parent), "env": {**os.environ, "PYTHONPATH": path}}


def run(bin_dir: pathlib.Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(bin_dir / args[0]), *args[1:]],
        capture_output=True,
        text=True,
        **outside_the_source_tree(bin_dir),
        check=False,
    )


def test_the_wheel_and_the_sdist_ship_every_package_and_data_file(shipped: tuple[pathlib.Path, pathlib.Path]) -> None:
    sdist, wheel = shipped
    files = tracked_files()
    expected = expected_in_wheel(files)
    in_wheel = {name for name in zipfile.ZipFile(wheel).namelist() if ".dist-info/" not in name}
    assert not expected - in_wheel, f"setup.py does not ship {sorted(expected - in_wheel)}"
    assert not in_wheel - expected, (
        f"the wheel ships files that are not in the source tree: {sorted(in_wheel - expected)}"
    )
    with tarfile.open(sdist) as archive:
        top = archive.getnames()[0].split("/")[0]
        in_sdist = {name[len(top) + 1 :] for name in archive.getnames() if archive.getmember(name).isfile()}
    assert not set(files) - in_sdist, f"the sdist leaves out {sorted(set(files) - in_sdist)}"
    entry_points = zipfile.ZipFile(wheel).read(
        next(n for n in zipfile.ZipFile(wheel).namelist() if n.endswith("entry_points.txt"))
    )
    assert b"tb_verl = tb_verl_plugin.loader:TbVerlLoader" in entry_points


def test_a_plain_install_imports_without_torch_or_verl(venv: pathlib.Path, tmp_path: pathlib.Path) -> None:
    script = f"""
import importlib.util, json, sys
import tb_verl_plugin.loader, tb_verl_plugin.tb_verl_plugin, tb_verl_plugin.reader, tb_verl_plugin.diagnosis
from tb_verl_logger import TraceLogger
with TraceLogger({str(tmp_path / "run")!r}) as logger:
    logger.log_scalars({{"critic/score/mean": 0.5}}, 1)
found = {{name: importlib.util.find_spec(name) is not None for name in ("torch", "verl")}}
print(json.dumps({{**found, "plugin": tb_verl_plugin.__file__, "io_errors": logger.io_errors}}))
"""
    done = run(venv, "python", "-c", script)
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout)
    assert found["torch"] is False and found["verl"] is False, "a plain install must not pull torch or verl"
    assert found["plugin"].startswith(str(venv.parent)), "the plugin must come from the installed wheel"
    assert found["io_errors"] == 0 and list(tmp_path.glob("run/events.out.tfevents.*"))


@pytest.mark.parametrize("install", INSTALLS)
def test_the_command_line_of_a_plain_install_reads_a_logdir(
    install: str, logdir: pathlib.Path, request: pytest.FixtureRequest
) -> None:
    venv = request.getfixturevalue(install)
    listed = run(venv, "tb-verl", "ls", str(logdir))
    assert listed.returncode == 0, listed.stderr[-3000:]
    assert listed.stdout.startswith("alpha\tscalars: 4\ttraces: train")
    shown = run(venv, "tb-verl", "show", str(logdir), "--run", "alpha", "--step", "2", "--sample", "0")
    assert shown.returncode == 0, shown.stderr[-3000:]
    assert shown.stdout.splitlines()[1] == "prompt: the cat"
    diagnosed = run(venv, "tb-verl", "diagnose", str(logdir), "--run", "blowup", "--json")
    assert diagnosed.returncode == 0, diagnosed.stderr[-3000:]
    (event,) = json.loads(diagnosed.stdout)["runs"]["blowup"]["events"]
    assert (event["detector"], event["fired_step"]) == ("non_finite", 12)


@pytest.mark.parametrize("install", INSTALLS)
def test_tensorboard_of_a_plain_install_serves_the_tab(
    install: str, logdir: pathlib.Path, request: pytest.FixtureRequest
) -> None:
    """The tab's page and module, and every reading route answering as the source tree's plugin
    answers in this process (numpy 2, the editable install)."""
    venv = request.getfixturevalue(install)
    source_tree = in_process_plugin(str(logdir))
    with tensorboard_server(
        str(logdir), "true", python=str(venv / "python"), **outside_the_source_tree(venv)
    ) as server:
        status, page = server.get(f"/data/plugin_entry.html?name={metadata.PLUGIN_NAME}")  # the tab's frame
        assert status == 200 and b"index.js" in page
        status, module = server.get(f"{PLUGIN}/index.js")
        assert status == 200 and b"export" in module and len(module) > 10_000, "the built frontend must ship"
        assert {r["run"] for r in server.get_json(f"{PLUGIN}/runs")["runs"]} >= {"alpha"}
        steps = server.get_json(f"{PLUGIN}/steps?run=alpha")
        assert [s[0] for s in steps["steps"]] == [2, 4, 6]
        for route in READ_ROUTES:
            assert server.get_json(f"{PLUGIN}{route}") == source_tree(route), route


READ_ROUTES = (
    "/steps?run=alpha",
    "/step?run=alpha&step=4",
    "/trace?run=alpha&step=4&sample=0",
    "/diagnosis?run=blowup",
    *(f"/query?run=alpha&q={urllib.parse.quote(q)}" for q in ("score>0.5", "entropy<1.5 recorded=1", '"the cat"')),
    "/search?run=alpha&q=cat",
)
"""Routes whose answers hang on numpy's arithmetic, casting and JSON conversion."""


def in_process_plugin(logdir: str) -> Callable[[str], object]:
    """The source tree's plugin over ``logdir`` in this process (TensorBoard's Python data provider):
    its JSON answer to a route."""
    from tensorboard.backend import application
    from tensorboard.plugins import base_plugin
    from werkzeug import test as werkzeug_test

    context = base_plugin.TBContext(data_provider=python_data_provider(logdir), logdir=logdir)
    client = werkzeug_test.Client(application.TensorBoardWSGI([loader.TbVerlLoader().load(context)]))

    def answer(route: str) -> object:
        response = client.get(f"{PLUGIN}{route}")
        assert response.status_code == 200, (route, response.get_data(as_text=True))
        return json.loads(response.get_data())

    return answer


def test_a_broken_install_leaves_tensorboard_up_and_the_tab_says_why(
    venv: pathlib.Path,
    logdir: pathlib.Path,
    tmp_path: pathlib.Path,
    browser,
) -> None:
    """The install this test breaks is a copy of the plugin without ``tb_verl_plugin.diagnosis``
    (what a hand-written package list once shipped), put before the real one on the path."""
    site = pathlib.Path(
        run(
            venv, "python", "-c", "import tb_verl_plugin, os; print(os.path.dirname(tb_verl_plugin.__path__[0]))"
        ).stdout.strip()
    )
    shadow = tmp_path / "shadow"
    shutil.copytree(site / "tb_verl_plugin", shadow / "tb_verl_plugin", ignore=shutil.ignore_patterns("diagnosis"))
    broken = outside_the_source_tree(venv, str(shadow))
    with tensorboard_server(str(logdir), "true", python=str(venv / "python"), tab_works=False, **broken) as server:
        listing = server.get_json("/data/plugins_listing")
        assert listing[metadata.PLUGIN_NAME]["enabled"] and listing["scalars"]["enabled"]
        tags = server.get_json("/data/plugin/scalars/tags")
        assert "actor/entropy" in tags["alpha"], "TensorBoard's own tabs must go on working"
        page = browser.new_page()
        try:
            page.goto(f"{server.url}/data/plugin_entry.html?name={metadata.PLUGIN_NAME}")
            message = page.wait_for_selector("#tb-verl-unavailable", timeout=60_000).text_content()
        finally:
            page.close()
    assert "No module named 'tb_verl_plugin.diagnosis'" in message
    assert "pip install --force-reinstall tb-verl-plugin" in message


def test_the_loader_names_the_plugin_as_the_format_does() -> None:
    """loader.py imports nothing of ours (so it cannot fail), so it names the plugin itself."""
    from tb_verl_plugin.tb_verl_plugin import TbVerlPlugin

    assert loader.PLUGIN_NAME == metadata.PLUGIN_NAME
    assert loader.TAB_NAME == TbVerlPlugin.frontend_metadata(None).tab_name  # type: ignore[arg-type]
