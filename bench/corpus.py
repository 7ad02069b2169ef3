#!/usr/bin/env python3
"""Writes a synthetic course for benchmarks, in Callsite's layout and in Hugo's.

    python3 bench/corpus.py --lessons 1000 --out bench-out/corpus-1000 [--seed 7]

Every lesson has about 1,500 words of prose-like Markdown (headings, paragraphs, lists,
links, emphasis, inline code), six fenced code blocks (swift, json, sh) and one embedded
20-entry transcript. Lessons are grouped into chapters of 100. The output is
deterministic: the same seed and count give the same bytes, and lesson i is the same in
every corpus that has it (each lesson draws from its own seeded generator).

Layout written under --out:

    callsite/site.json, callsite/lessons/ch-NNN-*/NNN-*.md, callsite/transcripts/*.json
    hugo/config.toml, hugo/layouts/..., hugo/content/ch-NNN-*/NNN-*.md (the same Markdown)
    cmark/all.md      every lesson body (front matter removed), concatenated: cmark's input
    corpus.json       what was written (counts, words, bytes) and a stamp to skip rework

Standard library only.
"""

import argparse
import bisect
import itertools
import json
import os
import random
import re
import shutil
import sys

GENERATOR_VERSION = 4
LESSONS_PER_CHAPTER = 100

# Words that make the text read like English prose.
COMMON = """the a an of to and in is it that for on with as this be by are from or at your
you we can not will when one each its their which but if then so more than into how what
all only also there first next after before other them same any does do has have was
every two three each some most where while because without about over between through
should must may might would could often never always still just even very such here
these those both few many much new old own right left last long short small large""".split()

DOMAIN = """tool tools model models call calls calling schema schemas argument arguments
transcript transcripts session sessions prompt prompts instructions response responses
output outputs entry entries step steps token tokens context window forecast weather
latitude longitude location place city coordinates geocode guide guides description
field fields property properties required optional string integer number boolean array
object enum value values error errors failure retry loop turn turns round rounds result
results structure structured generable protocol struct function server client request
reply decode encode json swift shell playground lesson chapter reader author page site
build render template search index shard query filter menu coffee house listing contact
offline replay manual backend endpoint sampling temperature validation pointer budget
cost meter permalink provenance capture history journal export import module package""".split()

SYLLABLES = """ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo fu ga ge gi go gu
ha he hi ho hu ja je jo ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu pa pe
pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu bra
cre dri fro glu pla pre sti tra vor xan quo lin mar ten sol nor ves kal rin dor mel""".split()


def coined_vocabulary(count, seed):
    """Distinct pseudo-words (2-4 syllables), in a fixed order: rank 0 is the most common."""
    rng = random.Random(seed)
    seen = set()
    words = []
    while len(words) < count:
        w = "".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 2, 3, 3, 3, 4))))
        if w not in seen and len(w) > 3:
            seen.add(w)
            words.append(w)
    return words


class Vocabulary:
    """Zipf-distributed coined words plus fixed English and domain words."""

    def __init__(self, seed, size=40000):
        self.coined = coined_vocabulary(size, seed)
        weights = [1.0 / (rank + 8) for rank in range(size)]
        self.cumulative = list(itertools.accumulate(weights))
        self.total = self.cumulative[-1]

    def rare(self, rng):
        i = bisect.bisect_left(self.cumulative, rng.random() * self.total)
        return self.coined[min(i, len(self.coined) - 1)]


