"""Notes beside their steps, the flow of values between steps, tool pages and play mode, at
1280 and 390 pixels; each test measures with element rectangles and leaves a screenshot in
BrowserTests/screenshots/ for a person to look at."""

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import open_page, reset_viewport, set_javascript, set_viewport, wait_for
from checks import html_pages

WIDTHS = {"wide": (1280, 900, False), "narrow": (390, 844, True)}

RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"


def read(site, rel):
    return (site / rel).read_text(encoding="utf-8")


def first_page(site, pattern, kind=""):
    """The first page (by path) whose HTML matches `pattern`, relative to the site."""
    for rel in sorted(html_pages(site)):
        if kind and not rel.startswith(kind):
            continue
        if re.search(pattern, read(site, rel)):
            return rel
    pytest.fail(f"no page of the site matches {pattern!r}")


@pytest.fixture
def viewport(driver):
    chosen = []

    def choose(name):
        width, height, mobile = WIDTHS[name]
        set_viewport(driver, width, height, mobile)
        chosen.append(name)

    yield choose
    reset_viewport(driver)
    set_javascript(driver, True)


def rect(driver, element):
    return driver.execute_script(RECT, element)


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_note_sits_beside_its_step_when_wide_and_under_it_when_narrow(
        driver, server, site, viewport, screenshots, width, javascript):
    page = first_page(site, r'class="step-note"', kind="")
    viewport(width)
    set_javascript(driver, javascript)
    open_page(driver, server + page)
    note = driver.find_element(By.CSS_SELECTOR, ".step.has-note .step-note")
    step = note.find_element(By.XPATH, "./ancestor::li[contains(@class, 'step')]")
    main = step.find_element(By.CSS_SELECTOR, ".step-main")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", step)
    n, m, s = rect(driver, note), rect(driver, main), rect(driver, step)
    assert note.is_displayed() and note.text.strip(), "the note is not shown"
    if width == "wide":
        assert n[0] >= m[2] - 1, f"the note {n} does not start right of the step's content {m}"
        assert s[1] <= n[1] < m[3], f"the note {n} is not level with its step {m}"
        assert n[2] <= s[2] + 1, f"the note {n} leaves its step's box {s}"
    else:
        assert n[1] >= m[3] - 1, f"the note {n} is not under the step's content {m}"
        assert abs(n[0] - m[0]) < 2, f"the note {n} is not aligned with the step {m}"
        assert driver.execute_script(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1"), \
            "the page scrolls sideways"
    mode = "js" if javascript else "nojs"
    driver.save_screenshot(str(screenshots / f"step-note-{width}-{mode}.png"))


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_value_flow_link_jumps_to_the_step_its_value_came_from(
        driver, server, site, viewport, screenshots, width):
    page = first_page(site, r'class="flow-link" href="#[^"]+-step-\d+" data-flow="[^"]+-value-', "transcripts/")
    viewport(width)
    open_page(driver, server + page)
    link = next(a for a in driver.find_elements(By.CSS_SELECTOR, "a.flow-link")
                if a.get_attribute("href").split("#")[1] != a.get_attribute("data-flow"))
    target = link.get_attribute("href").split("#")[1]
    source = link.get_attribute("data-flow")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    # Hovering (here: focusing) the link marks the value it came from.
    driver.execute_script("arguments[0].focus()", link)
    assert wait_for(lambda: "flow-hot" in driver.find_element(By.ID, source).get_attribute("class")), \
        "focusing the argument's link did not highlight its source value"
    driver.save_screenshot(str(screenshots / f"value-flow-focus-{width}.png"))
    link.send_keys(Keys.ENTER)
    assert wait_for(lambda: driver.execute_script("return location.hash") == "#" + target)
    step = driver.find_element(By.ID, target)
    top = wait_for(lambda: (lambda r: r if 0 <= r[1] < driver.execute_script("return innerHeight") else None)(
        rect(driver, step)))
    assert top, f"step {target} is not in view after following the link: {rect(driver, step)}"
    assert driver.execute_script("return arguments[0].matches(':target')", step)
    assert driver.find_element(By.ID, source).is_displayed(), "the source value is hidden"
    driver.save_screenshot(str(screenshots / f"value-flow-jump-{width}.png"))


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_tool_page_shows_the_tool_and_where_it_is_used(
        driver, server, site, viewport, screenshots, width):
    # A lesson (not a comparison page, which lessons link to but tool pages do not list).
    lesson = next(rel for rel in pages_matching(
        site, r'class="tool-link" href="[./]*tools/[^"]+" *><code>[^<]+</code></a> with arguments')
        if not rel.startswith(("compare/", "transcripts/", "tools/")))
    viewport(width)
    open_page(driver, server + lesson)
    link = driver.find_element(By.CSS_SELECTOR, ".call a.tool-link")
    name = link.text
    driver.execute_script("arguments[0].click()", link)
    assert wait_for(lambda: "/tools/" in driver.current_url)
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == name
    table = driver.find_element(By.CSS_SELECTOR, "table.arguments")
    assert table.find_elements(By.CSS_SELECTOR, "tbody tr"), "the arguments table is empty"
    summaries = [s.text for s in driver.find_elements(By.CSS_SELECTOR, "details.fold > summary")]
    assert any(s.startswith("What the model sees") for s in summaries)
    assert any("Swift" in s for s in summaries)
    uses = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".tool-uses a")]
    assert any("/transcripts/" in u for u in uses), "no transcript is listed"
    assert any(u.split("#")[0].endswith(lesson) for u in uses), "the lesson that led here is not listed"
    assert driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth + 1"), "the page scrolls sideways"
    driver.save_screenshot(str(screenshots / f"tool-page-{width}.png"))


