"""The reader's site as issue 44 asks for it, against the repository's course: the tutorial
layout at 1280, 768, 390 and 320 px, notes that never hide what they talk about, headings,
the wire in place, comparisons, and the bugs a reader met. Each test measures something that
failed before its fix; screenshots go to BrowserTests/screenshots/."""

import json
import re
import subprocess

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import open_page, reset_viewport, set_javascript, set_viewport, wait_for
from checks import set_theme

WIDTHS = {1280: (1280, 900, False), 768: (768, 1024, True), 390: (390, 844, True),
          320: (320, 640, True)}
RECT = "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
NO_SIDEWAYS = "return document.documentElement.scrollWidth <= window.innerWidth + 1"

NOTES_LESSON = "tools-that-work/tools-that-remember/index.html"
WIRE_LESSON = "foundations/anatomy-of-a-tool/index.html"
TRANSCRIPT = "transcripts/05-packing-list/index.html"
COMPARED = "05-packing-list"
COMPARE3 = "compare/11-brioche-foundationmodels--11-brioche-offline--11-brioche-offline@gemma-270m/index.html"
COMPARE2 = "compare/05-packing-list--05-packing-list@qwen0.5b/index.html"
COMPARE_DIFFERS = "compare/07-house-remembers--07-house-remembers@qwen1.5b/index.html"
COMPARE_LESSON = "in-practice/what-foundationmodels-records/index.html"
TOOL = "tools/getWeatherForecast/index.html"
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


# Layout ----------------------------------------------------------------------------------

@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_a_transcript_in_a_lesson_is_wider_than_the_lessons_text_at_1280(
        driver, server, at, screenshots, javascript):
    at(1280, javascript)
    open_page(driver, server + NOTES_LESSON)
    text = driver.find_element(By.CSS_SELECTOR, ".prose > p")
    transcript = driver.find_element(By.CSS_SELECTOR, ".lesson .transcript")
    assert width_of(driver, transcript) >= width_of(driver, text) + 200, \
        f"the transcript ({width_of(driver, transcript)} px) is not wider than the text ({width_of(driver, text)} px)"
    assert driver.execute_script(NO_SIDEWAYS), "the page scrolls sideways"
    shot(driver, screenshots, f"lesson-1280-{'js' if javascript else 'nojs'}")


@pytest.mark.parametrize("page", [TRANSCRIPT, COMPARE3, TOOL], ids=["transcript", "compare", "tool"])
def test_a_page_without_an_outline_uses_the_whole_content_width_at_1280(driver, server, at, page):
    at(1280)
    open_page(driver, server + page)
    main = driver.find_element(By.CSS_SELECTOR, "main")
    assert width_of(driver, main) >= 900, f"main is only {width_of(driver, main)} px wide at 1280"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_every_step_of_a_list_with_notes_keeps_the_same_width(driver, server, at, javascript):
    at(1280, javascript)
    open_page(driver, server + NOTES_LESSON)
    widths = driver.execute_script("""
        var steps = document.querySelectorAll('.steps.has-notes > .step');
        return Array.prototype.map.call(steps, function (s) {
          var r = s.querySelector('.step-body').getBoundingClientRect(); return Math.round(r.width); });""")
    assert widths and max(widths) - min(widths) <= 2, f"step widths differ: {sorted(set(widths))}"


@pytest.mark.parametrize("page", [COMPARE3, COMPARE_LESSON], ids=["page", "lesson"])
@pytest.mark.parametrize("width", [1280, 768, 390, 320])
def test_a_comparison_scrolls_sideways_inside_itself_only(driver, server, at, screenshots, width, page):
    at(width)
    open_page(driver, server + page)
    assert driver.execute_script(NO_SIDEWAYS), f"the page scrolls sideways at {width}"
    if width >= 768:
        cells = [c for c in driver.find_elements(By.CSS_SELECTOR, ".compare-cell:not(.compare-same)")
                 if c.is_displayed()]
        narrow = [width_of(driver, c) for c in cells if width_of(driver, c) < 17 * 16 - 1]
        assert cells and not narrow, f"columns under 17rem: {narrow[:5]}"
    shot(driver, screenshots, f"compare-{'page' if page == COMPARE3 else 'lesson'}-{width}")


