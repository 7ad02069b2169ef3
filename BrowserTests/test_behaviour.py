"""What a reader does: switch the theme, search with the keyboard, step through a transcript,
read with JavaScript off, skip to the content, see where the focus is."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import drain_logs, open_page, set_javascript, wait_for
from checks import contrast_failures, distinctive_word, relative
from page_scripts import FOCUS_STYLE


@pytest.fixture(scope="module")
def pages(http_crawl, server):
    """The site's pages by kind, from the crawl over `gen serve`."""
    by_kind = {}
    for url, page in http_crawl.pages.items():
        by_kind.setdefault(page.audit["kind"], {})[relative(url, server)] = page
    return by_kind


@pytest.fixture(autouse=True)
def fresh_state(driver):
    yield
    try:
        set_javascript(driver, True)
        driver.execute_script("try { localStorage.clear(); } catch (e) {}")
    except Exception:
        pass


def lesson_with_transcript(pages):
    for rel, page in sorted(pages["lesson"].items()):
        if page.audit["steps"]:
            return rel
    return sorted(pages["lesson"])[0]


def first_transcript(pages):
    # A scorecard's run pages are transcripts too, but kept out of search and the index.
    return sorted(r for r in pages["transcript"] if not r.startswith("scorecards/"))[0]


def theme_state(driver):
    return driver.execute_script(
        "return [document.documentElement.dataset.theme || null, localStorage.getItem('callsite-theme'),"
        " getComputedStyle(document.body).backgroundColor];")


@pytest.mark.parametrize("mode", ["http", "file"])
def test_the_theme_toggle_switches_and_is_remembered(driver, server, file_base, mode):
    base = server if mode == "http" else file_base
    open_page(driver, base + "index.html")
    driver.execute_script("localStorage.clear()")
    open_page(driver, base + "index.html")
    toggle = driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    assert toggle.is_displayed()
    before = theme_state(driver)
    toggle.click()
    after = theme_state(driver)
    assert after[0] in ("light", "dark") and after[1] == after[0]
    assert after[2] != before[2], "the background did not change"
    open_page(driver, base + "search/index.html")
    assert theme_state(driver) == after, "another page did not keep the chosen theme"
    driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    again = theme_state(driver)
    assert again[0] != after[0] and again[1] == again[0] and again[2] == before[2]


def search(driver, text):
    box = driver.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys(text)
    found = wait_for(lambda: driver.execute_script(
        "var l = document.getElementById('search-results');"
        "return l.hidden ? null : Array.prototype.map.call(l.querySelectorAll('a[role=option]'),"
        " function (a) { return a.href; });"))
    return box, found or []


@pytest.mark.parametrize("mode", ["http", "file"])
def test_search_finds_a_lesson_by_a_word_in_its_body(driver, server, file_base, pages, mode):
    base = server if mode == "http" else file_base
    texts = {rel: p.audit["text"] for rel, p in pages["lesson"].items()}
    found_any = False
    for rel in sorted(texts):
        word = distinctive_word(texts, rel)
        if not word:
            continue
        open_page(driver, base + "index.html")
        _, results = search(driver, word)
        assert base + rel in results, f"searching {word!r} did not find {rel}: {results}"
        found_any = True
        break
    assert found_any, "no lesson has a word of its own to search for"
    assert drain_logs(driver).console_errors == []


@pytest.mark.parametrize("mode", ["http", "file"])
def test_search_finds_a_transcript_by_a_tool_name(driver, server, file_base, pages, mode):
    base = server if mode == "http" else file_base
    rel = first_transcript(pages)
    tools = pages["transcript"][rel].audit["tools"]
    assert tools, f"{rel} shows no tool"
    open_page(driver, base + "index.html")
    _, results = search(driver, tools[0])
    assert base + rel in results, f"searching {tools[0]!r} did not find {rel}: {results}"


def test_the_search_results_are_readable_in_both_themes(driver, server, pages):
    rel = first_transcript(pages)
    open_page(driver, server + "index.html")
    search(driver, pages["transcript"][rel].audit["tools"][0])
    problems = [p for theme in ("light", "dark") for p in contrast_failures(driver, theme)]
    assert problems == []


def test_the_keyboard_works_in_the_search_results(driver, server, pages):
    open_page(driver, server + "index.html")
    ActionChains(driver).send_keys("/").perform()
    assert driver.switch_to.active_element.get_attribute("id") == "search-input", "/ did not focus the search box"
    rel = first_transcript(pages)
    word = pages["transcript"][rel].audit["tools"][0][:4]
    box, results = search(driver, word)
    assert results, f"no result for {word!r}"

    def selected():
        return driver.execute_script(
            "var s = document.querySelector('#search-results [aria-selected=true]'); return s ? s.id : null;")

    box.send_keys(Keys.ARROW_DOWN)
    first = selected()
    assert first and box.get_attribute("aria-activedescendant") == first
    if len(results) > 1:
        box.send_keys(Keys.ARROW_DOWN)
        assert selected() not in (None, first)
        box.send_keys(Keys.ARROW_UP)
    assert selected() == first
    box.send_keys(Keys.ARROW_UP)  # wraps to the last
    assert selected() == f"search-result-{len(results) - 1}"
    box.send_keys(Keys.ESCAPE)
    assert driver.find_element(By.ID, "search-results").get_attribute("hidden") is not None
    assert box.get_attribute("aria-expanded") == "false"
    box, results = search(driver, word)
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    assert wait_for(lambda: driver.current_url == results[0]), f"Enter went to {driver.current_url}"


