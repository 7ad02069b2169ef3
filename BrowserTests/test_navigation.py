"""Finding one's way, at 1280 and 390 px: the phone menu (a button with JavaScript, a link to
the sidebar without), lesson numbers in the sidebar, the contents and the title, links to a
lesson by name, and copy buttons. Each test leaves screenshots in BrowserTests/screenshots/
for a person to look at."""

import base64
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import capture, open_page, reset_viewport, set_javascript, set_viewport, wait_for
from checks import relative

WIDTHS = {"1280": (1280, 900, False), "390": (390, 800, True)}
NUMBERED = re.compile(r"^([A-Z\d]+\.\d+) \S")


@pytest.fixture(scope="module")
def lessons(http_crawl, server):
    """Lesson pages (relative paths), in the order of their numbers."""
    pages = http_crawl.pages
    found = sorted(relative(u, server) for u, p in pages.items() if p.audit["kind"] == "lesson")
    assert found, "no lesson page"
    return found


@pytest.fixture
def width(request, driver):
    w, h, mobile = WIDTHS[request.param]
    set_viewport(driver, w, h, mobile)
    yield request.param
    reset_viewport(driver)
    set_javascript(driver, True)


def _visible(driver, selector):
    found = driver.find_elements(By.CSS_SELECTOR, selector)
    return bool(found) and found[0].is_displayed()


def _lesson_with(driver, server, lessons, selector):
    for rel in lessons:
        open_page(driver, server + rel)
        if driver.find_elements(By.CSS_SELECTOR, selector):
            return rel
    pytest.fail(f"no lesson has {selector}")


@pytest.mark.parametrize("width", ["390"], indirect=True)
def test_on_a_phone_the_menu_button_opens_the_navigation_above_the_page(driver, server, lessons, screenshots, width):
    rel = lessons[len(lessons) // 2]
    open_page(driver, server + rel)
    assert not _visible(driver, "#site-nav"), "the sidebar shows before the menu is opened"
    button = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    assert button.is_displayed() and button.get_attribute("aria-expanded") == "false"
    assert button.get_attribute("aria-controls") == "site-nav"
    assert not _visible(driver, ".menu-link"), "both the link and the button show"
    button.click()
    assert wait_for(lambda: _visible(driver, "#site-nav"))
    assert button.get_attribute("aria-expanded") == "true"
    top = driver.execute_script("return document.getElementById('site-nav').getBoundingClientRect().top")
    assert 0 <= top < 200, f"the opened menu starts {top} px down"
    focused = driver.execute_script("return document.activeElement.closest('#site-nav') !== null")
    assert focused, "opening the menu did not move the focus into it"
    current = driver.execute_script(
        "var a = document.querySelector('#site-nav [aria-current=page]'); return a && a.getBoundingClientRect().top;")
    assert current is not None and current < 800, "the current lesson is not in view in the menu"
    capture(driver, screenshots / "menu-open-390.png", max_height=900)
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert wait_for(lambda: not _visible(driver, "#site-nav"))
    assert button.get_attribute("aria-expanded") == "false"
    assert driver.switch_to.active_element == button, "Escape did not give the focus back to the button"


@pytest.mark.parametrize("width", ["390"], indirect=True)
def test_on_a_phone_without_javascript_the_menu_link_leads_to_the_sidebar(driver, server, lessons, screenshots, width):
    set_javascript(driver, False)
    open_page(driver, server + lessons[0])
    link = driver.find_element(By.CSS_SELECTOR, ".menu-link")
    assert link.is_displayed(), "no menu link without JavaScript"
    assert not driver.find_elements(By.CSS_SELECTOR, ".menu-button")
    link.click()
    assert wait_for(lambda: driver.execute_script("return location.hash") == "#site-nav")
    # At the end of the page it may not reach the top, but it starts in view.
    top, height = driver.execute_script(
        "return [document.getElementById('site-nav').getBoundingClientRect().top, innerHeight]")
    assert _visible(driver, "#site-nav") and -5 <= top < height / 2, f"the sidebar is {top} px from the top"
    capture_view(driver, screenshots / "menu-nojs-390.png")


@pytest.mark.parametrize("width", ["1280"], indirect=True)
def test_on_a_wide_screen_the_sidebar_shows_and_there_is_no_menu(driver, server, lessons, width):
    open_page(driver, server + lessons[0])
    assert _visible(driver, "#site-nav")
    assert not _visible(driver, ".menu-button") and not _visible(driver, ".menu-link")
    # Beside the lesson its links show; on a lesson whose transcripts need its column up to
    # 1519 px it sits above the lesson as a fold.
    assert (_visible(driver, ".outline a") or _visible(driver, ".outline summary")
            or not driver.find_elements(By.CSS_SELECTOR, ".outline"))


@pytest.mark.parametrize("width", ["390"], indirect=True)
def test_on_a_phone_on_this_page_is_above_the_lesson_and_opens(driver, server, lessons, width):
    rel = _lesson_with(driver, server, lessons, ".outline")
    summary = driver.find_element(By.CSS_SELECTOR, ".outline summary")
    heading = driver.find_element(By.CSS_SELECTOR, "main h1")
    assert summary.is_displayed() and summary.location["y"] < heading.location["y"], rel
    summary.click()
    link = driver.find_element(By.CSS_SELECTOR, ".outline a")
    assert wait_for(link.is_displayed)
    link.click()
    assert wait_for(lambda: driver.execute_script("return location.hash") == link.get_attribute("hash"))


@pytest.mark.parametrize("width", sorted(WIDTHS), indirect=True)
def test_lessons_are_numbered_in_the_sidebar_the_contents_and_the_title(driver, server, lessons, screenshots, width):
    open_page(driver, server + "index.html")
    contents = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('.toc ul a'), function (a) { return a.textContent.trim(); });")
    numbers = [NUMBERED.match(t).group(1) for t in contents if NUMBERED.match(t)]
    assert numbers and len(numbers) == len([t for t in contents if not t.startswith("All ")]), contents
    assert numbers[0] == "1.1"
    driver.execute_script("document.getElementById('contents').scrollIntoView()")
    capture_view(driver, screenshots / f"contents-{width}.png")
    for rel in lessons:
        open_page(driver, server + rel)
        title = driver.title
        h1 = driver.find_element(By.CSS_SELECTOR, "main h1").text.strip()
        current = driver.execute_script(
            "var a = document.querySelector('#site-nav [aria-current=page]'); return a.textContent.trim();")
        number = NUMBERED.match(h1).group(1) if NUMBERED.match(h1) else None
        assert number, f"{rel}: the heading {h1!r} has no number"
        assert title.startswith(number + " "), f"{rel}: the title {title!r} lacks {number}"
        assert current.startswith(number + " "), f"{rel}: the sidebar shows {current!r}"
        assert number in numbers, f"{rel}: {number} is not in the contents"


