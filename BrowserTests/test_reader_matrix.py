"""Issue 44's items in every state they apply to: 1280, 768, 390 and 320 px, JavaScript on and
off, light and dark. The pages are loaded once per state by reader_matrix.py (two Chromium
sessions, one script per page); each test judges one item's measurements, in one state. axe-core
with its experimental rules runs on the same loads: the nine pages and two scorecard pages, in
every state, with no violation of serious or critical impact."""

import json
import re
import subprocess

import pytest

from reader_matrix import STATES, Subject, measure, states

NOTES_LESSON = "tools-that-work/tools-that-remember/index.html"
WIRE_LESSON = "foundations/anatomy-of-a-tool/index.html"
TRANSCRIPT = "transcripts/05-packing-list/index.html"
COMPARED = "05-packing-list"
COMPARE3 = "compare/11-brioche-foundationmodels--11-brioche-offline--11-brioche-offline@gemma-270m/index.html"
COMPARE2 = "compare/05-packing-list--05-packing-list@qwen0.5b--05-packing-list@qwen1.5b/index.html"
COMPARE_DIFFERS = "compare/07-house-remembers--07-house-remembers@qwen1.5b/index.html"
COMPARE_LESSON = "in-practice/what-foundationmodels-records/index.html"
TOOL = "tools/getWeatherForecast/index.html"
REFERENCE = "reference/gen-commands/index.html"
TRANSCRIPTS = "transcripts/index.html"
HOME = "index.html"
SEARCH = "search/index.html"

# The four kinds of page whose screenshots a person looks at, and the part each is about.
SHOTS = {NOTES_LESSON: ("lesson", ".step.has-note"), TRANSCRIPT: ("transcript", ".step-tool-call"),
         COMPARE3: ("comparison", ".row-gap"), TOOL: ("tool", "table.arguments")}


def _first(site, pattern, contains=None):
    for path in sorted(site.glob(pattern)):
        if contains is None or contains in path.read_text(encoding="utf-8"):
            return path.relative_to(site).as_posix()
    return None


def audited_pages(site):
    """The nine pages the issue audits, and the scorecards: the issue's own pages when the site
    is the repository's course, else the first page of each kind."""
    def pick(preferred, pattern, contains=None):
        return preferred if (site / preferred).is_file() else _first(site, pattern, contains)
    found = {
        "lesson": pick(WIRE_LESSON, "*/*/index.html", 'class="step-title"'),
        "lesson with notes": pick(NOTES_LESSON, "*/*/index.html", 'class="step-note"'),
        "transcript": pick(TRANSCRIPT, "transcripts/*/index.html"),
        "index": HOME,
        "search results": SEARCH,
        "tool page": pick(TOOL, "tools/*/index.html"),
        "comparison": pick(COMPARE3, "compare/*/index.html"),
        "transcripts index": pick(TRANSCRIPTS, TRANSCRIPTS),
        "reference": pick(REFERENCE, REFERENCE),
        "lesson with a scorecard": _first(site, "*/*/index.html", 'class="scorecard-case"'),
        "scorecard": _first(site, "scorecards/*/index.html"),
    }
    return {name: rel for name, rel in found.items() if rel and (site / rel).is_file()}


@pytest.fixture(scope="session")
def matrix(driver, server, site, screenshots):
    audited = audited_pages(site)
    rels = list(dict.fromkeys(list(audited.values()) + [COMPARE2, COMPARE_DIFFERS, COMPARE_LESSON]))
    subjects = [Subject(rel, audit=rel in audited.values(), search="weather" if rel == SEARCH else "")
                for rel in rels if (site / rel).is_file()]
    shots = {"dir": screenshots}
    for state in STATES:
        if state.width in (1280, 390) and state.javascript:
            for rel, (kind, target) in SHOTS.items():
                shots.setdefault((rel, state), []).append((f"part-{kind}-{state.width}-{state.theme}.png", target))
            for kind, rel in (("home", HOME), ("lesson", audited["lesson"]), ("transcript", audited["transcript"])):
                shots.setdefault((rel, state), []).append((f"page-{kind}-{state.width}-{state.theme}.png", None))
    found = measure(driver, server, subjects, shots)
    found.audited = audited
    return found


def test_the_matrix_measures_every_page_in_every_state(matrix, site):
    assert not matrix.errors, "\n".join(matrix.errors[:10])
    assert {"lesson", "transcript", "index", "search results"} <= set(matrix.audited)
    if (site / "compare").is_dir():
        # The course's own content: every one of the nine pages, and its scorecards.
        assert len(matrix.audited) == 11, sorted(matrix.audited)


@pytest.mark.parametrize("name", ["part-lesson-390-dark", "page-home-1280-light", "page-transcript-390-dark"])
def test_the_screenshots_a_person_looks_at_are_written(matrix, screenshots, name):
    assert (screenshots / f"{name}.png").stat().st_size > 5000


