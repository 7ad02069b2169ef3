"""A step's wire view: a disclosure under each transcript step that shows the same exchange as
an OpenAI message, an Anthropic content block and MCP messages, with JavaScript on and off."""

import json

import pytest
from selenium.webdriver.common.by import By

from browser import open_page, set_javascript, wait_for


@pytest.fixture(autouse=True)
def javascript_back_on(driver):
    yield
    set_javascript(driver, True)


def transcript_with_a_tool_call(site):
    """The first transcript page (by name) that has a tool-call step."""
    for page in sorted((site / "transcripts").glob("*/index.html")):
        if 'class="step step-tool-call"' in page.read_text(encoding="utf-8"):
            return page.relative_to(site).as_posix()
    pytest.fail("no transcript page with a tool call")


def openai_json(wire):
    """The text of the block under the wire view's OpenAI label, parsed."""
    labels = wire.find_elements(By.CSS_SELECTOR, ".wire-label")
    assert labels and labels[0].text == "OpenAI Chat Completions message"
    block = labels[0].find_element(By.XPATH, "following-sibling::pre[1]")
    assert block.is_displayed(), "the OpenAI message is not visible"
    return json.loads(block.text)


def open_the_first_call_wire_view(driver):
    step = driver.find_element(By.CSS_SELECTOR, ".step-tool-call")
    wire = step.find_element(By.CSS_SELECTOR, "details.wire")
    assert wire.get_attribute("open") is None, "the wire view is open before it is asked for"
    assert not wire.find_element(By.CSS_SELECTOR, ".wire-label").is_displayed()
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", wire)
    wire.find_element(By.TAG_NAME, "summary").click()
    assert wait_for(lambda: wire.get_attribute("open") is not None), "the wire view did not open"
    return wire


@pytest.mark.parametrize("javascript", [True, False], ids=["javascript-on", "javascript-off"])
def test_a_wire_view_opens_and_shows_the_openai_message(driver, server, site, javascript):
    set_javascript(driver, javascript)
    open_page(driver, server + transcript_with_a_tool_call(site))
    ran = driver.execute_script("return document.documentElement.classList.contains('js')")
    assert ran == javascript
    wire = open_the_first_call_wire_view(driver)
    message = openai_json(wire)
    assert message["role"] == "assistant"
    assert message["tool_calls"][0]["type"] == "function"
    json.loads(message["tool_calls"][0]["function"]["arguments"])
    labels = [e.text for e in wire.find_elements(By.CSS_SELECTOR, ".wire-label")]
    assert any(text.startswith("Anthropic Messages content block") for text in labels), labels
    assert "MCP tools/call request" in labels, labels


def lesson_with_a_transcript(site):
    """The first lesson page (by path) that shows a transcript."""
    for page in sorted(site.glob("*/*/index.html")):
        if 'class="transcript"' in page.read_text(encoding="utf-8"):
            return page.relative_to(site).as_posix()
    pytest.fail("no lesson with a transcript")


@pytest.mark.parametrize("javascript", [True, False], ids=["javascript-on", "javascript-off"])
def test_a_lessons_wire_view_opens_in_the_lesson(driver, server, site, javascript):
    set_javascript(driver, javascript)
    lesson = lesson_with_a_transcript(site)
    open_page(driver, server + lesson)
    assert not driver.find_elements(By.CSS_SELECTOR, ".wire-link"), "a lesson links away to its wire views"
    wire = open_the_first_call_wire_view(driver)
    assert driver.current_url.split("#")[0].endswith(lesson), driver.current_url
    message = openai_json(wire)
    assert message["role"] == "assistant"
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", wire)
    height = driver.execute_script("return window.innerHeight")
    assert 0 <= top < height, f"the view is not on screen (top {top}, window {height})"