@pytest.mark.parametrize("width", [1280, 390])
def test_a_note_never_hides_the_output_it_talks_about(driver, server, at, width):
    at(width)
    open_page(driver, server + NOTES_LESSON)
    noted = driver.find_elements(By.CSS_SELECTOR, ".step.has-note")
    assert noted
    for step in noted:
        assert not step.find_elements(By.CSS_SELECTOR, ".step-body details.fold"), \
            f"an output of {step.get_attribute('id')}, which has a note, is folded"
        cut = driver.execute_script("""
            return Array.prototype.filter.call(arguments[0].querySelectorAll('.step-body pre'),
              function (p) { return p.scrollWidth > p.clientWidth + 1; }).length""", step)
        assert cut == 0, f"{step.get_attribute('id')} has JSON cut off at the right"


def test_steps_transcript_titles_and_turns_are_headings(driver, server, at):
    at(1280)
    open_page(driver, server + NOTES_LESSON)
    assert driver.find_element(By.CSS_SELECTOR, ".transcript-title").tag_name == "h3"
    assert driver.find_element(By.CSS_SELECTOR, ".step .step-title").tag_name == "h3"
    open_page(driver, server + COMPARE3)
    turns = driver.find_elements(By.CSS_SELECTOR, ".compare-turn > h2")
    assert turns and "Turn" in " ".join(t.text for t in turns)
    assert driver.find_element(By.CSS_SELECTOR, ".compare-cell .step-title").tag_name == "h3"


# The wire, in place ----------------------------------------------------------------------

@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_on_the_wire_opens_inside_the_lesson_below_the_sticky_bar(driver, server, at, javascript):
    at(1280, javascript)
    open_page(driver, server + WIRE_LESSON)
    assert not driver.find_elements(By.CSS_SELECTOR, ".wire-link"), "the lesson still links away"
    wire = driver.find_element(By.CSS_SELECTOR, ".transcript details.wire")
    driver.execute_script("location.hash = arguments[0]", wire.get_attribute("id"))
    if not javascript:
        driver.execute_script("arguments[0].open = true; arguments[0].scrollIntoView()", wire)
    top = rect(driver, wire)[1]
    assert "/transcripts/" not in driver.current_url
    assert top >= 60, f"the wire view's top ({top}) is under the sticky bar"


def test_a_model_round_shows_the_whole_request_as_gen_export_writes_it(driver, server, at, gen, content):
    at(1280)
    open_page(driver, server + TRANSCRIPT)
    panels = driver.find_elements(By.CSS_SELECTOR, "details.wire-request")
    assert panels, "no 'whole request' panel"
    last = panels[-1]
    texts = driver.execute_script(
        "return Array.prototype.map.call(arguments[0].querySelectorAll('pre code'), function (c) { return c.textContent; })",
        last)
    request = json.loads(texts[0])
    exported = json.loads(subprocess.run(
        [str(gen), "export", COMPARED, "--format", "openai", "--content", str(content)],
        capture_output=True, text=True, check=True).stdout)
    assert request["messages"] == exported["messages"][:-1]
    assert request["tools"] == exported["tools"]
    assert json.loads(texts[1])["choices"][0]["message"] == exported["messages"][-1]


# Comparisons -----------------------------------------------------------------------------

def test_a_row_the_same_in_every_run_is_one_card(driver, server, at):
    at(1280)
    open_page(driver, server + COMPARE3)
    rows = driver.find_elements(By.CSS_SELECTOR, ".compare-row.row-same")
    assert rows
    for row in rows:
        cells = row.find_elements(By.CSS_SELECTOR, ".compare-cell")
        assert len(cells) == 1, f"{row.get_attribute('id')} has {len(cells)} cards"
        assert width_of(driver, cells[0]) >= width_of(driver, row.find_element(By.CSS_SELECTOR, ".compare-cells")) - 2


