"""A site built from hostile content (see hostile.py), opened in Chromium with JavaScript on:
no payload runs on any page, whether it would run by itself (a script, an error or load
handler, a toggled <details>) or when a reader follows a link or searches."""

import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from browser import open_page, set_javascript, wait_for
from checks import html_pages
from hostile import TITLE_MARK, write_hostile_course

REPO = Path(__file__).resolve().parent.parent

# Installed before any script of a page runs: dialogs are recorded instead of shown.
RECORD_DIALOGS = """
window.__dialogs = [];
["alert", "confirm", "prompt", "print"].forEach(function (name) {
  window[name] = function (message) { window.__dialogs.push(name + ": " + message); };
});
"""

# What a payload would leave behind on the open page.
PAGE_STATE = """
var handlers = [], scripts = [];
document.querySelectorAll("*").forEach(function (el) {
  for (var i = 0; i < el.attributes.length; i++) {
    var a = el.attributes[i].name;
    if (a.indexOf("on") === 0 || a === "srcdoc") handlers.push(el.tagName.toLowerCase() + " " + a);
  }
});
document.querySelectorAll("script").forEach(function (s) {
  if (!/assets\\/(theme|site)\\.js$/.test(s.src) && !/search\\//.test(s.src)) scripts.push(s.outerHTML.slice(0, 80));
});
var links = [];
document.querySelectorAll("a[href], img[src], iframe").forEach(function (el) {
  var url = el.href || el.src || "";
  try { var scheme = new URL(url, document.baseURI).protocol; } catch (e) { scheme = "?"; }
  if (["file:", "http:", "https:", "mailto:"].indexOf(scheme) < 0) links.push(el.tagName.toLowerCase() + " " + url.slice(0, 60));
});
return {pwned: typeof window.__pwned !== "undefined", title: document.title,
        dialogs: window.__dialogs || [], handlers: handlers, scripts: scripts, links: links,
        iframes: document.querySelectorAll("iframe, svg, style:not(head style)").length};
"""


@pytest.fixture(scope="module")
def hostile_site(gen, tmp_path_factory):
    """The hostile course, built with `gen build` into a temporary folder."""
    content = write_hostile_course(tmp_path_factory.mktemp("hostile") / "content")
    out = content.parent / "site"
    proc = subprocess.run(
        [str(gen), "build", "--content", str(content), "--templates", str(REPO / "templates"),
         "--output", str(out), "--quiet"], capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.fail(f"gen build failed ({proc.returncode}):\n{proc.stdout}{proc.stderr}")
    return out


@pytest.fixture
def recording_dialogs(driver):
    set_javascript(driver, True)
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_DIALOGS})
    yield
    driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def problems_on(driver, url):
    open_page(driver, url, settle=0.3)
    state = driver.execute_script(PAGE_STATE)
    out = []
    if state["pwned"]:
        out.append("a payload set window.__pwned")
    if TITLE_MARK in state["title"]:
        out.append(f"a payload set the title: {state['title'][:60]!r}")
    out += [f"a dialog opened: {d}" for d in state["dialogs"]]
    out += [f"an injected handler: {h}" for h in state["handlers"]]
    out += [f"an injected script: {s}" for s in state["scripts"]]
    out += [f"a link to a script URL: {link}" for link in state["links"]]
    if state["iframes"]:
        out.append(f"{state['iframes']} injected iframe, svg or style elements")
    return out


def test_no_payload_of_a_hostile_site_runs_on_any_of_its_pages(driver, hostile_site, recording_dialogs):
    base = hostile_site.resolve().as_uri() + "/"
    pages = html_pages(hostile_site)
    assert any(p.startswith("transcripts/") and p != "transcripts/index.html" for p in pages)
    assert "compare/evil--evil2/index.html" in pages
    assert len(pages) >= 6
    problems, roles = [], []
    for rel in pages:
        problems += [f"{rel}: {p}" for p in problems_on(driver, base + rel)]
        if rel == "transcripts/evil/index.html":
            roles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".step-role")]
    assert problems == [], "\n".join(problems)
    # The unknown entry's step shows its role as text.
    assert any(r.startswith("Entry: role<script>") for r in roles), roles


def test_searching_a_hostile_site_shows_results_as_text_and_runs_nothing(driver, hostile_site, recording_dialogs):
    base = hostile_site.resolve().as_uri() + "/"
    open_page(driver, base + "index.html")
    box = driver.find_element(By.ID, "search-input")
    box.send_keys("lesson")
    results = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#search-results a[role=option]"))
    assert results, "the search found nothing"
    assert any("lesson-title<script>" in r.text for r in results), [r.text for r in results]
    state = driver.execute_script(PAGE_STATE)
    assert not state["pwned"] and TITLE_MARK not in state["title"] and state["dialogs"] == []
    assert state["links"] == [] and state["handlers"] == []
