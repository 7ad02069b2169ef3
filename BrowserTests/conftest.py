"""Session fixtures: the course is built once, served once with `gen serve`, and one headless
Chromium is shared by every test."""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from browser import start_chromium  # noqa: E402
from checks import crawl  # noqa: E402
from course import write_course  # noqa: E402

REPO = HERE.parent
SCREENSHOTS = HERE / "screenshots"


def _gen():
    path = Path(os.environ.get("CALLSITE_GEN", REPO / ".build/debug/gen"))
    if not path.is_file():
        pytest.fail(f"no gen binary at {path}: build it (swift build --product gen) or set CALLSITE_GEN")
    return path


@pytest.fixture(scope="session")
def gen():
    return _gen()


@pytest.fixture(scope="session")
def content(tmp_path_factory):
    """The content folder: $CALLSITE_CONTENT, else the repository's content/ when it has
    lessons, else the suite's own small course."""
    chosen = os.environ.get("CALLSITE_CONTENT")
    if chosen:
        return Path(chosen).resolve()
    if (REPO / "content" / "lessons").is_dir():
        return REPO / "content"
    return write_course(tmp_path_factory.mktemp("content"))


@pytest.fixture(scope="session")
def site(gen, content, tmp_path_factory):
    """The built site (in a temporary folder: the repository's site/ is never touched)."""
    out = tmp_path_factory.mktemp("build") / "site"
    proc = subprocess.run(
        [str(gen), "build", "--content", str(content), "--templates", str(REPO / "templates"),
         "--output", str(out), "--quiet"], capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.fail(f"gen build failed ({proc.returncode}):\n{proc.stdout}{proc.stderr}")
    return out


@pytest.fixture(scope="session")
def server(gen, content, site):
    """`gen serve` on a free port over the built site; yields its base URL."""
    proc = subprocess.Popen(
        [str(gen), "serve", "--port", "0", "--content", str(content), "--templates", str(REPO / "templates"),
         "--output", str(site)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = None
    deadline = time.time() + 60
    lines = []
    while time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            if proc.poll() is not None:
                break
            continue
        lines.append(line)
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            base = f"http://127.0.0.1:{match.group(1)}/"
            break
    if base is None:
        proc.kill()
        pytest.fail("gen serve did not start:\n" + "".join(lines))
    yield base
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def http_crawl(driver, server, site):
    """Every page reachable from the home page over `gen serve`, and the 404 page: visited once
    for every module that reads it, since a visit of every page takes over a minute."""
    return crawl(driver, server, site, extra=("404.html",))


@pytest.fixture(scope="session")
def file_base(site):
    return site.resolve().as_uri() + "/"


@pytest.fixture(scope="session")
def driver():
    d = start_chromium()
    yield d
    d.quit()


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