# Layout ----------------------------------------------------------------------------------

@states(lambda s: s.width == 1280)
def test_a_transcript_in_a_lesson_is_wider_than_the_lessons_text(matrix, state):
    m = matrix.measured(state, NOTES_LESSON)
    assert m["transcriptWidth"] >= m["textWidth"] + 200, m


@states(lambda s: s.width == 1280)
@pytest.mark.parametrize("page", [TRANSCRIPT, COMPARE3, TOOL], ids=["transcript", "compare", "tool"])
def test_a_page_without_an_outline_uses_the_whole_content_width(matrix, state, page):
    assert matrix.measured(state, page)["mainWidth"] >= 900


@states()
def test_every_step_of_a_list_with_notes_keeps_the_same_width(matrix, state):
    widths = matrix.measured(state, NOTES_LESSON)["noteStepWidths"]
    assert widths and max(widths) - min(widths) <= 2, f"step widths differ: {sorted(set(widths))}"


@states()
@pytest.mark.parametrize("page", sorted(set(
    [NOTES_LESSON, WIRE_LESSON, TRANSCRIPT, COMPARE3, COMPARE2, COMPARE_DIFFERS, COMPARE_LESSON, TOOL, REFERENCE,
     TRANSCRIPTS, HOME])))
def test_no_page_scrolls_sideways(matrix, state, page):
    m = matrix.measured(state, page)
    assert m["noSideways"], f"{m['scrollWidth']} px wide"


@states(lambda s: s.wide)
@pytest.mark.parametrize("page", [COMPARE3, COMPARE_LESSON], ids=["page", "lesson"])
def test_comparison_columns_are_at_least_17rem_wide(matrix, state, page):
    cells = matrix.measured(state, page)["compareCells"]
    assert cells and min(cells) >= 17 * 16 - 1, f"columns under 17rem: {sorted(cells)[:5]}"


@states()
def test_a_note_never_hides_the_output_it_talks_about(matrix, state):
    noted = matrix.measured(state, NOTES_LESSON)["notedSteps"]
    assert noted
    assert not [s["id"] for s in noted if s["folded"]], "an output a note talks about is folded"
    assert not [s["id"] for s in noted if s["cut"]], "a step with a note has JSON cut off at the right"


@states()
def test_steps_transcript_titles_and_turns_are_headings(matrix, state):
    lesson = matrix.measured(state, NOTES_LESSON)["headings"]
    assert (lesson["transcriptTitle"], lesson["stepTitle"]) == ("h3", "h3")
    compare = matrix.measured(state, COMPARE3)["headings"]
    assert compare["turns"] and "Turn" in " ".join(compare["turns"])
    assert compare["compareStepTitle"] == "h3"


# The wire, in place ----------------------------------------------------------------------

@states()
def test_on_the_wire_opens_inside_the_lesson_and_nothing_covers_it(matrix, state):
    m = matrix.measured(state, WIRE_LESSON)
    assert m["wireLinks"] == 0, "the lesson still links away"
    assert m["wire"] and not m["wire"]["covered"], f"the wire view is under {m['wire']}"


@pytest.fixture(scope="session")
def exported(gen, content):
    return json.loads(subprocess.run(
        [str(gen), "export", COMPARED, "--format", "openai", "--content", str(content)],
        capture_output=True, text=True, check=True).stdout)


@states()
def test_a_model_round_shows_the_whole_request_as_gen_export_writes_it(matrix, state, exported):
    panels = matrix.measured(state, TRANSCRIPT)["wholeRequests"]
    assert panels, "no 'whole request' panel"
    request, response = (json.loads(t) for t in panels[-1][:2])
    assert request["messages"] == exported["messages"][:-1]
    assert request["tools"] == exported["tools"]
    assert response["choices"][0]["message"] == exported["messages"][-1]


# Comparisons -----------------------------------------------------------------------------

@states()
def test_a_row_the_same_in_every_run_is_one_card(matrix, state):
    rows = matrix.measured(state, COMPARE3)["sameRows"]
    assert rows
    assert not [r for r in rows if r["cells"] != 1], "a row the same in every run has several cards"
    assert not [r for r in rows if r["width"] < r["row"] - 2], "a same row's card is not the row's width"


@states()
def test_a_differing_row_marks_only_what_differs(matrix, state):
    m = matrix.measured(state, COMPARE_DIFFERS)
    assert m["diffFields"], "no field-by-field difference"
    assert not [f for f in m["diffFields"] if len(f) < 2 or len(set(f)) == 1], "a field the same in every run"
    assert [t for t in m["textDiffs"] if 0 < t["marked"] < t["length"] - 3], "every differing text is marked whole"


@states()
def test_a_long_output_in_a_comparison_folds_below_its_first_lines(matrix, state):
    folds = matrix.measured(state, COMPARE_DIFFERS)["folds"]
    assert folds, "no long output is folded"
    assert not [f for f in folds if f["open"] or f["hiddenShown"]], "a fold is open"


