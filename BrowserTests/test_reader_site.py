"""The reader's site as issue 44 asks for it, against the repository's course: the checks that
type, press keys, resize or emulate a touch screen. What one look at a loaded page can judge is
in test_reader_matrix.py, in every state. Each test measures something that failed before its
fix; screenshots go to BrowserTests/screenshots/."""

import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import open_page, reset_viewport, set_javascript, set_viewport, wait_for
from checks import set_theme
from reader_matrix import BROKEN_CODE_WORDS

WIDTHS = {1280: (1280, 900, False), 768: (768, 1024, True), 390: (390, 844, True),
          320: (320, 640, True)}
RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
NO_SIDEWAYS = "return document.documentElement.scrollWidth <= window.innerWidth + 1"

NOTES_LESSON = "tools-that-work/tools-that-remember/index.html"
TRANSCRIPT = "transcripts/05-packing-list/index.html"
REFERENCE = "reference/gen-commands/index.html"


@pytest.fixture
def at(driver):
    """Chooses a viewport (and JavaScript on or off); undone after the test."""
    def choose(width, javascript=True):
        w, h, mobile = WIDTHS[width]
        set_viewport(driver, w, h, mobile)
        set_javascript(driver, javascript)
    yield choose
    reset_viewport(driver)
    set_javascript(driver, True)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    driver.execute_script("try { localStorage.clear(); } catch (e) {}")


def rect(driver, element):
    return driver.execute_script(RECT, element)


def width_of(driver, element):
    r = rect(driver, element)
    return r[2] - r[0]


def shot(driver, screenshots, name):
    driver.save_screenshot(str(screenshots / f"reader-{name}.png"))


# Comparisons -----------------------------------------------------------------------------

def test_search_finds_a_comparison(driver, server, at):
    at(1280)
    open_page(driver, server + TRANSCRIPT)
    box = driver.find_element(By.ID, "search-input")
    box.send_keys("packing list qwen0.5b")
    assert wait_for(lambda: any("Comparison" in o.text for o in driver.find_elements(
        By.CSS_SELECTOR, "#search-results [role=option]"))), "search does not find the comparison"


# Bugs ------------------------------------------------------------------------------------

def test_arrow_keys_scroll_a_focused_block_instead_of_moving_between_steps(driver, server, at):
    at(1280)
    open_page(driver, server + TRANSCRIPT)
    block = next(p for p in driver.find_elements(By.CSS_SELECTOR, ".transcript .step-body pre") if p.is_displayed())
    driver.execute_script("arguments[0].setAttribute('tabindex', '0'); arguments[0].focus()", block)
    assert driver.execute_script("return document.activeElement === arguments[0]", block)
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    assert driver.execute_script("return location.hash") == "", "→ in a code block moved to a step"
    driver.find_element(By.ID, "search-input").click()
    ActionChains(driver).send_keys("ab", Keys.ARROW_LEFT, Keys.ARROW_RIGHT).perform()
    assert driver.execute_script("return location.hash") == "", "→ in the search box moved to a step"
    driver.find_element(By.ID, "search-input").clear()
    body = driver.find_element(By.TAG_NAME, "body")
    driver.execute_script("document.activeElement.blur()")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    assert wait_for(lambda: driver.execute_script("return location.hash").endswith("-step-1")), body


def test_the_keys_hint_is_hidden_on_a_touch_screen(driver, server, at):
    at(390)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "hover", "value": "none"}, {"name": "pointer", "value": "coarse"}]})
    open_page(driver, server + TRANSCRIPT)
    assert driver.execute_script("return matchMedia('(pointer: coarse)').matches"), "no touch emulation"
    hints = driver.find_elements(By.CSS_SELECTOR, ".play-keys, .keys-hint")
    assert hints and not any(h.is_displayed() for h in hints)


def test_on_this_page_is_filled_again_after_widening_past_1100_px(driver, server, at):
    # A lesson with transcripts keeps its outline beside it from 1520 px (below, the
    # transcripts need its column and it is a fold above the lesson).
    set_viewport(driver, 900, 1000, False)
    open_page(driver, server + NOTES_LESSON)
    set_viewport(driver, 1600, 900, False)
    links = wait_for(lambda: [a for a in driver.find_elements(By.CSS_SELECTOR, ".outline a") if a.is_displayed()])
    assert links, "On this page is empty after widening"
    reset_viewport(driver)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_theme_buttons_name_is_its_visible_label(driver, server, at, theme):
    at(1280)
    open_page(driver, server + TRANSCRIPT)
    set_theme(driver, theme)
    open_page(driver, server + TRANSCRIPT)
    button = driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    name = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {
        "backendNodeId": driver.execute_cdp_cmd("DOM.describeNode", {"objectId": driver.execute_cdp_cmd(
            "Runtime.evaluate", {"expression": "document.querySelector('.theme-toggle')"})["result"]["objectId"]})
        ["node"]["backendNodeId"], "fetchRelatives": False})["nodes"][0]["name"]["value"]
    assert button.text.strip() and button.text.strip() in name, f"{button.text!r} is not in its name {name!r}"
    assert button.get_attribute("aria-pressed") == ("true" if theme == "dark" else "false")