@pytest.mark.parametrize("width", sorted(WIDTHS), indirect=True)
def test_a_link_to_a_lesson_by_name_shows_its_number_and_title_and_goes_there(driver, server, lessons, screenshots, width):
    found = None
    for rel in lessons:
        open_page(driver, server + rel)
        found = driver.execute_script("""
          var re = /^\\d+\\.\\d+ \\S/;
          var links = document.querySelectorAll('main .prose a[href]');
          for (var i = 0; i < links.length; i++) {
            if (re.test(links[i].textContent) && !links[i].closest('.pager')) {
              links[i].scrollIntoView({block: 'center'}); return [links[i].textContent, links[i].href, links[i]];
            }
          }
          return null;""")
        if found:
            break
    assert found, "no lesson links another lesson by name"
    text, href, link = found
    capture_view(driver, screenshots / f"lesson-link-{width}.png")
    link.click()
    assert wait_for(lambda: driver.current_url.split("#")[0] == href.split("#")[0])
    h1 = driver.find_element(By.CSS_SELECTOR, "main h1").text.strip()
    assert h1 == text.strip(), f"the link said {text!r}, the page is {h1!r}"


@pytest.mark.parametrize("width", sorted(WIDTHS), indirect=True)
def test_a_copy_button_copies_the_code_and_says_so_politely(driver, server, lessons, screenshots, width):
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    rel = _lesson_with(driver, server, lessons, "main pre")
    # The first button a reader can see: code inside a closed fold (the wire, provenance) is
    # copied from the same kind of button once the fold is open.
    visible = [b for b in driver.find_elements(By.CSS_SELECTOR, ".copy-button") if b.is_displayed()]
    assert visible, f"{rel}: no copy button is visible"
    button = visible[0]
    name = driver.execute_script("return arguments[0].textContent.replace(/\\s+/g, ' ').trim()", button)
    assert re.match(r"^Copy \S", name), f"the button's name is {name!r}"
    code = driver.execute_script(
        "var pre = arguments[0].nextElementSibling; return (pre.querySelector('code') || pre).textContent;", button)
    status = driver.find_element(By.CSS_SELECTOR, "[role=status].copy-status")
    assert status.get_attribute("aria-live") == "polite"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    driver.execute_script("arguments[0].focus()", button)
    driver.switch_to.active_element.send_keys(Keys.ENTER)  # the keyboard, not only the mouse
    assert wait_for(lambda: status.get_attribute("textContent").startswith("Copied")), status.get_attribute("textContent")
    assert button.text.strip().startswith("Copied")
    capture_view(driver, screenshots / f"copy-{width}.png")
    pasted = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "navigator.clipboard.readText().then(done, function (e) { done('unreadable: ' + e); });")
    assert pasted == code.rstrip("\n"), f"{rel}: the clipboard holds {pasted[:80]!r}"


@pytest.mark.parametrize("width", ["390"], indirect=True)
def test_without_javascript_code_blocks_have_no_copy_button(driver, server, lessons, width):
    set_javascript(driver, False)
    _lesson_with(driver, server, lessons, "main pre")
    assert not driver.find_elements(By.CSS_SELECTOR, ".copy-button")


def capture_view(driver, path):
    """What is in the viewport now, as a PNG."""
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
    path.write_bytes(base64.b64decode(shot["data"]))