def pages_matching(site, pattern, kind=""):
    return [rel for rel in sorted(html_pages(site))
            if rel.startswith(kind) and re.search(pattern, read(site, rel))]


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_play_mode_keeps_its_controls_in_view_and_names_its_keys(
        driver, server, site, viewport, screenshots, width):
    viewport(width)
    lessons = [p for p in pages_matching(site, r'class="transcript"') if not p.startswith("transcripts/")]
    assert lessons, "no lesson shows a transcript"
    for lesson in lessons:
        open_page(driver, server + lesson)
        height = driver.execute_script("return innerHeight")
        tall = [t for t in driver.find_elements(By.CSS_SELECTOR, ".transcript")
                if rect(driver, t)[3] - rect(driver, t)[1] > 2.5 * height]
        if tall:
            break
    else:
        pytest.fail("no lesson has a transcript taller than the window to scroll through")
    transcript = tall[0]
    bar = transcript.find_element(By.CSS_SELECTOR, ".transcript-controls")
    assert re.search(r"←\s*→\s*or\s*j\s*k", bar.text), f"the keys are not named: {bar.text!r}"
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", bar)
    bar.find_element(By.XPATH, ".//button[.='Play step by step']").click()
    next_button = bar.find_element(By.XPATH, ".//button[.='Next step']")
    for _ in range(3):
        next_button.click()
    # Half way down the transcript: its header is long gone, the controls are not.
    driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "window.scrollTo({top: scrollY + r.top + r.height / 2 - innerHeight / 2, behavior: 'instant'});",
        transcript)
    head = rect(driver, transcript.find_element(By.CSS_SELECTOR, ".transcript-head"))
    assert head[3] < 0, f"the transcript's header {head} is still in view; the test did not scroll"
    box = rect(driver, bar)
    assert box[1] >= -1 and box[3] <= height + 1, f"the controls left the screen: {box} in a window {height} high"
    assert next_button.is_displayed() and next_button.is_enabled()
    driver.save_screenshot(str(screenshots / f"play-mode-{width}.png"))
