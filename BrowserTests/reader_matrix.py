"""Issue 44's test matrix, measured once: every state (width × JavaScript × theme) loads each
page of the matrix once, reads everything the item tests judge in one script, runs axe-core
there when the page is one of the audited ones, and leaves the screenshots a person looks at.
Two Chromium sessions share the states, so the matrix costs about what one state per item
cost before. The tests (test_reader_matrix.py) only judge the recorded measurements."""

import base64
import os
import threading
from dataclasses import dataclass

from axe import axe_source, serious_violations_from
from browser import capture, reset_viewport, set_javascript, set_viewport, start_chromium, wait_for

# name → (width, height, mobile): the widths the issue names.
WIDTHS = {1280: (1280, 900, False), 768: (768, 1024, True), 390: (390, 844, True), 320: (320, 640, True)}
THEMES = ("light", "dark")


@dataclass(frozen=True)
class State:
    width: int
    javascript: bool
    theme: str

    def __str__(self):
        return f"{self.width}-{'js' if self.javascript else 'no-js'}-{self.theme}"

    @property
    def height(self):
        return WIDTHS[self.width][1]

    @property
    def wide(self):
        return self.width >= 768


STATES = [State(w, js, t) for w in WIDTHS for js in (True, False) for t in THEMES]


def states(where=lambda s: True):
    """The states a check applies to, as pytest parameters named like `390-no-js-dark`."""
    import pytest
    chosen = [s for s in STATES if where(s)]
    return pytest.mark.parametrize("state", chosen, ids=[str(s) for s in chosen])


# Every word of code in a table cell ("--format anthropic", "--as", "qwen2.5-coder-1.5b-instruct",
# "content/sessions/NAME.repl"), in any column: the words whose text lies on more than one line.
BROKEN_CODE_WORDS = r"""
var out = [];
document.querySelectorAll("td code, th code").forEach(function (code) {
  var walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT), node;
  while ((node = walker.nextNode())) {
    var re = /\S+/g, m;
    while ((m = re.exec(node.data))) {
      var r = document.createRange(); r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
      var tops = {};
      Array.prototype.forEach.call(r.getClientRects(), function (x) { if (x.width > 0) tops[Math.round(x.top)] = 1; });
      if (Object.keys(tops).length > 1) out.push(m[0]);
    }
  }
});
return out;"""

