"""The checkers themselves: on small, deliberately broken sites written here as plain HTML,
each reports the breakage it is for (and nothing on the same site without it)."""

from pathlib import Path

import pytest

from browser import open_page
from checks import (accessibility_problems, contrast_failures, crawl, overflow_problems, page_problems,
                    unreached, validate_html)


def page(body, title="Fixture", head=""):
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{title}</title>\n{head}'
            f'</head>\n<body>\n<header><p>Fixture site</p></header>\n<nav aria-label="Site"><a href="index.html">Home</a></nav>\n'
            f'<main>\n<h1>{title}</h1>\n{body}\n</main>\n<footer><p>Footer</p></footer>\n</body>\n</html>\n')


def write_site(folder: Path, files):
    folder.mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def make_site(tmp_path):
    def make(files):
        root = write_site(tmp_path / "site", files)
        return root, root.resolve().as_uri() + "/"
    return make


GOOD = {
    "index.html": page('<p>Read <a href="a.html">page A</a> and <a href="b.html#part">part of B</a>.</p>'),
    "a.html": page("<p>Page A.</p>", title="A"),
    "b.html": page('<h2 id="part">Part</h2><p>Page B.</p>', title="B"),
}


def test_a_good_fixture_site_passes_every_checker(driver, make_site):
    root, base = make_site(GOOD)
    result = crawl(driver, base, root)
    assert page_problems(result) == []
    assert result.broken_links == []
    assert unreached(result, root) == []
    assert validate_html(root) == []
    for url, visited in result.pages.items():
        assert accessibility_problems(visited.audit) == []
        open_page(driver, url)
        assert contrast_failures(driver, "light") == []
        assert overflow_problems(driver, url) == []


def test_a_script_that_throws_is_a_console_error(driver, make_site):
    files = dict(GOOD)
    files["a.html"] = page('<p>Page A.</p><script>throw new Error("deliberate failure in a.html")</script>', title="A")
    root, base = make_site(files)
    problems = page_problems(crawl(driver, base, root))
    assert len(problems) == 1
    assert "a.html: console error" in problems[0] and "deliberate failure" in problems[0]


def test_a_missing_script_or_image_is_a_failed_request(driver, make_site):
    files = dict(GOOD)
    files["b.html"] = page('<h2 id="part">Part</h2><img src="missing.png" alt="Nothing">',
                           title="B", head='<script src="gone.js"></script>\n')
    root, base = make_site(files)
    problems = [p for p in page_problems(crawl(driver, base, root)) if "failed request" in p]
    assert any("missing.png" in p for p in problems), problems
    assert any("gone.js" in p for p in problems), problems


def test_a_link_to_a_missing_page_or_anchor_is_broken(driver, make_site):
    files = dict(GOOD)
    files["a.html"] = page('<p><a href="nowhere.html">gone</a> and <a href="b.html#no-such-part">no anchor</a>.</p>',
                           title="A")
    root, base = make_site(files)
    broken = crawl(driver, base, root).broken_links
    assert len(broken) == 2
    assert "nowhere.html" in broken[0] and "does not exist" in broken[0]
    assert "no-such-part" in broken[1]


def test_a_page_no_link_reaches_is_reported(driver, make_site):
    files = dict(GOOD)
    files["orphan.html"] = page("<p>Nobody links here.</p>", title="Orphan")
    root, base = make_site(files)
    assert unreached(crawl(driver, base, root), root) == ["orphan.html"]


def test_invalid_html_fails_the_validator(make_site):
    files = dict(GOOD)
    files["b.html"] = page('<h2 id="part">Part</h2><p id="part">Same id.</p></div>', title="B")
    root, _ = make_site(files)
    errors = validate_html(root)
    assert any("Duplicate ID" in e for e in errors), errors
    assert any("b.html" in e for e in errors), errors


DARK = ("<style>:root[data-theme=dark] body { background: #111; color: #eee; }"
        " :root[data-theme=dark] a { color: #8cf; } :root[data-theme=dark] .dim { color: #333; }</style>\n")


def test_low_contrast_text_is_reported_in_the_theme_it_fails(driver, make_site):
    files = dict(GOOD)
    files["a.html"] = page(
        '<p style="color: #9a9a9a">Pale grey on white.</p>'
        '<p style="color: #595959">Dark grey on white passes.</p>'
        '<p style="font-size: 30px; color: #8a8a8a">Large text needs only 3:1.</p>', title="A",
        head=DARK)
    files["b.html"] = page('<h2 id="part">Part</h2><p class="dim">Dim only in the dark.</p>', title="B",
                           head=DARK)
    root, base = make_site(files)
    open_page(driver, base + "a.html")
    light = contrast_failures(driver, "light")
    assert len(light) == 1 and "Pale grey" in light[0], light
    open_page(driver, base + "b.html")
    assert contrast_failures(driver, "light") == []
    dark = contrast_failures(driver, "dark")
    assert len(dark) == 1 and "Dim only" in dark[0], dark
    driver.execute_script("localStorage.clear()")


def test_a_wide_element_overflows_at_320_pixels(driver, make_site):
    files = dict(GOOD)
    files["a.html"] = page('<div class="wide" style="width: 600px">Too wide.</div>'
                           '<div style="overflow-x: auto"><div style="width: 900px">Scrolls in its box.</div></div>',
                           title="A")
    root, base = make_site(files)
    problems = overflow_problems(driver, base + "a.html")
    assert len(problems) == 1 and "div.wide" in problems[0], problems


def test_missing_alt_label_landmark_and_skipped_heading_are_reported(driver, make_site):
    broken = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Bad</title></head><body>'
              '<h1>Bad</h1><h3>Skipped a level</h3><img src="x.svg"><input type="text" name="q">'
              '<button type="button"></button></body></html>\n')
    root, base = make_site({"index.html": broken, "x.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>'})
    audit = crawl(driver, base, root).pages[base + "index.html"].audit
    problems = accessibility_problems(audit)
    assert any("without alt text" in p for p in problems)
    assert sum("without a label" in p for p in problems) == 2
    assert any("h3 'Skipped a level' follows h1" in p for p in problems)
    assert any("0 main landmarks" in p for p in problems)
    assert any("no navigation landmark" in p for p in problems)