def test_a_differing_row_marks_only_what_differs(driver, server, at):
    at(1280)
    open_page(driver, server + COMPARE_DIFFERS)
    fields = driver.find_elements(By.CSS_SELECTOR, ".compare-diff > li")
    assert fields, "no field-by-field difference"
    for field in fields:
        values = driver.execute_script("""
            return Array.prototype.map.call(arguments[0].querySelectorAll('.compare-value'), function (v) {
              var c = v.cloneNode(true), l = c.querySelector('.compare-label'); if (l) l.remove();
              return c.textContent.trim(); });""", field)
        assert len(values) >= 2 and len(set(values)) > 1, f"a field the same in every run is listed: {field.text}"
    texts = driver.find_elements(By.CSS_SELECTOR, ".compare-text-diff .compare-value")
    assert texts
    # A text that differs marks the words that differ, not the whole text.
    partly = [t for t in texts if t.find_elements(By.TAG_NAME, "mark") and driver.execute_script(
        "var m = 0; arguments[0].querySelectorAll('mark').forEach(function (x) { m += x.textContent.length; });"
        "return m < arguments[0].textContent.length - 3", t)]
    assert partly, "every differing text is marked whole"


def test_a_long_output_in_a_comparison_folds_below_its_first_lines(driver, server, at):
    at(1280)
    open_page(driver, server + COMPARE_DIFFERS)
    folds = [f for f in driver.find_elements(By.CSS_SELECTOR, ".compare-cell .step-body details.fold")
             if re.match(r"Show \d+ more lines", f.find_element(By.TAG_NAME, "summary").text)]
    assert folds, "no long output is folded"
    for fold in folds[:3]:
        assert fold.get_attribute("open") is None
        hidden = fold.find_element(By.TAG_NAME, "pre")
        assert not hidden.is_displayed(), "the folded lines show"


def test_a_gap_says_which_runs_took_the_step(driver, server, at):
    at(1280, False)
    open_page(driver, server + COMPARE3)
    gaps = driver.find_elements(By.CSS_SELECTOR, ".row-gap .compare-status")
    assert gaps and all(re.search(r"only in [A-C].*not in [A-C]", g.text) for g in gaps), \
        [g.text for g in gaps]


@pytest.mark.parametrize("width", [1280, 768, 390])
def test_the_run_switch_is_44_px_high_and_shows_every_run_from_768_px(driver, server, at, screenshots, width):
    at(width)
    open_page(driver, server + COMPARE2)
    buttons = driver.find_elements(By.CSS_SELECTOR, ".compare-switch button")
    assert buttons and all(b.is_displayed() for b in buttons), "the switch is not shown"
    heights = [rect(driver, b)[3] - rect(driver, b)[1] for b in buttons]
    assert min(heights) >= 44, f"switch buttons are {min(heights)} px high"
    pressed = driver.find_element(By.CSS_SELECTOR, ".compare-switch button[aria-pressed=true]")
    assert (pressed.get_attribute("data-show") == "all") == (width >= 768), pressed.text
    shot(driver, screenshots, f"compare-switch-{width}")


def test_comparisons_are_listed_in_the_index_on_transcript_pages_and_in_search(driver, server, at):
    at(1280)
    open_page(driver, server + "transcripts/index.html")
    assert driver.find_elements(By.CSS_SELECTOR, f'a[href$="{COMPARE2}"]'), "not in the index"
    open_page(driver, server + TRANSCRIPT)
    assert driver.find_elements(By.CSS_SELECTOR, f'a[href$="{COMPARE2}"]'), "not on the transcript's page"
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