@pytest.mark.parametrize("width", [390, 320])
def test_code_in_a_table_never_breaks_inside_a_word_and_the_page_never_scrolls_sideways(
        driver, server, site, at, screenshots, width):
    at(width)
    pages = sorted(p.relative_to(site).as_posix() for p in site.glob("**/index.html")
                   if "<td" in p.read_text(encoding="utf-8"))
    assert REFERENCE in pages
    problems = []
    for page in pages:
        open_page(driver, server + page)
        broken = driver.execute_script(BROKEN_CODE_WORDS)
        if broken:
            problems.append(f"{page}: broken inside a word: {broken[:4]}")
        if not driver.execute_script(NO_SIDEWAYS):
            problems.append(f"{page}: the page scrolls sideways")
    assert not problems, "\n".join(problems)
    open_page(driver, server + REFERENCE)
    shot(driver, screenshots, f"reference-{width}")


@pytest.mark.parametrize("width", [390, 320])
def test_search_results_are_wide_with_lesson_numbers_and_the_matched_words(driver, server, at, screenshots, width):
    at(width)
    open_page(driver, server + "index.html")
    driver.find_element(By.ID, "search-input").send_keys("filters")
    assert wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))
    listbox = driver.find_element(By.ID, "search-results")
    assert width_of(driver, listbox) >= width - 20, f"results are {width_of(driver, listbox)} px wide"
    options = driver.find_elements(By.CSS_SELECTOR, "#search-results [role=option]")
    lessons = [o for o in options if o.find_element(By.CSS_SELECTOR, ".result-kind").text.startswith("Lesson")]
    assert lessons, "no lesson among the results"
    for lesson in lessons:
        assert re.match(r"[A-Z\d]+\.\d+ ", lesson.find_element(By.CSS_SELECTOR, ".result-title").text), lesson.text
    assert options[0].find_elements(By.CSS_SELECTOR, "mark"), "the matched word is not marked"
    shot(driver, screenshots, f"search-{width}")


# Scorecards ------------------------------------------------------------------------------

SCORECARD = "scorecards/coffee-menu/index.html"
SCORECARD_LAYOUT = r"""
var box = document.querySelector('.scorecard'), table = box.querySelector('table');
function shown(e) { return e.checkVisibility(); }
var cells = Array.prototype.slice.call(table.querySelectorAll('tbody td'));
return {
  overflow: table.scrollWidth - box.clientWidth,
  headers: shown(table.querySelector('thead')),
  cells: cells.length,
  named: cells.filter(function (td) {
    var label = td.querySelector('.scorecard-cell-model');
    return label && shown(label) && label.textContent.length > 0;
  }).length
};"""


@pytest.mark.parametrize("width", [390, 768])
def test_a_scorecard_stacks_where_its_columns_do_not_fit_and_each_cell_names_its_model(
        driver, server, at, screenshots, width):
    at(width)
    for page in (SCORECARD, "in-practice/testing-tools/index.html"):
        open_page(driver, server + page)
        m = driver.execute_script(SCORECARD_LAYOUT)
        assert m["overflow"] <= 1, f"{page}: the scorecard scrolls sideways by {m['overflow']} px"
        assert not m["headers"], f"{page}: the column headers still show above stacked cells"
        assert m["cells"] > 0 and m["named"] == m["cells"], f"{page}: {m['named']} of {m['cells']} cells name their model"
    open_page(driver, server + SCORECARD)
    shot(driver, screenshots, f"scorecard-{width}")


def test_a_wide_scorecard_is_a_table_with_its_models_in_the_column_headers(driver, server, at):
    at(1280)
    open_page(driver, server + SCORECARD)
    m = driver.execute_script(SCORECARD_LAYOUT)
    assert m["headers"], "no column headers on a wide screen"
    assert m["named"] == 0, "the cells repeat their model beside the column headers"
    assert m["overflow"] <= 1, f"the scorecard scrolls sideways by {m['overflow']} px"