# Everything the item checks measure on a page, in one evaluation. Each part is empty or null
# when the page has no such element. The last part scrolls (to the wire view), so it runs last.
MEASURE = r"""
window.scrollTo(0, 0);
function rect(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
function width(e) { return e ? Math.round(e.getBoundingClientRect().width) : null; }
function all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
function one(sel, root) { return (root || document).querySelector(sel); }
// checkVisibility also sees what a closed <details> hides (its content is skipped, not undisplayed).
function shown(e) { return !!e && e.checkVisibility({visibilityProperty: true}); }
function tag(sel) { var e = one(sel); return e ? e.tagName.toLowerCase() : null; }
var out = {};
out.noSideways = document.documentElement.scrollWidth <= window.innerWidth + 1;
out.scrollWidth = document.documentElement.scrollWidth;
out.mainWidth = width(one('main'));
out.textWidth = width(one('.prose > p'));
out.transcriptWidth = width(one('.lesson .transcript'));
out.noteStepWidths = all('.steps.has-notes > .step').map(function (s) { return width(one('.step-body', s)); });
out.notedSteps = all('.step.has-note').map(function (s) {
  return { id: s.id, folded: all('.step-body details.fold', s).length,
           cut: all('.step-body pre', s).filter(function (p) { return shown(p) && p.scrollWidth > p.clientWidth + 1; }).length };
});
out.headings = { transcriptTitle: tag('.transcript-title'), stepTitle: tag('.step .step-title'),
                 turns: all('.compare-turn > h2').map(function (h) { return h.textContent.trim(); }),
                 compareStepTitle: tag('.compare-cell .step-title') };
out.wireLinks = all('.wire-link').length;
out.compareCells = all('.compare-cell:not(.compare-same)').filter(shown).map(width);
out.sameRows = all('.compare-row.row-same').map(function (row) {
  var cells = all('.compare-cell', row);
  return { id: row.id, cells: cells.length, width: width(cells[0]), row: width(one('.compare-cells', row)) };
});
out.diffFields = all('.compare-diff > li').map(function (li) {
  return all('.compare-value', li).map(function (v) {
    var c = v.cloneNode(true), l = c.querySelector('.compare-label'); if (l) l.remove(); return c.textContent.trim(); });
});
out.textDiffs = all('.compare-text-diff .compare-value').map(function (v) {
  var marked = 0; all('mark', v).forEach(function (m) { marked += m.textContent.length; });
  return { marked: marked, length: v.textContent.length };
});
out.folds = all('.compare-cell .step-body details.fold').filter(function (f) {
  var s = one('summary', f); return s && /^Show \d+ more lines/.test(s.textContent.trim());
}).map(function (f) { return { open: f.open, hiddenShown: shown(one('pre', f)) }; });
out.cutLabels = all('.compare-cell-label').filter(shown).filter(function (l) { return l.scrollWidth > l.clientWidth + 1; })
  .map(function (l) { return l.textContent.trim(); });
out.argumentsOverflow = all('table.arguments').map(function (t) { return Math.round(t.scrollWidth - t.parentElement.clientWidth); });
out.gaps = all('.row-gap .compare-status').map(function (g) { return g.textContent.trim(); });
out.switchButtons = all('.compare-switch button').map(function (b) {
  var r = rect(b); return { shown: shown(b), height: r[3] - r[1], pressed: b.getAttribute('aria-pressed') === 'true', show: b.dataset.show };
});
out.compareLinks = all('a[href]').map(function (a) { return a.getAttribute('href'); })
  .filter(function (h) { return h.indexOf('compare/') >= 0; });
out.wholeRequests = all('details.wire-request').map(function (d) {
  return all('pre code', d).map(function (c) { return c.textContent; }); }).slice(-1);
out.copyButtons = all('.copy-button').filter(shown).map(function (b) { var r = rect(b); return [r[2] - r[0], r[3] - r[1]]; });
out.brokenCodeWords = (function () {""" + BROKEN_CODE_WORDS + r"""})();
var start = one('.start .button');
out.startBottom = start ? rect(start)[3] : null;
var swift = one('pre[data-lang=swift] code');
out.swift = swift ? swift.textContent : null;
out.argumentHeads = all('table.arguments th').map(function (th) { return th.textContent.trim(); });
out.toolLessonNumbers = all('.tool-uses a .lesson-number').map(function (n) { return n.textContent.trim(); });
out.indexModels = all('table.transcript-index tbody tr').map(function (r) {
  var cells = all('td', r); return cells.length ? cells[cells.length - 1].textContent.trim() : ''; });
var toggle = one('.theme-toggle');
out.themeToggle = toggle && shown(toggle) ? { text: toggle.textContent.trim(), pressed: toggle.getAttribute('aria-pressed'),
  label: toggle.getAttribute('aria-label') } : null;
out.themeIsDark = getComputedStyle(document.body).backgroundColor.replace(/[^\d,]/g, '').split(',').slice(0, 3)
  .reduce(function (a, b) { return a + +b; }, 0) < 3 * 128;
// Last: open the first wire view and scroll to it; what is drawn at its top must be itself.
var wire = one('.transcript details.wire');
if (wire) {
  wire.open = true;
  wire.scrollIntoView();
  var r = wire.getBoundingClientRect(), hit = document.elementFromPoint(r.left + 8, r.top + 4);
  out.wire = { top: Math.round(r.top), covered: !(hit && wire.contains(hit)),
               by: hit && !wire.contains(hit) ? hit.tagName.toLowerCase() + '.' + hit.className : null };
} else {
  out.wire = null;
}
return out;
"""


