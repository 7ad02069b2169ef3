"""axe-core, its experimental rules on, on nine pages: a lesson with steps, a lesson with
step notes, a transcript, the home page, search results, a tool page (when the site has tool
pages), a comparison, the transcripts index and a reference page, and a lesson with a scorecard and
a suite's scorecard page when the site has them, in both themes, at 1280 and
390 px: no violation of serious or critical impact. A page kind is one entry of SUBJECTS."""

import pytest
from selenium.webdriver.common.by import By

from axe import serious_violations
from browser import open_page, reset_viewport, set_viewport, wait_for
from checks import crawl, relative, set_theme

WIDTHS = {"1280": (1280, 900, False), "390": (390, 800, True)}


def _first_lesson_with_steps(kinds, site):
    with_steps = [rel for rel, page in sorted(kinds.get("lesson", {}).items()) if page.audit["steps"]]
    return (with_steps or sorted(kinds["lesson"]))[0]


def _first_transcript(kinds, site):
    return sorted(kinds["transcript"])[0]


def _tool_page(kinds, site):
    found = sorted(site.glob("tools/*/index.html"))
    return found[0].relative_to(site).as_posix() if found else None


def _show_search_results(driver):
    box = driver.find_element(By.ID, "search-input")
    box.send_keys("weather")
    assert wait_for(lambda: driver.execute_script(
        "return document.querySelectorAll('#search-results [role=option]').length")), "no search results"


def _existing(rel):
    return lambda kinds, site: rel if (site / rel).is_file() else None


def _first(pattern):
    def find(kinds, site):
        found = sorted(site.glob(pattern))
        return found[0].relative_to(site).as_posix() if found else None
    return find


def _lesson_with_notes(kinds, site):
    with_notes = [rel for rel in sorted(kinds.get("lesson", {}))
                  if 'class="step-note"' in (site / rel).read_text(encoding="utf-8")]
    return with_notes[0] if with_notes else None


def _lesson_with_scorecard(kinds, site):
    found = [rel for rel in sorted(kinds.get("lesson", {}))
             if 'class="scorecard-case"' in (site / rel).read_text(encoding="utf-8")]
    return found[0] if found else None


# name → (how to find the page in the built site, what to do on it before the audit)
SUBJECTS = {
    "lesson": (_first_lesson_with_steps, None),
    "transcript": (_first_transcript, None),
    "index": (lambda kinds, site: "index.html", None),
    "search results": (lambda kinds, site: "search/index.html", _show_search_results),
    "tool page": (_tool_page, None),
    "lesson with notes": (_lesson_with_notes, None),
    "comparison": (_first("compare/*/index.html"), None),
    "transcripts index": (_existing("transcripts/index.html"), None),
    "reference": (_existing("reference/gen-commands/index.html"), None),
    # Beyond the nine: a lesson with a ```scorecard block and a suite's own scorecard page.
    "lesson with a scorecard": (_lesson_with_scorecard, None),
    "scorecard": (_first("scorecards/*/index.html"), None),
}


@pytest.fixture(scope="module")
def subjects(driver, server, site):
    kinds = {}
    for url, page in crawl(driver, server, site).pages.items():
        kinds.setdefault(page.audit["kind"], {})[relative(url, server)] = page
    found = {name: (find(kinds, site), act) for name, (find, act) in SUBJECTS.items()}
    return {name: value for name, value in found.items() if value[0] is not None}


def test_the_audit_covers_a_lesson_a_transcript_the_index_and_search_results(subjects, site):
    assert {"lesson", "transcript", "index", "search results"} <= set(subjects)
    if (site / "compare").is_dir():
        # The course's own content: every one of the nine pages, and its scorecards.
        assert len(subjects) == 11, sorted(subjects)


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_no_serious_or_critical_violation(driver, server, subjects, theme, width):
    w, h, mobile = WIDTHS[width]
    set_viewport(driver, w, h, mobile)
    problems = []
    try:
        for name, (rel, act) in sorted(subjects.items()):
            open_page(driver, server + rel)
            set_theme(driver, theme)
            open_page(driver, server + rel)
            if act:
                act(driver)
            problems += [f"{name} ({rel}, {theme}, {width} px): {p}" for p in serious_violations(driver)]
    finally:
        reset_viewport(driver)
        driver.execute_script("try { localStorage.clear(); } catch (e) {}")
    assert not problems, "\n".join(problems)
