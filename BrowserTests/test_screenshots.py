"""Screenshots of the home page, a lesson and a transcript, in both themes, on a desktop and at
phone width, written to BrowserTests/screenshots/ (not committed) for a person to look at."""

import base64

import pytest

from browser import open_page, reset_viewport, set_viewport
from checks import crawl, relative, set_theme

SIZES = {"desktop": (1280, 900, False), "phone": (375, 740, True)}


@pytest.fixture(scope="module")
def subjects(driver, server, site):
    pages = crawl(driver, server, site).pages
    lessons = sorted(relative(u, server) for u, p in pages.items() if p.audit["kind"] == "lesson")
    with_steps = [relative(u, server) for u, p in sorted(pages.items())
                  if p.audit["kind"] == "lesson" and p.audit["steps"]]
    transcripts = sorted(relative(u, server) for u, p in pages.items() if p.audit["kind"] == "transcript")
    return {"home": "index.html", "lesson": (with_steps or lessons)[0], "transcript": transcripts[0]}


def capture(driver, path, max_height=3000):
    """The whole page (up to `max_height` pixels) as a PNG."""
    height = min(max_height, driver.execute_script("return document.documentElement.scrollHeight"))
    width = driver.execute_script("return document.documentElement.clientWidth")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    path.write_bytes(base64.b64decode(shot["data"]))


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots_of_home_lesson_and_transcript(driver, server, subjects, screenshots, theme, size):
    width, height, mobile = SIZES[size]
    set_viewport(driver, width, height, mobile)
    try:
        for name, rel in subjects.items():
            open_page(driver, server + rel)
            set_theme(driver, theme)
            open_page(driver, server + rel)  # again, so the page starts in the saved theme
            driver.execute_script("window.scrollTo(0, 0)")
            path = screenshots / f"{name}-{theme}-{size}.png"
            capture(driver, path)
            assert path.stat().st_size > 5000, f"{path} looks empty"
    finally:
        reset_viewport(driver)
        driver.execute_script("try { localStorage.clear(); } catch (e) {}")