@dataclass
class Subject:
    """One page of the matrix: its path, whether axe audits it, and what to do before measuring."""
    rel: str
    audit: bool = False
    search: str = ""  # words to type into the search box first (JavaScript on only)


class Matrix:
    """The recorded measurements: `measured(state, rel)`, `violations(state)`."""

    def __init__(self):
        self.results = {}
        self.axe = {}
        self.errors = []
        self.seconds = 0.0

    def measured(self, state, rel):
        key = (state, rel)
        if key not in self.results:
            raise KeyError(f"{rel} was not measured in {state}: {self.errors[:3]}")
        return self.results[key]


def _prepare(driver, state):
    w, h, mobile = WIDTHS[state.width]
    set_viewport(driver, w, h, mobile)
    set_javascript(driver, state.javascript)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": state.theme}]})


def _search(driver, words):
    from selenium.webdriver.common.by import By
    driver.find_element(By.ID, "search-input").send_keys(words)
    wait_for(lambda: driver.execute_script(
        "return document.querySelectorAll('#search-results [role=option]').length"))


def _capture(driver, path, target):
    """A PNG of the part of the page that `target` selects (60 px above it), or of the whole
    page from its top (up to 3000 px) when `target` is None."""
    if target is None:
        driver.execute_script("window.scrollTo(0, 0)")
        capture(driver, path)
        return
    driver.execute_script(
        "window.scrollTo(0, 0); var e = document.querySelector(arguments[0]);"
        "if (e) { e.scrollIntoView({block: 'start'}); window.scrollBy(0, -60); }", target)
    path.write_bytes(base64.b64decode(driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]))


def _run_state(driver, base, state, subjects, matrix, shots, lock):
    _prepare(driver, state)
    axe = axe_source()
    for subject in subjects:
        try:
            driver.get(base + subject.rel)
            if subject.search and state.javascript:
                _search(driver, subject.search)
            if subject.audit:
                # axe waits on timers, which do not run while scripts are off: the page loaded
                # without them (its DOM and classes are the no-JavaScript ones), and they are
                # on only for the audit, so none of the page's own scripts runs.
                if not state.javascript:
                    set_javascript(driver, True)
                try:
                    found = serious_violations_from(driver, axe)
                finally:
                    if not state.javascript:
                        set_javascript(driver, False)
                with lock:
                    matrix.axe[(state, subject.rel)] = found
            result = driver.execute_script(MEASURE)
            with lock:
                matrix.results[(state, subject.rel)] = result
            for name, target in shots.get((subject.rel, state), ()):
                _capture(driver, shots["dir"] / name, target)
        except Exception as error:  # recorded; the tests that need the page fail with it
            with lock:
                matrix.errors.append(f"{subject.rel} in {state}: {error!r}")


def measure(driver, base, subjects, shots=None, sessions=None):
    """Measures every subject in every state with `sessions` Chromium sessions (the given
    driver and fresh ones), state by state; returns the Matrix."""
    import time
    sessions = sessions or int(os.environ.get("CALLSITE_BROWSER_SESSIONS", "2"))
    matrix = Matrix()
    lock = threading.Lock()
    shots = shots or {}
    started = time.time()
    drivers = [driver] + [start_chromium() for _ in range(max(0, sessions - 1))]
    # Nothing the other tests saved (a theme) may override the emulated colour scheme.
    for d in drivers:
        d.get(base + "index.html")
        d.execute_script("try { localStorage.clear(); } catch (e) {}")
    queue = list(STATES)

    def work(d):
        while True:
            with lock:
                if not queue:
                    return
                state = queue.pop(0)
            _run_state(d, base, state, subjects, matrix, shots, lock)

    threads = [threading.Thread(target=work, args=(d,)) for d in drivers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for d in drivers[1:]:
        d.quit()
    reset_viewport(driver)
    set_javascript(driver, True)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    matrix.seconds = time.time() - started
    return matrix
