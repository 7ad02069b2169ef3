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


def lesson_with_a_wire_link(site):
    """The first lesson page (by path) whose transcript links its steps to their wire views."""
    for page in sorted(site.glob("*/*/index.html")):
        if 'class="wire-link"' in page.read_text(encoding="utf-8"):
            return page.relative_to(site).as_posix()
    pytest.fail("no lesson with a wire link")


@pytest.mark.parametrize("javascript", [True, False], ids=["javascript-on", "javascript-off"])
def test_a_lessons_wire_link_leads_to_the_view_on_the_transcripts_page(driver, server, site, javascript):
    set_javascript(driver, javascript)
    open_page(driver, server + lesson_with_a_wire_link(site))
    assert not driver.find_elements(By.CSS_SELECTOR, "details.wire"), "a lesson repeats a wire view"
    link = driver.find_element(By.CSS_SELECTOR, ".step .wire-link a")
    assert link.text == "On the wire"
    target = link.get_attribute("href").split("#", 1)[1]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    assert wait_for(lambda: "/transcripts/" in driver.current_url), driver.current_url
    assert wait_for(lambda: driver.execute_script("return document.readyState") == "complete")
    wire = driver.find_element(By.ID, target)
    assert wire.tag_name == "details"
    if javascript:
        assert wait_for(lambda: wire.get_attribute("open") is not None), "the linked view did not open"
    else:
        assert wire.get_attribute("open") is None
        wire.find_element(By.TAG_NAME, "summary").click()
        assert wait_for(lambda: wire.get_attribute("open") is not None)
    assert wire.find_element(By.CSS_SELECTOR, ".wire-label").is_displayed()
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", wire)
    height = driver.execute_script("return window.innerHeight")
    assert 0 <= top < height, f"the view is not on screen (top {top}, window {height})"
