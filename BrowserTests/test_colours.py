"""The theme's colours, read from templates/assets/style.css without a browser: every text
colour passes WCAG AA (4.5:1) on each background it is used on, in the light and the dark
theme; focus rings and meters, which are not text, pass the 3:1 of WCAG 1.4.11; and the
fallback for browsers without light-dark() gives the same colours."""

import re
from pathlib import Path

import pytest

STYLE = Path(__file__).resolve().parent.parent / "templates" / "assets" / "style.css"

# (foreground, background, minimum ratio, where the pair appears)
PAIRS = [
    ("fg", "bg", 4.5, "body text"),
    ("fg", "surface", 4.5, "buttons, inline code, the outline box on narrow screens"),
    ("fg", "code-bg", 4.5, "code blocks"),
    ("fg", "error-bg", 4.5, "text of a failed call's step"),
    ("muted", "bg", 4.5, "summaries, hints, sidebar lessons, lesson numbers"),
    ("muted", "surface", 4.5, "muted text in boxes"),
    ("muted", "code-bg", 4.5, "copy buttons"),
    ("muted", "error-bg", 4.5, "token counts of a failed call's step"),
    ("accent", "bg", 4.5, "links"),
    ("accent", "surface", 4.5, "links in boxes, the current search result"),
    ("accent-fg", "accent", 4.5, "the start button, the skip link"),
    ("warn-fg", "warn-bg", 4.5, "context overflow warnings"),
    ("error-fg", "error-bg", 4.5, "a failed call's role"),
    ("error-fg", "bg", 4.5, "invalid arguments"),
    ("step-output", "code-bg", 4.5, "a copy button that copied"),
] + [
    (f"step-{role}", "bg", 4.5, f"the role of a {role} step")
    for role in ("instructions", "prompt", "call", "output", "response", "reasoning")
] + [
    (f"hl-{kind}", "code-bg", 4.5, f"highlighted {kind}s")
    for kind in ("keyword", "string", "number", "comment", "type", "attribute", "key", "variable", "output")
] + [
    ("focus", "bg", 3.0, "the focus ring (not text: WCAG 1.4.11)"),
    ("meter", "surface", 3.0, "the context meter's bar (not text)"),
    ("meter-over", "surface", 3.0, "the context meter over its size (not text)"),
    ("step-failure", "bg", 3.0, "a failed step's left border (not text)"),
]
# Colours that are only ever backgrounds or borders of something that has its own text colour.
NOT_TEXT = {"bg", "surface", "code-bg", "warn-bg", "error-bg", "border"}


def _block(css, start):
    """The text between the brace after `start` and its matching closing brace."""
    open_at = css.index("{", start)
    depth = 0
    for i in range(open_at, len(css)):
        depth += {"{": 1, "}": -1}.get(css[i], 0)
        if depth == 0:
            return css[open_at + 1:i]
    raise ValueError("unbalanced braces")


def _declarations(text):
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{3,6})\s*;", text))


def palettes():
    """{"light": {name: hex}, "dark": {...}} from the light-dark() pairs in :root."""
    css = re.sub(r"/\*.*?\*/", "", STYLE.read_text(encoding="utf-8"), flags=re.S)
    root = _block(css, css.index(":root {"))
    pairs = re.findall(r"--([\w-]+):\s*light-dark\((#[0-9a-fA-F]{3,6}),\s*(#[0-9a-fA-F]{3,6})\)", root)
    return ({"light": {n: a for n, a, _ in pairs}, "dark": {n: b for n, _, b in pairs}},
            css)


def fallback(css):
    """The colours declared under @supports not (color: light-dark(…)), by theme."""
    at = css.index("@supports not (color: light-dark(")
    block = _block(css, at)
    light = _declarations(_block(block, block.index(":root {")))
    media = _block(block, block.index("@media (prefers-color-scheme: dark)"))
    system_dark = _declarations(media)
    chosen = _declarations(_block(block, block.index(':root[data-theme="dark"]')))
    return light, system_dark, chosen


def luminance(hex_colour):
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    def channel(v):
        c = int(v, 16) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(h[i:i + 2]) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_contrast_is_computed_as_wcag_defines_it():
    assert round(contrast("#000000", "#ffffff"), 2) == 21.0
    assert round(contrast("#777777", "#ffffff"), 2) == 4.48
    assert contrast("#123456", "#123456") == 1.0


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_colour_passes_aa_on_its_backgrounds(theme):
    colours = palettes()[0][theme]
    failures = []
    for fg, bg, needed, where in PAIRS:
        assert fg in colours and bg in colours, f"--{fg} or --{bg} is not a light-dark() colour in style.css"
        ratio = contrast(colours[fg], colours[bg])
        if ratio < needed:
            failures.append(f"[{theme}] --{fg} {colours[fg]} on --{bg} {colours[bg]}: "
                            f"{ratio:.2f}:1 < {needed}:1 ({where})")
    assert not failures, "\n".join(failures)


def test_every_colour_is_checked_as_text_or_declared_a_background():
    colours = palettes()[0]["light"]
    paired = {name for pair in PAIRS for name in pair[:2]}
    unchecked = sorted(set(colours) - paired - NOT_TEXT)
    assert not unchecked, f"add these colours to PAIRS (or NOT_TEXT) in {Path(__file__).name}: {unchecked}"


def test_the_fallback_without_light_dark_gives_the_same_colours_in_both_themes():
    themes, css = palettes()
    light, system_dark, chosen = fallback(css)
    assert light == themes["light"], "the fallback's light colours differ from light-dark()'s"
    assert system_dark == themes["dark"], "the fallback's system-dark colours differ from light-dark()'s"
    assert chosen == themes["dark"], "the fallback's chosen-dark colours differ from light-dark()'s"
