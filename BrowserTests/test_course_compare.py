"""The course's own comparison: lesson 4.3 compares Apple's FoundationModels recording of the
brioche request with the offline stand-in's run of it. On the real course build, at 1280 and
390 pixels, the lesson's block and the comparison's page show the runs side by side when wide,
stacked with a working switch when narrow, and never scroll sideways. Each test leaves a
screenshot in BrowserTests/screenshots/ for a person to look at."""

import pytest
from selenium.webdriver.common.by import By

from browser import open_page, reset_viewport, set_viewport

PAIR = ["11-brioche-foundationmodels", "11-brioche-offline"]
PAGE = "compare/" + "--".join(PAIR) + "/index.html"
LESSON = "in-practice/what-foundationmodels-records/index.html"
PAGES = {"page": PAGE, "lesson": LESSON}
WIDTHS = {"wide": (1280, 900, False), "narrow": (390, 844, True)}
RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
NO_SIDEWAYS = "return document.documentElement.scrollWidth <= window.innerWidth + 1"
SUMMARY = f"step 3: {PAIR[0]} called searchBreadDatabaseTool, {PAIR[1]} answered without a tool."


@pytest.fixture(scope="module")
def course(file_base, site):
    if not (site / PAGE).is_file():
        pytest.fail(f"the course build has no {PAGE}: is the compare block still in lesson 4.3?")
    return file_base


@pytest.fixture
def viewport(driver):
    def choose(name):
        width, height, mobile = WIDTHS[name]
        set_viewport(driver, width, height, mobile)
    yield choose
    reset_viewport(driver)


def rect(driver, element):
    return driver.execute_script(RECT, element)


def the_block(driver):
    """The comparison on the page: the lesson has exactly one."""
    blocks = driver.find_elements(By.CSS_SELECTOR, ".compare")
    assert len(blocks) == 1, f"{len(blocks)} comparisons on the page"
    return blocks[0]


def the_first_full_row(block):
    """The two cells of the first row where both runs have a step (the instructions)."""
    for row in block.find_elements(By.CSS_SELECTOR, ".compare-row"):
        cells = row.find_elements(By.CSS_SELECTOR, ".compare-cell")
        if not row.find_elements(By.CSS_SELECTOR, ".compare-gap") and len(cells) == 2:
            return cells
    pytest.fail("no row with a step in both runs")


@pytest.mark.parametrize("name", sorted(PAGES))
def test_wide_screens_show_apples_run_and_the_stand_ins_side_by_side(driver, course, viewport, screenshots, name):
    viewport("wide")
    open_page(driver, course + PAGES[name])
    block = the_block(driver)
    assert block.find_element(By.CSS_SELECTOR, ".compare-summary").text == SUMMARY
    a, b = the_first_full_row(block)
    ra, rb = rect(driver, a), rect(driver, b)
    assert rb[0] >= ra[2] - 1, f"B {rb} does not start right of A {ra}"
    assert abs(ra[1] - rb[1]) < 2, f"A {ra} and B {rb} do not start level"
    assert not block.find_element(By.CSS_SELECTOR, ".compare-switch").is_displayed(), "the switch shows on a wide screen"
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
    a_cells = block.find_elements(By.CSS_SELECTOR, '.compare-cell[data-column="0"]')
    b_cells = block.find_elements(By.CSS_SELECTOR, '.compare-cell[data-column="1"]')
    assert all(c.is_displayed() for c in a_cells) and not any(c.is_displayed() for c in b_cells), \
        "Apple's run is not the one shown first"
    driver.execute_script("arguments[0].scrollIntoView()", block)
    driver.save_screenshot(str(screenshots / f"course-compare-{name}-narrow-a.png"))
    switch.find_element(By.CSS_SELECTOR, 'button[data-show="1"]').click()
    assert all(c.is_displayed() for c in b_cells) and not any(c.is_displayed() for c in a_cells), \
        "the switch did not show the stand-in's run"
    driver.save_screenshot(str(screenshots / f"course-compare-{name}-narrow-b.png"))
    switch.find_element(By.CSS_SELECTOR, 'button[data-show="all"]').click()
    a, b = the_first_full_row(block)
    ra, rb = rect(driver, a), rect(driver, b)
    assert rb[1] >= ra[3] - 1 and abs(ra[0] - rb[0]) < 2, f"B {rb} is not under A {ra}"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways with both runs shown"


def test_the_lessons_block_links_its_page_and_the_page_links_the_lesson(driver, course, viewport):
    viewport("wide")
    open_page(driver, course + LESSON)
    link = the_block(driver).find_element(By.CSS_SELECTOR, ".compare-title a")
    assert link.get_attribute("href") == course + PAGE
    open_page(driver, course + PAGE)
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a")]
    assert course + LESSON in hrefs, "the comparison's page does not list lesson 4.3"
