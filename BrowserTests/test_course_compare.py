"""The course's own comparison: lesson 4.4 compares Apple's FoundationModels recording of the
brioche request with the offline stand-in's run of it and the same script's run on the
pretrained Gemma 3 270M: three columns. On the real course build, at 1280 and 390 pixels, the
lesson's block and the comparison's page show the three runs side by side when wide, stacked
with a working switch when narrow, everything visible without JavaScript, and never scroll
sideways. Each test leaves a screenshot in BrowserTests/screenshots/ for a person to look at."""

import pytest
from selenium.webdriver.common.by import By

from browser import open_page, reset_viewport, set_javascript, set_viewport

RUNS = ["11-brioche-foundationmodels", "11-brioche-offline", "11-brioche-offline@gemma-270m"]
PAGE = "compare/" + "--".join(RUNS) + "/index.html"
LESSON = "in-practice/what-foundationmodels-records/index.html"
PAGES = {"page": PAGE, "lesson": LESSON}
WIDTHS = {"wide": (1280, 900, False), "narrow": (390, 844, True)}
RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
NO_SIDEWAYS = "return document.documentElement.scrollWidth <= window.innerWidth + 1"
SUMMARY = (f"step 3: {RUNS[0]} called searchBreadDatabaseTool, {RUNS[1]} answered without a tool, "
           f"{RUNS[2]} answered without a tool. The prompts asked for different response formats.")


@pytest.fixture(scope="module")
def course(file_base, site):
    if not (site / PAGE).is_file():
        pytest.fail(f"the course build has no {PAGE}: is the compare block still in lesson 4.4?")
    return file_base


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


def the_block(driver):
    """The comparison on the page: the lesson has exactly one."""
    blocks = driver.find_elements(By.CSS_SELECTOR, ".compare")
    assert len(blocks) == 1, f"{len(blocks)} comparisons on the page"
    return blocks[0]


def the_first_full_row(block):
    """The three cells of the first row where every run has a step (the instructions)."""
    for row in block.find_elements(By.CSS_SELECTOR, ".compare-row"):
        cells = row.find_elements(By.CSS_SELECTOR, ".compare-cell")
        if not row.find_elements(By.CSS_SELECTOR, ".compare-gap") and len(cells) == len(RUNS):
            return cells
    pytest.fail("no row with a step in every run")


def cells_of(block, column):
    return block.find_elements(By.CSS_SELECTOR, f'.compare-cell[data-column="{column}"]')


@pytest.mark.parametrize("name", sorted(PAGES))
def test_wide_screens_show_the_three_runs_side_by_side(driver, course, viewport, screenshots, name):
    viewport("wide")
    open_page(driver, course + PAGES[name])
    block = the_block(driver)
    assert block.find_element(By.CSS_SELECTOR, ".compare-summary").text == SUMMARY
    cells = [rect(driver, c) for c in the_first_full_row(block)]
    for left, right in zip(cells, cells[1:]):
        assert right[0] >= left[2] - 1, f"{right} does not start right of {left}"
        assert abs(left[1] - right[1]) < 2, f"{left} and {right} do not start level"
    assert cells[-1][2] <= driver.execute_script("return window.innerWidth"), "the last run is cut off"
    # The switch shows on a wide screen too, with every run chosen.
    assert block.find_element(By.CSS_SELECTOR, '.compare-switch button[aria-pressed="true"]').get_attribute(
        "data-show") == "all", "a wide screen does not show every run"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"
    driver.execute_script("arguments[0].scrollIntoView()", block)
    driver.save_screenshot(str(screenshots / f"course-compare-{name}-wide.png"))


@pytest.mark.parametrize("name", sorted(PAGES))
def test_narrow_screens_stack_the_runs_and_the_switch_shows_one_at_a_time(driver, course, viewport, screenshots, name):
    viewport("narrow")
    open_page(driver, course + PAGES[name])
    block = the_block(driver)
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"
    switch = block.find_element(By.CSS_SELECTOR, ".compare-switch")
    assert switch.is_displayed(), "no switch on a narrow screen"
    columns = [cells_of(block, k) for k in range(len(RUNS))]
    assert all(c.is_displayed() for c in columns[0]), "Apple's run is not the one shown first"
    assert not any(c.is_displayed() for c in columns[1] + columns[2]), "more than one run shows"
    driver.execute_script("arguments[0].scrollIntoView()", block)
    driver.save_screenshot(str(screenshots / f"course-compare-{name}-narrow-a.png"))
    for shown, letter in [(1, "b"), (2, "c")]:
        switch.find_element(By.CSS_SELECTOR, f'button[data-show="{shown}"]').click()
        others = [c for k in range(len(RUNS)) if k != shown for c in columns[k]]
        assert all(c.is_displayed() for c in columns[shown]) and not any(c.is_displayed() for c in others), \
            f"the switch did not show run {letter.upper()} alone"
        assert driver.execute_script(NO_SIDEWAYS), f"the page scrolls sideways with run {letter.upper()} shown"
        driver.save_screenshot(str(screenshots / f"course-compare-{name}-narrow-{letter}.png"))
    switch.find_element(By.CSS_SELECTOR, 'button[data-show="all"]').click()
    cells = [rect(driver, c) for c in the_first_full_row(block)]
    for above, below in zip(cells, cells[1:]):
        assert below[1] >= above[3] - 1 and abs(above[0] - below[0]) < 2, f"{below} is not under {above}"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways with every run shown"


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_without_javascript_all_three_runs_are_visible(driver, course, viewport, screenshots, width):
    viewport(width)
    set_javascript(driver, False)
    open_page(driver, course + PAGE)
    block = the_block(driver)
    assert not block.find_element(By.CSS_SELECTOR, ".compare-switch").is_displayed()
    for k in range(len(RUNS)):
        cells = cells_of(block, k)
        assert cells and all(c.is_displayed() for c in cells), f"run {k} has cells hidden without JavaScript"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"
    driver.save_screenshot(str(screenshots / f"course-compare-{width}-nojs.png"))


def test_each_run_says_which_response_format_it_asked_for_and_the_difference_is_marked(driver, course, viewport):
    viewport("wide")
    open_page(driver, course + PAGE)
    block = the_block(driver)
    formats = [run.find_element(By.XPATH, ".//dt[.='Response format']/following-sibling::dd")
               for run in block.find_elements(By.CSS_SELECTOR, ".compare-run")]
    assert all(f.find_elements(By.CSS_SELECTOR, "mark") for f in formats), "the difference is not marked"
    assert [f.find_element(By.CSS_SELECTOR, "mark").text for f in formats] == ["Recipe", "none", "none"]
    prompt_row = block.find_element(By.CSS_SELECTOR, ".compare-row.row-differentContent .compare-diff")
    assert "responseFormat" in prompt_row.text and "Recipe" in prompt_row.text


def test_the_lessons_block_links_its_page_and_the_page_links_the_lesson(driver, course, viewport):
    viewport("wide")
    open_page(driver, course + LESSON)
    link = the_block(driver).find_element(By.CSS_SELECTOR, ".compare-title a")
    assert link.get_attribute("href") == course + PAGE
    open_page(driver, course + PAGE)
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a")]
    assert course + LESSON in hrefs, "the comparison's page does not list lesson 4.4"