@pytest.mark.parametrize("width", [1280, 390])
def test_copy_buttons_are_at_least_24_px(driver, server, at, width):
    at(width)
    open_page(driver, server + TOOL)
    sizes = [(rect(driver, b)[2] - rect(driver, b)[0], rect(driver, b)[3] - rect(driver, b)[1])
             for b in driver.find_elements(By.CSS_SELECTOR, ".copy-button") if b.is_displayed()]
    assert sizes and min(min(s) for s in sizes) >= 24, sizes[:4]


# Every word of code in a table cell ("--format anthropic", "--as", "qwen2.5-coder-1.5b-instruct",
# "content/sessions/NAME.repl"), in any column: the words whose text lies on more than one line.
BROKEN_CODE_WORDS = """
    var out = [];
    document.querySelectorAll("td code, th code").forEach(function (code) {
      var walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT), node;
      while ((node = walker.nextNode())) {
        var re = /\\S+/g, m;
        while ((m = re.exec(node.data))) {
          var r = document.createRange(); r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
          var tops = {};
          Array.prototype.forEach.call(r.getClientRects(), function (x) { if (x.width > 0) tops[Math.round(x.top)] = 1; });
          if (Object.keys(tops).length > 1) out.push(m[0]);
        }
      }
    });
    return out;"""


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


@pytest.mark.parametrize("width", [390, 320])
@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_start_reading_is_on_the_first_screen_of_a_phone(driver, server, at, width, javascript):
    at(width, javascript)
    open_page(driver, server + "index.html")
    start = driver.find_element(By.CSS_SELECTOR, ".start .button")
    assert rect(driver, start)[3] <= WIDTHS[width][1], f"Start reading ends at {rect(driver, start)[3]} px"


def test_a_tool_page_has_tidy_swift_descriptions_and_numbered_lessons(driver, server, at):
    at(1280)
    open_page(driver, server + TOOL)
    swift = driver.execute_script(
        "return document.querySelector('pre[data-lang=swift] code').textContent")
    lines = [line.strip() for line in swift.split("\n")]
    # A blank line between two properties that have no attribute or comment of their own.
    spaced = [lines[i - 1] for i in range(2, len(lines) - 1)
              if not lines[i] and lines[i - 1].startswith("var ") and lines[i + 1].startswith("var ")
              and not lines[i - 2].startswith(("@", "//"))]
    assert not spaced, f"blank lines after plain properties: {spaced[:3]}"
    heads = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "table.arguments th")]
    assert "Description" in heads
    lessons = driver.find_elements(By.CSS_SELECTOR, ".tool-uses a .lesson-number")
    assert lessons and all(re.match(r"[A-Z\d]+\.\d+$", n.text) for n in lessons)


@pytest.mark.parametrize("width", [1280, 390])
def test_the_transcripts_index_says_which_model_made_each(driver, server, at, width):
    at(width)
    open_page(driver, server + "transcripts/index.html")
    models = [r.find_elements(By.TAG_NAME, "td")[-1].text
              for r in driver.find_elements(By.CSS_SELECTOR, "table.transcript-index tbody tr")]
    assert models and not {"unknown", "author", "offline-reference"} & set(models), models
    assert "Offline stand-in (rules)" in models


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("page", [NOTES_LESSON, TRANSCRIPT, COMPARE3, TOOL],
                         ids=["lesson", "transcript", "comparison", "tool"])
def test_screenshots_of_the_four_kinds_of_page(driver, server, at, screenshots, page, width):
    at(width)
    open_page(driver, server + page)
    assert driver.execute_script(NO_SIDEWAYS)
    kind = page.split("/")[0]
    # The part of each page the issue is about: a step with a note, a call, a gap, the table.
    target = {"tools-that-work": ".step.has-note", "transcripts": ".step-tool-call",
              "compare": ".row-gap", "tools": "table.arguments"}[kind]
    driver.execute_script("var e = document.querySelector(arguments[0]);"
                          "if (e) { e.scrollIntoView({block: 'start'}); window.scrollBy(0, -60); }", target)
    shot(driver, screenshots, f"page-{kind}-{width}")