@states()
def test_a_gap_says_which_runs_took_the_step(matrix, state):
    gaps = matrix.measured(state, COMPARE3)["gaps"]
    assert gaps and all(re.search(r"only in [A-C].*not in [A-C]", g) for g in gaps), gaps


@states(lambda s: s.wide)
def test_a_comparisons_cell_labels_are_not_cut(matrix, state):
    # Side by side a label is one line; the model that tells two runs of a session apart
    # must not be what the ellipsis hides.
    assert not matrix.measured(state, COMPARE3)["cutLabels"]


@states(lambda s: s.javascript)
def test_the_run_switch_is_44_px_high_and_shows_every_run_from_768_px(matrix, state):
    buttons = matrix.measured(state, COMPARE2)["switchButtons"]
    assert buttons and all(b["shown"] for b in buttons), "the switch is not shown"
    assert min(b["height"] for b in buttons) >= 44, buttons
    pressed = [b["show"] for b in buttons if b["pressed"]]
    assert len(pressed) == 1 and (pressed[0] == "all") == state.wide, pressed


@states()
def test_comparisons_are_listed_in_the_index_and_on_the_transcripts_page(matrix, state):
    target = COMPARE2.split("/")[1]
    for page in (TRANSCRIPTS, TRANSCRIPT):
        assert [h for h in matrix.measured(state, page)["compareLinks"] if target in h], f"not on {page}"


# Bugs ------------------------------------------------------------------------------------

@states()
def test_the_theme_follows_the_state(matrix, state):
    # The matrix emulates the system's colour scheme; the page must follow it with and without
    # JavaScript, or every dark state would be measuring the light theme.
    assert matrix.measured(state, HOME)["themeIsDark"] == (state.theme == "dark")


@states(lambda s: s.javascript)
def test_the_theme_button_is_pressed_in_the_dark_theme_and_its_name_is_its_label(matrix, state):
    toggle = matrix.measured(state, TRANSCRIPT)["themeToggle"]
    assert toggle, "no theme button"
    assert toggle["text"] == "Dark theme" and toggle["label"] in (None, ""), toggle
    assert toggle["pressed"] == ("true" if state.theme == "dark" else "false"), toggle


@states(lambda s: s.javascript)
def test_copy_buttons_are_at_least_24_px(matrix, state):
    sizes = matrix.measured(state, TOOL)["copyButtons"]
    assert sizes and min(min(s) for s in sizes) >= 24, sizes[:4]


@states()
def test_code_in_the_reference_tables_never_breaks_inside_a_word(matrix, state):
    assert not matrix.measured(state, REFERENCE)["brokenCodeWords"]


@states(lambda s: s.width <= 390)
def test_start_reading_is_on_the_first_screen_of_a_phone(matrix, state):
    bottom = matrix.measured(state, HOME)["startBottom"]
    assert bottom is not None and bottom <= state.height, f"Start reading ends at {bottom} px"


@states()
def test_a_tool_page_has_tidy_swift_descriptions_and_numbered_lessons(matrix, state):
    m = matrix.measured(state, TOOL)
    lines = [line.strip() for line in m["swift"].split("\n")]
    # A blank line between two properties that have no attribute or comment of their own.
    spaced = [lines[i - 1] for i in range(2, len(lines) - 1)
              if not lines[i] and lines[i - 1].startswith("var ") and lines[i + 1].startswith("var ")
              and not lines[i - 2].startswith(("@", "//"))]
    assert not spaced, f"blank lines after plain properties: {spaced[:3]}"
    assert "Description" in m["argumentHeads"]
    numbers = m["toolLessonNumbers"]
    assert numbers and all(re.match(r"[A-Z\d]+\.\d+$", n) for n in numbers), numbers


@states(lambda s: s.width >= 390)
def test_a_tools_arguments_fit_without_scrolling_from_390_px(matrix, state):
    overflow = matrix.measured(state, TOOL)["argumentsOverflow"]
    assert overflow and max(overflow) <= 0, f"the table is {max(overflow)} px wider than its box"


@states()
def test_the_transcripts_index_says_which_model_made_each(matrix, state):
    models = matrix.measured(state, TRANSCRIPTS)["indexModels"]
    assert models and not {"unknown", "author", "offline-reference"} & set(models), models
    assert "Offline stand-in (rules)" in models


# axe -------------------------------------------------------------------------------------

@states()
def test_axe_finds_no_serious_or_critical_violation(matrix, state):
    problems = []
    for name, rel in sorted(matrix.audited.items()):
        found = matrix.axe.get((state, rel))
        if found is None:
            problems.append(f"{name} ({rel}): not audited")
        problems += [f"{name} ({rel}): {p}" for p in found or []]
    assert not problems, "\n".join(problems)
