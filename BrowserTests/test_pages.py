"""Every page of the built site, over `gen serve` and from file://: no console error, no failed
request, no broken link, everything reachable from the home page, navigation that goes where it
says, valid HTML, accessibility and contrast, nothing overflowing at 320 px."""

import pytest

from checks import (accessibility_problems, contrast_failures, crawl, html_pages, overflow_problems,
                    page_problems, relative, unreached, validate_html)


@pytest.fixture(scope="module")
def file_crawl(driver, file_base, site):
    return crawl(driver, file_base, site, extra=("404.html",))


def pages_of_kind(crawl_result, kind):
    return {relative(u, crawl_result.base): p for u, p in crawl_result.pages.items() if p.audit["kind"] == kind}


def test_the_site_has_lessons_transcripts_and_the_index_pages(http_crawl, site):
    pages = html_pages(site)
    for required in ("index.html", "404.html", "search/index.html", "transcripts/index.html"):
        assert required in pages
    assert pages_of_kind(http_crawl, "lesson"), "no lesson page was reached"
    assert pages_of_kind(http_crawl, "transcript"), "no transcript page was reached"


def test_every_page_is_reachable_from_the_home_page_by_links(http_crawl, site):
    assert unreached(http_crawl, site) == []


def test_no_page_served_by_gen_serve_logs_a_console_error_or_a_failed_request(http_crawl):
    assert page_problems(http_crawl) == []


def test_no_page_opened_from_file_logs_a_console_error_or_a_failed_request(file_crawl, site):
    assert page_problems(file_crawl) == []
    assert unreached(file_crawl, site) == []


def test_no_link_is_broken(http_crawl, file_crawl):
    assert http_crawl.broken_links == []
    assert file_crawl.broken_links == []


def _targets(crawl_result, page, where):
    for link in page.audit["links"]:
        if link["where"] != where or not link["raw"] or link["raw"].startswith("#"):
            continue
        target = crawl_result.pages.get(link["href"].split("#")[0])
        if target is not None:
            yield link, target


def test_sidebar_links_go_where_they_say(http_crawl):
    problems = []
    for url, page in http_crawl.pages.items():
        where = relative(url, http_crawl.base)
        for link, target in _targets(http_crawl, page, "sidebar"):
            text, audit = link["text"], target.audit
            if text == "Home":
                ok = relative(target.url, http_crawl.base) == "index.html"
            elif text == "All transcripts":
                ok = audit["h1"] == "Transcripts"
            elif text == "Index":
                ok = relative(target.url, http_crawl.base) == "search/index.html"
            elif "#contents" in link["raw"]:
                # A book's title opens its table of contents on the home page.
                ok = relative(target.url, http_crawl.base) == "index.html"
            else:
                # A chapter's link, "2 A packing assistant", opens its first lesson, whose
                # eyebrow says "Chapter 2 · A packing assistant".
                number, _, title = text.partition(" ")
                chapter = f"chapter {number} · {title}".lower()
                ok = text in (audit["h1"], audit["eyebrow"]) or audit["eyebrow"].lower() in (text.lower(), chapter)
            if not ok:
                problems.append(f"{where}: sidebar link {text!r} opens a page titled {audit['h1']!r}")
    assert problems == []


def test_the_sidebar_marks_the_current_lesson(driver, http_crawl):
    problems = []
    for rel, page in pages_of_kind(http_crawl, "lesson").items():
        driver.get(page.url)
        current = driver.execute_script(
            "var a = document.querySelector('.sidebar [aria-current=page]'); return a ? a.href : null;")
        if current != page.url:
            problems.append(f"{rel}: aria-current link is {current}")
    assert problems == []


def test_previous_and_next_links_go_where_they_say_and_agree(http_crawl):
    problems = []
    nexts, prevs = {}, {}
    for url, page in http_crawl.pages.items():
        where = relative(url, http_crawl.base)
        for link, target in _targets(http_crawl, page, "pager"):
            text = link["text"]
            home = text.endswith(" Home") and relative(target.url, http_crawl.base) == "index.html"
            if not (home or text.endswith(target.audit["h1"])):
                problems.append(f"{where}: pager link {text!r} opens {target.audit['h1']!r}")
            (nexts if text.startswith("Next") else prevs)[url] = target.url
    for a, b in nexts.items():
        if prevs.get(b) != a:
            problems.append(f"{relative(a, http_crawl.base)} → next {relative(b, http_crawl.base)}, "
                            f"whose previous is {prevs.get(b)}")
    assert nexts, "no page has a next link"
    assert problems == []


def test_outline_links_go_to_the_headings_they_name(driver, http_crawl):
    problems = []
    checked = 0
    for rel, page in pages_of_kind(http_crawl, "lesson").items():
        driver.get(page.url)
        found = driver.execute_script("""
          return Array.prototype.map.call(document.querySelectorAll('.outline a'), function (a) {
            var id = decodeURIComponent(a.getAttribute('href').slice(1));
            var t = document.getElementById(id);
            return [a.textContent.trim(), t ? t.textContent.replace(/\\s+/g, ' ').trim() : null, t ? t.tagName : null];
          });""")
        for text, target, tag in found:
            checked += 1
            if target is None or text not in target or not tag.startswith("H"):
                problems.append(f"{rel}: outline link {text!r} goes to {tag} {target!r}")
    assert checked, "no lesson has an outline"
    assert problems == []


def test_every_page_is_valid_html(site):
    assert validate_html(site) == []


def test_every_page_has_alt_text_labels_ordered_headings_and_landmarks(http_crawl):
    problems = []
    for url, page in http_crawl.pages.items():
        problems += [f"{relative(url, http_crawl.base)}: {p}" for p in accessibility_problems(page.audit)]
    assert problems == []


def test_text_contrast_meets_wcag_aa_in_both_themes(driver, http_crawl):
    problems = []
    try:
        for url, page in http_crawl.pages.items():
            driver.get(url)
            driver.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; });")
            for theme in ("light", "dark"):
                problems += [f"{relative(url, http_crawl.base)}: {p}" for p in contrast_failures(driver, theme)]
    finally:
        driver.execute_script("try { localStorage.removeItem('callsite-theme'); } catch (e) {}")
    assert problems == []


def test_nothing_overflows_horizontally_at_320_pixels(driver, http_crawl):
    problems = []
    for url in http_crawl.pages:
        problems += overflow_problems(driver, url, 320)
    assert problems == []
