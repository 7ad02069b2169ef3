"""Comparison pages and blocks at 1280 and 390 pixels: the runs side by side when wide,
stacked with a working switch when narrow, no sideways scroll, and everything visible
without JavaScript. The suite builds a small course of its own that compares two offline
transcripts of the repository's course; each test leaves a screenshot in
BrowserTests/screenshots/ for a person to look at."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from browser import open_page, reset_viewport, set_javascript, set_viewport

REPO = Path(__file__).resolve().parent.parent
PAIR = ["06-outside-us", "06-outside-us-reported"]
PAGE = "compare/06-outside-us--06-outside-us-reported/index.html"
LESSON = "runs/compare/index.html"
WIDTHS = {"wide": (1280, 900, False), "narrow": (390, 844, True)}
RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
NO_SIDEWAYS = "return document.documentElement.scrollWidth <= window.innerWidth + 1"


def write_compare_course(folder: Path) -> Path:
    """A one-lesson course whose lesson compares the two runs of the failing forecast."""
    for name in PAIR:
        (folder / "transcripts").mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / "content/transcripts" / f"{name}.json", folder / "transcripts")
    for tool in ["getCoordinates", "getWeatherForecast"]:
        (folder / "tools").mkdir(exist_ok=True)
        shutil.copy(REPO / "content/tools" / f"{tool}.json", folder / "tools")
    (folder / "site.json").write_text(json.dumps({
        "title": "Compare demo", "description": "Two runs of one session side by side.",
        "chapters": [{"folder": "01-runs", "title": "Runs"}]}), encoding="utf-8")
    lesson = folder / "lessons/01-runs/01-compare.md"
    lesson.parent.mkdir(parents=True)
    lesson.write_text("---\ntitle: Two ways to handle a failing tool\nsummary: One prompt, two runs.\n---\n"
                      "The same prompt, recorded twice.\n\n```compare " + " ".join(PAIR) + "\n```\n",
                      encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def compare_site(gen, tmp_path_factory):
    content = write_compare_course(tmp_path_factory.mktemp("compare") / "content")
    out = content.parent / "site"
    proc = subprocess.run(
        [str(gen), "build", "--content", str(content), "--templates", str(REPO / "templates"),
         "--output", str(out), "--quiet"], capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.fail(f"gen build failed ({proc.returncode}):\n{proc.stdout}{proc.stderr}")
    return out.resolve().as_uri() + "/"


@pytest.fixture
def viewport(driver):
    def choose(name):
        width, height, mobile = WIDTHS[name]
        set_viewport(driver, width, height, mobile)
    yield choose
    reset_viewport(driver)
    set_javascript(driver, True)


def rect(driver, element):
    return driver.execute_script(RECT, element)


def cells_of_a_full_row(driver):
    """The cells of the first row where every run has a step."""
    for row in driver.find_elements(By.CSS_SELECTOR, ".compare-row"):
        cells = row.find_elements(By.CSS_SELECTOR, ".compare-cell")
        if not row.find_elements(By.CSS_SELECTOR, ".compare-gap") and len(cells) == 2:
            return cells
    pytest.fail("no row with a step in every run")


@pytest.mark.parametrize("page", [PAGE, LESSON], ids=["page", "lesson"])
def test_wide_screens_show_the_runs_side_by_side(driver, compare_site, viewport, screenshots, page):
    viewport("wide")
    open_page(driver, compare_site + page)
    a, b = cells_of_a_full_row(driver)
    ra, rb = rect(driver, a), rect(driver, b)
    assert rb[0] >= ra[2] - 1, f"B {rb} does not start right of A {ra}"
    assert abs(ra[1] - rb[1]) < 2, f"A {ra} and B {rb} do not start level"
    # The switch shows on a wide screen too, with every run chosen.
    assert driver.find_element(By.CSS_SELECTOR, '.compare-switch button[aria-pressed="true"]').get_attribute(
        "data-show") == "all", "a wide screen does not show every run"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"
    driver.save_screenshot(str(screenshots / f"compare-{'page' if page == PAGE else 'lesson'}-wide.png"))


def test_narrow_screens_stack_the_runs_and_the_switch_shows_one(driver, compare_site, viewport, screenshots):
    viewport("narrow")
    open_page(driver, compare_site + PAGE)
    switch = driver.find_element(By.CSS_SELECTOR, ".compare-switch")
    assert switch.is_displayed(), "no switch on a narrow screen"
    b_cells = driver.find_elements(By.CSS_SELECTOR, '.compare-cell[data-column="1"]')
    a_cells = driver.find_elements(By.CSS_SELECTOR, '.compare-cell[data-column="0"]')
    assert all(c.is_displayed() for c in a_cells) and not any(c.is_displayed() for c in b_cells), \
        "the first run is not the one shown"
    driver.save_screenshot(str(screenshots / "compare-narrow-a.png"))
    switch.find_element(By.CSS_SELECTOR, 'button[data-show="1"]').click()
    assert all(c.is_displayed() for c in b_cells) and not any(c.is_displayed() for c in a_cells), \
        "the switch did not show the second run"
    assert switch.find_element(By.CSS_SELECTOR, 'button[data-show="1"]').get_attribute("aria-pressed") == "true"
    driver.save_screenshot(str(screenshots / "compare-narrow-b.png"))
    switch.find_element(By.CSS_SELECTOR, 'button[data-show="all"]').click()
    a, b = cells_of_a_full_row(driver)
    ra, rb = rect(driver, a), rect(driver, b)
    assert rb[1] >= ra[3] - 1 and abs(ra[0] - rb[0]) < 2, f"B {rb} is not under A {ra}"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_without_javascript_every_run_and_step_is_visible(driver, compare_site, viewport, screenshots, width):
    viewport(width)
    set_javascript(driver, False)
    open_page(driver, compare_site + PAGE)
    assert not driver.find_element(By.CSS_SELECTOR, ".compare-switch").is_displayed()
    cells = driver.find_elements(By.CSS_SELECTOR, ".compare-cell")
    hidden = [c.get_attribute("data-column") for c in cells if not c.is_displayed()]
    assert cells and hidden == [], f"cells hidden without JavaScript: {hidden}"
    if width == "narrow":
        a, b = cells_of_a_full_row(driver)
        assert rect(driver, b)[1] >= rect(driver, a)[3] - 1, "the runs do not stack"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"
    driver.save_screenshot(str(screenshots / f"compare-{width}-nojs.png"))


def test_the_summary_names_the_first_difference_and_the_block_links_its_page(driver, compare_site, viewport):
    viewport("wide")
    open_page(driver, compare_site + LESSON)
    summary = driver.find_element(By.CSS_SELECTOR, ".compare-summary").text
    assert summary.startswith(
        "step 5: both calls failed: 06-outside-us's call to getWeatherForecast failed"), summary
    link = driver.find_element(By.CSS_SELECTOR, ".compare-title a")
    assert link.get_attribute("href") == compare_site + PAGE