def current_step(driver):
    return driver.execute_script(
        "var c = document.querySelectorAll('.transcript .step.current');"
        "return [location.hash, c.length === 1 ? c[0].id : null];")


def test_arrow_keys_step_through_a_transcript_and_update_the_hash(driver, server, pages):
    rel = first_transcript(pages)
    open_page(driver, server + rel)
    ids = driver.execute_script("return Array.prototype.map.call(document.querySelectorAll('.transcript .step'), function (s) { return s.id; });")
    assert len(ids) >= 3
    body = driver.find_element(By.TAG_NAME, "body")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    assert current_step(driver) == ["#" + ids[0], ids[0]]
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    assert current_step(driver) == ["#" + ids[2], ids[2]]
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    assert current_step(driver) == ["#" + ids[1], ids[1]]
    ActionChains(driver).send_keys("j").perform()
    assert current_step(driver) == ["#" + ids[2], ids[2]]
    ActionChains(driver).send_keys("k").perform()
    assert current_step(driver) == ["#" + ids[1], ids[1]]
    assert body.is_displayed()
    open_page(driver, server + rel + "#" + ids[1])
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    assert current_step(driver) == ["#" + ids[2], ids[2]], "stepping did not start from the step in the URL"


def test_play_step_by_step_reveals_one_step_at_a_time(driver, server, pages):
    rel = first_transcript(pages)
    open_page(driver, server + rel)
    visible = "return Array.prototype.filter.call(document.querySelectorAll('.transcript .step'), function (s) { return s.offsetHeight > 0; }).length;"
    total = driver.execute_script("return document.querySelectorAll('.transcript .step').length;")
    assert driver.execute_script(visible) == total
    buttons = {b.text: b for b in driver.find_elements(By.CSS_SELECTOR, ".transcript-controls button") if b.is_displayed()}
    buttons["Play step by step"].click()
    assert driver.execute_script(visible) == 1
    driver.find_element(By.XPATH, "//button[normalize-space()='Next step']").click()
    assert driver.execute_script(visible) == 2
    driver.find_element(By.XPATH, "//button[normalize-space()='Show all steps']").click()
    assert driver.execute_script(visible) == total


def test_without_javascript_every_step_is_visible(driver, server, pages):
    set_javascript(driver, False)
    problems = []
    for rel in sorted(pages["transcript"]) + [lesson_with_transcript(pages)]:
        open_page(driver, server + rel)
        counts = driver.execute_script(
            "var s = document.querySelectorAll('.transcript .step');"
            "return [s.length, Array.prototype.filter.call(s, function (e) { return e.offsetHeight > 0; }).length,"
            " document.documentElement.classList.contains('js')];")
        if counts[0] == 0 or counts[0] != counts[1] or counts[2]:
            problems.append(f"{rel}: {counts[1]} of {counts[0]} steps visible (script ran: {counts[2]})")
    assert problems == []


@pytest.mark.parametrize("mode", ["http", "file"])
def test_without_javascript_the_search_box_gives_way_to_a_link_to_the_index(driver, server, file_base, pages, mode):
    base = server if mode == "http" else file_base
    set_javascript(driver, False)
    rel = lesson_with_transcript(pages)
    open_page(driver, base + rel)
    # Nothing filters without the script, so no box offers to.
    assert not driver.find_element(By.ID, "search-input").is_displayed(), "a search box that cannot search"
    assert not driver.find_element(By.CSS_SELECTOR, ".search-submit").is_displayed()
    link = driver.find_element(By.CSS_SELECTOR, ".search-fallback")
    assert link.is_displayed(), "no visible link to the index without JavaScript"
    link.click()
    assert wait_for(lambda: driver.current_url == base + "search/index.html"), driver.current_url
    assert driver.find_elements(By.CSS_SELECTOR, "main .index-list a")


def test_the_skip_link_is_first_and_moves_focus_to_the_content(driver, server, pages):
    open_page(driver, server + lesson_with_transcript(pages))
    ActionChains(driver).send_keys(Keys.TAB).perform()
    link = driver.switch_to.active_element
    assert "skip-link" in link.get_attribute("class")
    assert link.is_displayed() and link.rect["y"] >= 0, "the skip link stays off screen when focused"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert wait_for(lambda: driver.switch_to.active_element.get_attribute("id") == "main")
    assert driver.current_url.endswith("#main")


def test_focus_is_visible_on_everything_reached_with_tab(driver, server, pages):
    problems = []
    checked = 0
    for rel in ("index.html", lesson_with_transcript(pages), first_transcript(pages)):
        open_page(driver, server + rel)
        seen = set()
        for _ in range(60):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            style = driver.execute_script(FOCUS_STYLE)
            if style is None:
                break
            key = driver.execute_script("return document.activeElement.outerHTML.slice(0, 120)")
            if key in seen:
                break
            seen.add(key)
            checked += 1
            has_outline = style["outlineStyle"] != "none" and style["outlineWidth"] >= 1
            has_ring = style["boxShadow"] not in ("none", "")
            if not style["visible"] or not (has_outline or has_ring):
                problems.append(f"{rel}: {style['element']} shows no focus ({style})")
    assert checked >= 10
    assert problems == []
