"""The site as two books (the course and Callsite's manual, issue 45) and the leftovers of
issue 44: search results with a snippet of the matched text, comparisons that mark only the
words two answers do not share, and "On this page" never covered by a full-width transcript.
Each test measures something that failed before its change; screenshots go to
BrowserTests/screenshots/."""

import re

import pytest
from selenium.webdriver.common.by import By

from browser import open_page, reset_viewport, set_javascript, set_viewport, wait_for

LESSON = "tools-that-work/tools-that-remember/index.html"
MANUAL_PAGE = "making-the-course/how-the-transcripts-were-made/index.html"
LAST_OF_COURSE = "in-practice/testing-tools/index.html"
COMPARE = "compare/07-house-remembers--07-house-remembers@qwen1.5b/index.html"
RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"


@pytest.fixture
def viewport(driver):
    """Sets a viewport (JavaScript on or off); undone after the test."""
    def choose(width, height=900, javascript=True):
        set_viewport(driver, width, height, width < 800)
        set_javascript(driver, javascript)
    yield choose
    reset_viewport(driver)
    set_javascript(driver, True)


def rect(driver, element):
    return driver.execute_script(RECT, element)


# Two books -------------------------------------------------------------------------------

@pytest.mark.parametrize("width", [1280, 390])
def test_the_home_page_has_a_table_of_contents_for_each_book(driver, server, viewport, screenshots, width):
    viewport(width)
    open_page(driver, server + "index.html")
    heads = [h.text for h in driver.find_elements(By.CSS_SELECTOR, ".book-toc > h2")]
    assert len(heads) == 2 and "course" in heads[0].lower() and "manual" in heads[1].lower(), heads
    manual = driver.find_elements(By.CSS_SELECTOR, ".book-toc")[1]
    numbers = [n.text for n in manual.find_elements(By.CSS_SELECTOR, ".toc ul .lesson-number")]
    assert numbers and all(re.match(r"[A-Z]\.\d+$", n) for n in numbers), numbers
    driver.save_screenshot(str(screenshots / f"books-home-{width}.png"))


@pytest.mark.parametrize("width", [1280, 390])
def test_a_manual_page_shows_the_manuals_chapters_and_stays_in_its_book(driver, server, viewport, screenshots, width):
    viewport(width)
    open_page(driver, server + MANUAL_PAGE)
    chapters = driver.execute_script(
        "return Array.from(document.querySelectorAll('.sidebar .chapter-link')).map(function (a) { return a.textContent.trim(); });")
    assert chapters and all(re.match(r"[A-Z] ", c) for c in chapters), chapters
    assert not any("Foundations" in c for c in chapters), chapters
    current = driver.execute_script(
        "var a = document.querySelector('.sidebar .book-link.current'); return a && a.textContent;")
    assert current and "manual" in current.lower()
    driver.save_screenshot(str(screenshots / f"books-manual-{width}.png"))
    open_page(driver, server + LAST_OF_COURSE)
    assert not driver.find_elements(By.CSS_SELECTOR, ".pager-next"), "the course's last lesson leads into the manual"


# Search snippets -------------------------------------------------------------------------

@pytest.mark.parametrize("width", [1280, 390])
def test_a_result_found_in_the_text_shows_the_words_around_the_match(driver, server, viewport, screenshots, width):
    viewport(width)
    open_page(driver, server + "index.html")
    box = driver.find_element(By.ID, "search-input")
    box.send_keys("compressed")
    snippets = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#search-results .result-snippet"))
    assert snippets, "no snippet under any result"
    text = snippets[0].text
    marked = [m.text.lower() for m in snippets[0].find_elements(By.CSS_SELECTOR, "mark")]
    assert "compressed" in marked, (text, marked)
    assert len(text.split()) >= 6, f"the snippet is not the words around the match: {text!r}"
    driver.save_screenshot(str(screenshots / f"search-snippet-{width}.png"))


# Comparisons: only what differs ----------------------------------------------------------

@pytest.mark.parametrize("width", [1280, 390])
def test_a_differing_answer_marks_only_the_words_that_differ(driver, server, viewport, screenshots, width):
    viewport(width)
    open_page(driver, server + COMPARE)
    blocks = driver.find_elements(By.CSS_SELECTOR, ".compare-text-diff")
    assert blocks, "no answer is compared word by word"
    counts = driver.execute_script("""
        return Array.from(document.querySelectorAll('.compare-text-diff .compare-value')).map(function (p) {
          var all = p.textContent.trim().split(/\\s+/).length - 1;
          var marked = 0;
          p.querySelectorAll('mark').forEach(function (m) { marked += m.textContent.trim().split(/\\s+/).length; });
          return [all, marked];
        });""")
    assert any(0 < marked < total for total, marked in counts), \
        f"no answer has both shared and marked words: {counts}"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", blocks[0])
    driver.save_screenshot(str(screenshots / f"compare-text-diff-{width}.png"))


# "On this page" is never covered -----------------------------------------------------------

@pytest.mark.parametrize("width", [1280, 1440, 1600])
@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_no_transcript_passes_in_front_of_on_this_page(driver, server, viewport, screenshots, width, javascript):
    viewport(width, 900, javascript)
    open_page(driver, server + LESSON)
    outline = driver.find_element(By.CSS_SELECTOR, ".outline")
    for transcript in driver.find_elements(By.CSS_SELECTOR, ".lesson .transcript"):
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", transcript)
        o = rect(driver, outline)
        t = rect(driver, transcript)
        if o[2] - o[0] <= 0 or o[3] <= 0 or o[1] >= 900:
            continue  # the outline is above the lesson, scrolled out of view
        overlap = min(o[2], t[2]) - max(o[0], t[0]) > 0 and min(o[3], t[3]) - max(o[1], t[1]) > 0
        assert not overlap, f"a transcript {t} covers On this page {o} at {width} px"
    driver.save_screenshot(str(screenshots / f"outline-{width}-{'js' if javascript else 'nojs'}.png"))


def test_at_1600_the_outline_keeps_a_column_beside_full_width_transcripts(driver, server, viewport):
    viewport(1600)
    open_page(driver, server + LESSON)
    outline = driver.find_element(By.CSS_SELECTOR, ".outline")
    assert driver.execute_script("return getComputedStyle(arguments[0]).position", outline) == "sticky"
    text = driver.find_element(By.CSS_SELECTOR, ".prose > p")
    transcript = driver.find_element(By.CSS_SELECTOR, ".lesson .transcript")
    t, p = rect(driver, transcript), rect(driver, text)
    assert (t[2] - t[0]) >= (p[2] - p[0]) + 200, "the transcript is no wider than the text"
    assert t[2] <= rect(driver, outline)[0], "the transcript reaches into the outline"