class Lesson:
    """One lesson's Markdown and transcript, generated from its own seeded generator."""

    def __init__(self, index, vocab, seed):
        self.index = index
        self.rng = random.Random(seed * 1_000_003 + index)
        self.vocab = vocab
        rng = self.rng
        # Words that belong to this lesson: they repeat through its text, as a topic does.
        self.topic = [vocab.rare(rng) for _ in range(3)] + [
            "".join(rng.choice(SYLLABLES) for _ in range(3)) + str(index % 97) for _ in range(3)
        ]
        self.chapter = index // LESSONS_PER_CHAPTER
        self.number = index % LESSONS_PER_CHAPTER + 1
        self.slug = f"l{index + 1:05d}-{self.topic[0]}-{self.topic[1]}"
        self.file_name = f"{self.number:03d}-{self.slug}.md"
        self.transcript_name = f"t{index + 1:05d}-{self.topic[0]}"
        self.title = f"{self.topic[0].capitalize()} and {self.topic[1]} {self.topic[2]}"
        self.tools = self.make_tools()

    # Prose.

    def word(self):
        r = self.rng.random()
        if r < 0.48:
            return self.rng.choice(COMMON)
        if r < 0.78:
            return self.rng.choice(DOMAIN)
        if r < 0.86:
            return self.rng.choice(self.topic)
        return self.vocab.rare(self.rng)

    def sentence(self, words=None, markup=True):
        rng = self.rng
        n = words or rng.randint(9, 22)
        parts = [self.word() for _ in range(n)]
        if markup:
            roll = rng.random()
            i = rng.randrange(1, n)
            if roll < 0.12:
                parts[i] = f"*{parts[i]}*"
            elif roll < 0.20:
                parts[i] = f"**{parts[i]}**"
            elif roll < 0.32:
                parts[i] = f"`{self.tool_names()[rng.randrange(3)]}`"
            elif roll < 0.40:
                parts[i] = f"[{parts[i]} {self.word()}](https://example.com/{self.topic[0]}/{parts[i].strip('*`')})"
        parts[0] = parts[0].capitalize()
        end = "?" if rng.random() < 0.06 else "."
        return " ".join(parts) + end

    def paragraph(self):
        return " ".join(self.sentence() for _ in range(self.rng.randint(3, 5)))

    def bullet_list(self):
        ordered = self.rng.random() < 0.4
        items = []
        for k in range(self.rng.randint(3, 5)):
            mark = f"{k + 1}." if ordered else "-"
            items.append(f"{mark} {self.sentence(self.rng.randint(5, 12))}")
        return "\n".join(items)

    def heading(self, level):
        words = [self.word() for _ in range(self.rng.randint(2, 5))]
        words[0] = words[0].capitalize()
        words[-1] = self.rng.choice(self.topic)
        return "#" * level + " " + " ".join(words)

    # Code blocks.

    def tool_names(self):
        return [t["function"]["name"] for t in self.tools]

    def code_block(self, kind):
        rng = self.rng
        t = rng.choice(self.tools)
        name = t["function"]["name"]
        props = t["function"]["parameters"]["properties"]
        if kind == "swift":
            lines = [f"struct {name[0].upper() + name[1:]}Tool: Tool {{", f'  let name = "{name}"',
                     f'  let description = "{t["function"]["description"]}"', "", "  @Generable",
                     "  struct Arguments {"]
            for key, schema in props.items():
                swift_type = {"string": "String", "integer": "Int", "number": "Double", "boolean": "Bool"}[schema["type"]]
                lines.append(f'    @Guide(description: "{schema.get("description", key)}")')
                lines.append(f"    var {key}: {swift_type}")
            lines += ["  }", "", "  func call(arguments: Arguments) async throws -> String {",
                      f'    "{self.sentence(6, markup=False)}"', "  }", "}"]
            return "```swift\n" + "\n".join(lines) + "\n```"
        if kind == "json":
            return "```json\n" + json.dumps(t, indent=2) + "\n```"
        cmd = [f"$ repl --script sessions/{self.slug}.repl",
               f"# {self.sentence(8, markup=False)}",
               f"$ gen build --content content --output site",
               f"$ grep -c {self.topic[0]} site/{self.slug}/index.html",
               str(rng.randint(1, 40)),
               f"$ cat content/transcripts/{self.transcript_name}.json | head -n {rng.randint(5, 30)}"]
        return "```sh\n" + "\n".join(cmd) + "\n```"

    # The lesson.

    def markdown(self):
        rng = self.rng
        summary = self.sentence(rng.randint(10, 16), markup=False)
        out = [f"---\ntitle: {self.title}\nsummary: {summary}\n---\n"]
        out.append(self.paragraph())
        out.append(self.paragraph())
        blocks = ["swift", "json", "sh", "swift", "json", "sh"]
        transcript_at = rng.randrange(2, 5)
        for section in range(6):
            out.append(self.heading(2))
            out.append(self.paragraph())
            if rng.random() < 0.5:
                out.append(self.heading(3))
            out.append(self.paragraph())
            if section % 2 == 0:
                out.append(self.bullet_list())
            out.append(self.code_block(blocks[section]))
            out.append(self.paragraph())
            if section == transcript_at:
                out.append(f"The transcript below shows every step of one session with these tools.")
                out.append(f"```transcript {self.transcript_name}\n```")
            if rng.random() < 0.25:
                out.append(self.paragraph())
        return "\n\n".join(out) + "\n"

    # The transcript.

    def make_tools(self):
        rng = self.rng
        tools = []
        verbs = ["get", "find", "lookup", "search", "list", "fetch"]
        for k in range(3):
            noun = self.topic[k].capitalize()
            name = f"{verbs[(self.index + k) % len(verbs)]}{noun}"
            props = {}
            order = []
            for a in range(rng.randint(1, 3)):
                key = f"{self.vocab.rare(rng)}{a}"
                typ = rng.choice(["string", "string", "integer", "number", "boolean"])
                schema = {"type": typ, "description": self.sentence(rng.randint(4, 9), markup=False)}
                if typ == "integer":
                    schema["minimum"] = 0
                    schema["maximum"] = 100
                if typ == "string" and rng.random() < 0.3:
                    schema["enum"] = [self.vocab.rare(rng) for _ in range(3)]
                props[key] = schema
                order.append(key)
            tools.append({"type": "function", "function": {
                "name": name, "description": self.sentence(rng.randint(6, 12), markup=False),
                "parameters": {"title": "Arguments", "type": "object", "properties": props,
                               "required": order, "x-order": order, "additionalProperties": False}}})
        return tools

    def arguments_for(self, tool):
        rng = self.rng
        args = {}
        for key, schema in tool["function"]["parameters"]["properties"].items():
            typ = schema["type"]
            if "enum" in schema:
                args[key] = rng.choice(schema["enum"])
            elif typ == "string":
                args[key] = f"{self.word()} {rng.choice(self.topic)}"
            elif typ == "integer":
                args[key] = rng.randint(0, 100)
            elif typ == "number":
                args[key] = round(rng.uniform(-90, 90), 4)
            else:
                args[key] = rng.random() < 0.5
        return args

    def tool_output(self, tool, seg_id):
        rng = self.rng
        if rng.random() < 0.5:
            return {"type": "text", "id": seg_id, "text": " ".join(self.sentence(markup=False) for _ in range(2))}
        content = {"name": f"{self.word()} {rng.choice(self.topic)}", "count": rng.randint(1, 500),
                   "items": [self.sentence(rng.randint(4, 8), markup=False) for _ in range(rng.randint(2, 4))],
                   "score": round(rng.random(), 3), "simulated": True}
        return {"type": "structure", "id": seg_id, "structure": {"source": "Result", "content": content}}

    def transcript(self, pairs=7, parallel=True):
        """20 entries with the defaults: instructions, prompt, 7 call/output pairs, one
        response with two parallel calls and their two outputs, and a final response."""
        entries = []
        tokens = {}
        n = itertools.count(1)

        def next_id(prefix):
            return f"{prefix}-{next(n)}"

        def add(entry, text_len):
            entries.append(entry)
            tokens[entry["id"]] = {"count": max(1, text_len // 4), "source": "estimated"}

        ins_text = f"You help with {self.topic[0]} and {self.topic[1]}. " + self.sentence(markup=False)
        e = next_id("entry")
        add({"role": "instructions", "id": e, "contents": [{"type": "text", "id": e + "-text", "text": ins_text}],
             "tools": self.tools}, len(ins_text) + len(json.dumps(self.tools)))
        prompt = f"What about {self.topic[0]} in {self.word()} {self.topic[2]}?"
        e = next_id("entry")
        add({"role": "user", "id": e, "contents": [{"type": "text", "id": e + "-text", "text": prompt}],
             "options": {}}, len(prompt))
        call_n = itertools.count(1)
        groups = [1] * pairs + ([2] if parallel else [])
        for size in groups:
            calls = []
            for _ in range(size):
                tool = self.rng.choice(self.tools)
                calls.append({"id": f"call-{next(call_n)}", "name": tool["function"]["name"],
                              "arguments": json.dumps(self.arguments_for(tool), separators=(",", ":"))})
            add({"role": "response", "id": next_id("entry"), "toolCalls": calls},
                sum(len(c["arguments"]) for c in calls))
            for c in calls:
                tool = next(t for t in self.tools if t["function"]["name"] == c["name"])
                e = next_id("entry")
                seg = self.tool_output(tool, e + "-out")
                add({"role": "tool", "id": e, "toolCallID": c["id"], "toolName": c["name"], "contents": [seg]},
                    len(json.dumps(seg)))
        answer = " ".join(self.sentence(markup=False) for _ in range(3))
        e = next_id("entry")
        add({"role": "response", "id": e, "assets": [], "contents": [{"type": "text", "id": e + "-text", "text": answer}]},
            len(answer))
        return {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": entries},
                "callsite": {"provenance": {"model": "offline-reference", "backend": "offline",
                                            "note": "Synthetic benchmark transcript, not from a language model."},
                             "contextSize": 4096, "tokens": tokens}}


HUGO_CONFIG = """baseURL = "https://example.invalid/"
languageCode = "en"
title = "Callsite benchmark corpus"
disableKinds = ["taxonomy", "term"]
[markup.goldmark.renderer]
unsafe = false
[markup.tableOfContents]
startLevel = 2
endLevel = 3
"""

# A minimal theme: a page shows its own content, an outline, and previous/next links;
# no page loops over every page of the site (section lists show their own lessons only).
HUGO_LAYOUTS = {
    "_default/baseof.html": """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{{ .Title }} · {{ .Site.Title }}</title><meta name="description" content="{{ .Summary | plainify }}">
</head><body><a href="#main">Skip to content</a><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header>
<main id="main">{{ block "main" . }}{{ end }}</main><footer>Built with Hugo</footer></body></html>
""",
    "_default/single.html": """{{ define "main" }}<article><p>{{ .Parent.Title }}</p><h1>{{ .Title }}</h1>
<p>{{ .Params.summary }}</p>{{ .Content }}</article>
<aside>{{ .TableOfContents }}</aside>
<nav>{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>{{ end }}
""",
    "_default/list.html": """{{ define "main" }}<h1>{{ .Title }}</h1><ol>{{ range .Pages }}
<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol>{{ end }}
""",
    "index.html": """{{ define "main" }}<h1>{{ .Site.Title }}</h1><ol>{{ range .Site.Sections }}
<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol>{{ end }}
""",
}


PROSE = re.compile(r"^```.*?^```$", re.M | re.S)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def chapter_folder(chapter):
    return f"ch-{chapter + 1:03d}-part-{chapter + 1}"


def generate(lessons, out, seed=7, others=True):
    """Writes the corpus; returns its stats. Skips the work when out/corpus.json matches.

    With `others` false only Callsite's layout is written (no Hugo copy, no cmark file): the
    100,000-lesson corpus, where only gen is measured, is then half the size."""
    stamp = {"generator": GENERATOR_VERSION, "lessons": lessons, "seed": seed}
    if not others:
        stamp["layouts"] = ["callsite"]
    stats_path = os.path.join(out, "corpus.json")
    if os.path.exists(stats_path):
        with open(stats_path, encoding="utf-8") as f:
            old = json.load(f)
        if old.get("stamp") == stamp:
            return old
    if os.path.exists(out):
        shutil.rmtree(out)
    vocab = Vocabulary(seed)
    chapters = (lessons + LESSONS_PER_CHAPTER - 1) // LESSONS_PER_CHAPTER
    site = {"title": "Callsite benchmark corpus",
            "description": "A synthetic course for measuring gen build.",
            "chapters": [{"folder": chapter_folder(c), "title": f"Part {c + 1}"} for c in range(chapters)]}
    write(os.path.join(out, "callsite", "site.json"), json.dumps(site, indent=2) + "\n")
    if others:
        write(os.path.join(out, "hugo", "config.toml"), HUGO_CONFIG)
        for rel, text in HUGO_LAYOUTS.items():
            write(os.path.join(out, "hugo", "layouts", rel), text)
        for c in range(chapters):
            write(os.path.join(out, "hugo", "content", chapter_folder(c), "_index.md"), f"---\ntitle: Part {c + 1}\n---\n")
        os.makedirs(os.path.join(out, "cmark"), exist_ok=True)
    words = prose_words = md_bytes = transcript_bytes = 0
    all_md_path = os.path.join(out, "cmark", "all.md") if others else os.devnull
    chunks = [range(start, min(lessons, start + CHUNK)) for start in range(0, lessons, CHUNK)]
    jobs = [(chunk, out, seed, others) for chunk in chunks]
    global _VOCAB
    _VOCAB = vocab  # the workers inherit it (fork) or rebuild it from the seed
    with open(all_md_path, "w", encoding="utf-8", newline="\n") as all_md:
        with _pool(len(chunks)) as pool:
            for counts, bodies in (pool.imap(_write_chunk, jobs) if pool else map(_write_chunk, jobs)):
                for body in bodies:
                    all_md.write(body + "\n")
                words += counts[0]
                prose_words += counts[1]
                md_bytes += counts[2]
                transcript_bytes += counts[3]
    stats = {"stamp": stamp, "lessons": lessons, "chapters": chapters, "wordsPerLesson": round(words / max(1, lessons)),
             "proseWordsPerLesson": round(prose_words / max(1, lessons)),
             "markdownBytes": md_bytes, "transcriptBytes": transcript_bytes}
    write(stats_path, json.dumps(stats, indent=2) + "\n")
    return stats


CHUNK = 250
_VOCAB = None


class _NoPool:
    """Stands in for a process pool where one process does the work."""

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


def _pool(chunks):
    """A pool of one worker a core when there is more than one chunk: lessons are independent
    (each has its own seeded generator), so the bytes written are the same either way."""
    workers = min(os.cpu_count() or 1, chunks)
    if workers < 2:
        return _NoPool()
    import multiprocessing
    return multiprocessing.get_context("fork").Pool(workers)


def _write_chunk(job):
    """Writes the lessons of one chunk; returns their counts and, with the other layouts, the
    bodies for cmark's file in lesson order."""
    chunk, out, seed, others = job
    global _VOCAB
    if _VOCAB is None:
        _VOCAB = Vocabulary(seed)
    words = prose_words = md_bytes = transcript_bytes = 0
    bodies = []
    for i in chunk:
        lesson = Lesson(i, _VOCAB, seed)
        text = lesson.markdown()
        folder = chapter_folder(lesson.chapter)
        write(os.path.join(out, "callsite", "lessons", folder, lesson.file_name), text)
        if others:
            write(os.path.join(out, "hugo", "content", folder, lesson.file_name), text)
        body = text.split("\n---\n", 1)[1]
        if others:
            bodies.append(body)
        words += len(body.split())
        prose_words += len(PROSE.sub("", body).split())
        md_bytes += len(text.encode("utf-8"))
        transcript = json.dumps(lesson.transcript(), indent=2) + "\n"
        transcript_bytes += len(transcript)
        write(os.path.join(out, "callsite", "transcripts", lesson.transcript_name + ".json"), transcript)
    return (words, prose_words, md_bytes, transcript_bytes), bodies


def long_transcript(entries, seed=7):
    """A transcript of `entries` entries (an even number, at least 6): instructions, a
    prompt, call/output pairs, two parallel calls with their outputs, a final response."""
    vocab = Vocabulary(seed, size=2000)
    lesson = Lesson(0, vocab, seed)
    return lesson.transcript(pairs=max(0, (entries - 6) // 2), parallel=True)


def main(argv):
    p = argparse.ArgumentParser(description="Write a synthetic benchmark course (Callsite and Hugo layouts).")
    p.add_argument("--lessons", type=int, required=True, help="how many lessons")
    p.add_argument("--out", required=True, help="the folder to write (replaced)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--callsite-only", action="store_true", help="write only Callsite's layout (no Hugo, no cmark)")
    args = p.parse_args(argv)
    stats = generate(args.lessons, args.out, args.seed, others=not args.callsite_only)
    print(json.dumps(stats))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
