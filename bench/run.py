#!/usr/bin/env python3
"""`make bench`: measures Callsite's gen build against Hugo and cmark on the same Markdown,
plus repl start-up, an offline turn, a 500-entry transcript and gen serve's reload, and
writes BENCHMARKS.md.

Environment:
  BENCH_SIZES  lesson counts to measure (default "1000 10000 100000"; at 100000 only gen's full build
               and one-lesson rebuild, see LARGE below; "1000 10000" saves about half an hour)
  BENCH_RUNS   recorded runs per figure, after one warm-up run (default 5, at least 5 for the report's claim)
  BENCH_DIR    scratch folder for corpora and outputs (default bench-out, ignored by git)
  BENCH_EXTRAS which extras to measure: "repl turn transcript serve llm qwen suites" (the default), or 0 for none;
               serve is bench/serve.py's idle CPU and save-to-reload at each size up to 10,000 and its
               200 keep-alive clients during rebuilds at the smallest (`python3 bench/serve.py all`);
               llm is the time to the first streamed token through repl (on a pseudo-terminal)
               against llama-server, minus the server's own for the same request (bench/llm.py),
               with each server's provisioning time; qwen is each Qwen2.5-Coder Instruct model on
               llama-server: provisioning, prompt and generation speed, and the prompt cache's reuse per
               round of a two-tool turn (bench/qwen.py); suites is a ten-case prompt suite against the
               Qwen 0.5B with one and two server slots: runs a minute and repl's CPU (bench/suites.py)
  BENCH_REPORT where to write the report (default BENCHMARKS.md at the repository's root)
  BENCH_GEN, BENCH_REPL  other binaries to measure (default .build/release/gen and repl; make bench
                         passes its statically linked gen, .build/static/release/gen)
  BENCH_WARMUP   unrecorded warm-up runs before each figure (default 1)
  BENCH_SCENARIOS  which build figures to take (default "full plain lesson template hugo cmark";
                   plain is the same lessons without transcripts)
  BENCH_MERGE    1: keep the other sizes and extras of bench-out/results.json, replace these sizes

The release binaries must exist (`make bench` builds them first: gen with --static-swift-stdlib into
.build/static, repl into .build/release).
"""

import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpus  # noqa: E402
import extras  # noqa: E402
import llm  # noqa: E402
import measure  # noqa: E402
import report  # noqa: E402

REPO = os.path.dirname(HERE)


# Sizes above this are measured with gen alone, and only its full build and one-lesson rebuild:
# Hugo used 4.4 GB and a minute at 10,000 lessons (44 GB would not fit, and ten minutes a run
# would not fit either), cmark's one file of every lesson would be 1.3 GB, and a template edit
# or a second lessons-only corpus adds no figure the issue asks for. Their corpus is written in
# Callsite's layout only.
#
# Their full build is timed in rounds with a full build of LARGE lessons (growth_base), and the
# growth is taken from the pair; the report's method paragraph says why.
LARGE = 10000
LARGE_SCENARIOS = ("full", "lesson")


def env_list(name, default):
    return [int(x) for x in os.environ.get(name, default).replace(",", " ").split()]


def tool_version(argv):
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        return (out.stdout or out.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "not installed"


def machine():
    info = {"nproc": os.cpu_count(), "cpu": "unknown", "memory": "unknown", "os": "unknown",
            "kernel": os.uname().release}
    try:
        for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
            if line.startswith("Model name:"):
                info["cpu"] = line.split(":", 1)[1].strip()
    except OSError:
        pass
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
        info["memory"] = f"{kb / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    info["os"] = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    info["swift"] = tool_version(["swift", "--version"])
    info["hugo"] = tool_version(["hugo", "version"])
    info["cmark"] = tool_version(["cmark", "--version"])
    return info


class Outputs:
    """Keeps one run's output from weighing on the next, untimed.

    On ext4 without a journal (this machine's root) a freed inode is not reused for 60 s, or
    360 s while its inode table block is dirty (`recently_deleted` in fs/ext4/ialloc.c), and
    until then every new file steps over such inodes: the report's method paragraph gives the
    figures. So nothing is deleted between the runs of a figure. An output or a build cache is
    moved aside and its files are cut to nothing (their disk space freed, their inodes kept);
    the trash is deleted after each size's runs; a full-build figure starts SETTLE seconds
    after the last deletion, the bench's or gen's, in this process or an earlier one (a stamp
    in the scratch folder). Gen's own deletions (a template edit renames each new page over
    its old one, which frees the old page's inode) stay inside its timed runs."""

    SETTLE = 370

    def __init__(self, work):
        self.trash = os.path.join(work, "trash")
        self.stamp = os.path.join(work, ".last-deletion")
        self.empty()  # left by a bench that stopped early

    def set_aside(self, path):
        if os.path.exists(path):
            os.makedirs(self.trash, exist_ok=True)
            aside = os.path.join(self.trash, str(len(os.listdir(self.trash))))
            os.rename(path, aside)
            for folder, _, files in os.walk(aside):
                for name in files:
                    os.truncate(os.path.join(folder, name), 0)
        # The run before wrote a whole site that the kernel may still be writing back: let it
        # finish, untimed, so that it does not take CPU from this run.
        os.sync()

    def empty(self):
        if os.path.exists(self.trash):
            print("  deleting the outputs set aside", flush=True)
            shutil.rmtree(self.trash, ignore_errors=True)
            self.deleted_now()

    def deleted_now(self):
        os.sync()
        with open(self.stamp, "w", encoding="utf-8") as f:
            f.write(f"{time.time()}\n")

    def settle(self):
        try:
            with open(self.stamp, encoding="utf-8") as f:
                last = float(f.read())
        except (OSError, ValueError):
            return
        wait = last + self.SETTLE - time.time()
        if wait > 0:
            print(f"  waiting {wait:.0f} s for the file system to reuse the inodes last deleted", flush=True)
            time.sleep(wait)


def lessons_only(root):
    """The corpus as the gen build issue's target describes it: the same lessons (about 1,500
    words with six code blocks) with their transcript fences taken out, and no transcripts.
    Made once per corpus, beside it."""
    src = os.path.join(root, "callsite")
    dst = os.path.join(root, "callsite-lessons-only")
    with open(os.path.join(root, "corpus.json"), encoding="utf-8") as f:
        made_from = f.read()
    stamp = os.path.join(dst, ".made-from")
    if os.path.exists(stamp):
        with open(stamp, encoding="utf-8") as f:
            if f.read() == made_from:
                return dst
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("transcripts"))
    for folder, _, files in os.walk(os.path.join(dst, "lessons")):
        for name in files:
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            text = re.sub(r"^The transcript below shows[^\n]*\n", "", text, flags=re.M)
            text = re.sub(r"^```transcript [^\n]*\n```\n", "", text, flags=re.M)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    with open(stamp, "w", encoding="utf-8") as f:
        f.write(made_from)
    return dst


def load():
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def edit_file(path):
    """A `before` hook that changes `path` differently on every run (a line appended to a lesson;
    an HTML comment with the run's number before a template's `</body>`, so that every page it
    makes changes); `.restore()` puts the original back."""
    with open(path, encoding="utf-8") as f:
        original = f.read()

    def before(i, template=path.endswith(".mustache")):
        if template:
            # An HTML comment in what the template writes, not a Mustache comment: every page's
            # bytes change, so no page can be reused or left as it was (the hard case).
            marker = "</body>" if "</body>" in original else None
            edit = f"<!-- bench edit {i} -->\n"
            text = original.replace(marker, edit + marker, 1) if marker else original + edit
        else:
            text = original + f"\nEdited in benchmark run {i}.\n"
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    def restore():
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)

    before.restore = restore
    return before


def site_facts(site):
    """Pages written, total size and the largest search shard."""
    pages = 0
    total = 0
    shards = []
    for folder, _, files in os.walk(site):
        for name in files:
            path = os.path.join(folder, name)
            size = os.path.getsize(path)
            total += size
            if name.endswith(".html"):
                pages += 1
            if os.path.basename(folder) == "search" and name.startswith("terms-") and name.endswith(".js"):
                shards.append((size, name))
    largest = max(shards) if shards else (0, "none")
    return {"htmlPages": pages, "bytes": total, "searchShards": len(shards), "largestShardBytes": largest[0],
            "largestShard": largest[1]}


def failure(e):
    """A figure that could not be taken, as results.json keeps it."""
    return {"error": str(e).strip()[:800]}


def growth_base(work, gen, outputs):
    """The full build of LARGE lessons that a larger size's full build alternates with, and
    its untimed set-up: a fresh output and cache, one build untimed to bring its corpus back
    into the page cache (the large build pushes it out, and this machine pages out files left
    unread for a minute), and a fresh output and cache again.
    Its corpus is the one that size's own runs use (made here if they have not run)."""
    root = os.path.join(work, f"corpus-{LARGE}")
    corpus.generate(LARGE, root)
    templates = os.path.join(work, f"templates-{LARGE}-growth")
    shutil.rmtree(templates, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, "templates"), templates)
    site = os.path.join(work, f"site-{LARGE}-growth")
    cache = os.path.join(work, ".callsite-cache", os.path.basename(site))
    build = [gen, "build", "--content", os.path.join(root, "callsite"), "--templates", templates, "--output", site,
             "--quiet"]

    def before(i):
        outputs.set_aside(cache)
        outputs.set_aside(site)
        measure.run_once(build)
        outputs.set_aside(cache)
        outputs.set_aside(site)

    return build, before


def bench_size(n, work, gen, runs, warmup, wanted, results):
    print(f"== {n} lessons", flush=True)
    large = n > LARGE
    if large:
        skipped = [name for name in wanted if name not in LARGE_SCENARIOS]
        wanted = [name for name in wanted if name in LARGE_SCENARIOS]
        if skipped:
            print(f"  {n} lessons: gen's full build and one-lesson rebuild only (not {', '.join(skipped)})", flush=True)
    started = time.time()
    stats = corpus.generate(n, os.path.join(work, f"corpus-{n}"), others=not large)
    print(f"  corpus ready in {time.time() - started:.0f} s: {stats['proseWordsPerLesson']} prose words a lesson", flush=True)
    root = os.path.join(work, f"corpus-{n}")
    content = os.path.join(root, "callsite")
    templates = os.path.join(work, f"templates-{n}")
    shutil.rmtree(templates, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, "templates"), templates)
    site = os.path.join(work, f"site-{n}")
    build = [gen, "build", "--content", content, "--templates", templates, "--output", site, "--quiet"]
    settings = " ".join(f"{k}={os.environ[k]!r}" if " " in os.environ[k] else f"{k}={os.environ[k]}"
                        for k in sorted(os.environ) if k.startswith("BENCH_"))
    out = {"corpus": stats, "commands": {}, "runs": runs, "warmup": warmup, "loadBefore": load(), "large": large,
           "invocation": (settings + " " if settings else "") + "python3 bench/run.py",
           "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}
    results[str(n)] = out

    outputs = Outputs(work)

    def scenario(name, argv, before, label):
        out["commands"][name] = " ".join(argv)
        if name not in wanted:
            return
        if name in ("full", "plain", "hugo"):
            outputs.settle()
        try:
            out[name] = measure.measure(argv, runs, before=before, warmup=warmup, label=label).as_json()
        except RuntimeError as e:
            out[name] = failure(e)

    cache = os.path.join(work, ".callsite-cache", f"site-{n}")

    def fresh_site(i):
        outputs.set_aside(cache)
        outputs.set_aside(site)

    fresh_site(0)

    # The three full builds (gen's, Hugo's, cmark's) in rounds, each round running each once,
    # so that the ratios between them compare runs made at the same time.
    specs = []
    out["commands"]["full"] = " ".join(build)
    if large and "full" in wanted:
        base = growth_base(work, gen, outputs)
        out["commands"]["growthBase"] = " ".join(base[0])
        specs.append(("growthBase", base[0], base[1], f"gen build, full, {LARGE:,} lessons (between)"))
    if "full" in wanted:
        specs.append(("full", build, fresh_site, "gen build, full"))
    hugo_out = os.path.join(work, f"hugo-site-{n}")
    hugo = ["hugo", "--source", os.path.join(root, "hugo"), "--destination", hugo_out, "--quiet",
            "--cacheDir", os.path.join(work, "hugo-cache")]
    if "hugo" not in wanted:
        pass
    elif shutil.which("hugo"):
        out["commands"]["hugo"] = " ".join(hugo)
        outputs.set_aside(hugo_out)
        specs.append(("hugo", hugo, lambda i: outputs.set_aside(hugo_out), "hugo, full"))
    else:
        out["hugo"] = {"error": "hugo is not installed"}
    cmark = ["cmark", os.path.join(root, "cmark", "all.md")]
    if "cmark" not in wanted:
        pass
    elif shutil.which("cmark"):
        out["commands"]["cmark"] = " ".join(cmark)
        specs.append(("cmark", cmark, None, "cmark over every lesson"))
    else:
        out["cmark"] = {"error": "cmark is not installed"}
    if specs:
        outputs.settle()
        print(f"  in rounds of {', '.join(name for name, _, _, _ in specs)}", flush=True)
        for name, result in measure.measure_rounds(specs, runs, warmup).items():
            out[name] = failure(result) if isinstance(result, RuntimeError) else result.as_json()
        out["rounds"] = [name for name, _, _, _ in specs]
        outputs.set_aside(hugo_out)
    if "full" not in wanted:
        measure.run_once(build)
    if "plain" in wanted:
        plain_site = os.path.join(work, f"site-plain-{n}")
        plain_cache = os.path.join(work, ".callsite-cache", f"site-plain-{n}")
        plain = [gen, "build", "--content", lessons_only(root), "--templates", templates, "--output", plain_site,
                 "--quiet"]

        def fresh_plain(i):
            outputs.set_aside(plain_site)
            outputs.set_aside(plain_cache)

        fresh_plain(0)
        scenario("plain", plain, fresh_plain, "gen build, full, lessons only")
        outputs.set_aside(plain_site)
    if "error" not in out.get("full", {}):
        out["site"] = site_facts(site)
        lessons = sorted(os.listdir(os.path.join(content, "lessons")))
        chapter = os.path.join(content, "lessons", lessons[len(lessons) // 2])
        lesson = os.path.join(chapter, sorted(os.listdir(chapter))[0])
        touch = edit_file(lesson)
        out["touchedLesson"] = os.path.relpath(lesson, root)
        scenario("lesson", build, touch, "gen build after editing one lesson")
        touch.restore()
        layout = edit_file(os.path.join(templates, "layout.mustache"))
        scenario("template", build, layout, "gen build after editing layout.mustache")
        layout.restore()
        outputs.deleted_now()  # gen removed the sites it replaced
    if large:
        # 14 GB at 100,000 lessons; the smaller sizes' sites stay for the extras.
        fresh_site(0)
    outputs.empty()
    out["loadAfter"] = load()
    return out


def measure_extras(chosen, gen, repl, work, sizes, runs, ex):
    """The figures beside the build that `chosen` names, over those of an earlier run (`ex`)."""
    runs = max(runs, 5)  # extras always take at least five runs
    quick = max(runs, 10)  # cheap measurements: more runs against the noise

    def take(key, name, measure_it):
        try:
            ex[key] = measure_it()
        except RuntimeError as e:
            ex[key] = {"status": "failed", "reason": str(e).strip()[:500]}
        print(f"  {name}: {ex[key].get('status', 'measured')}", flush=True)

    if "repl" in chosen:
        take("replStartup", "repl start-up", lambda: extras.repl_startup(repl, work, quick))
    if "turn" in chosen:
        take("offlineTurn", "offline turn", lambda: extras.offline_turn(repl, REPO, work, quick))
    if "transcript" in chosen:
        take("longTranscript", "500-entry transcript",
             lambda: extras.long_transcript(gen, os.path.join(REPO, "templates"), work, quick))
    if "serve" in chosen:
        # Idle CPU and save to reload at each size up to 10,000, clients at the smallest.
        import serve
        ex["serve"] = serve.bench_all(os.path.abspath(gen), [n for n in sizes if n <= 10000] or [1000], work, runs)
    if "llm" in chosen:
        # 30 pairs: one pair's difference spreads over ±20 ms, and a median of 10 moved by
        # more than the 5 ms target from one run to the next (7.0 ms, then 3.1 ms with 30).
        take("llmFirstToken", "first streamed token through repl", lambda: llm.ttft(max(30, quick), work, repl))
    if "qwen" in chosen:
        import qwen
        ex["qwen"] = qwen.bench(repl, work)
        print("  qwen: " + ", ".join(f"{k} {v['status']}" for k, v in ex["qwen"].items()), flush=True)
    if "suites" in chosen:
        import suites
        take("suites", "suites", lambda: suites.bench(os.path.abspath(repl)))
    return ex


def main():
    measure.ensure_gnu_time()
    sizes = env_list("BENCH_SIZES", "1000 10000 100000")
    runs = max(1, int(os.environ.get("BENCH_RUNS", "5")))
    work = os.path.abspath(os.environ.get("BENCH_DIR", os.path.join(REPO, "bench-out")))
    report_path = os.environ.get("BENCH_REPORT", os.path.join(REPO, "BENCHMARKS.md"))
    gen = os.environ.get("BENCH_GEN") or os.path.join(REPO, ".build", "release", "gen")
    repl = os.environ.get("BENCH_REPL") or os.path.join(REPO, ".build", "release", "repl")
    os.makedirs(work, exist_ok=True)
    started = time.time()
    results = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
               "machine": machine(), "runs": runs, "sizes": sizes, "loadBefore": load(), "builds": {},
               "workDir": work}
    print(f"make bench: sizes {sizes}, {runs} runs after {os.environ.get('BENCH_WARMUP', '1')} warm-up, scratch in {work}",
          flush=True)
    if not os.path.exists(gen):
        sys.exit(f"{gen} is missing: run 'swift build -c release' first (make bench does)")
    warmup = int(os.environ.get("BENCH_WARMUP", "1"))
    wanted = os.environ.get("BENCH_SCENARIOS", "full plain lesson template hugo cmark").split()
    old = {}
    if os.environ.get("BENCH_MERGE") == "1" and os.path.exists(os.path.join(work, "results.json")):
        with open(os.path.join(work, "results.json"), encoding="utf-8") as f:
            old = json.load(f)
        results["builds"] = {k: v for k, v in old.get("builds", {}).items() if int(k) not in sizes}
        for v in results["builds"].values():
            v.setdefault("runs", old.get("runs", runs))
            v.setdefault("warmup", 1)
            v.setdefault("date", old.get("date"))
            v.setdefault("loadBefore", old.get("loadBefore"))
            v.setdefault("loadAfter", old.get("loadAfter"))
        results["runs"] = max([runs] + [v["runs"] for v in results["builds"].values()])
        results["sizes"] = sorted(set(sizes) | {int(k) for k in results["builds"]})
        if old.get("extras"):
            results["extras"] = old["extras"]
    for n in sizes:
        bench_size(n, work, gen, runs, warmup, wanted, results["builds"])
    chosen = os.environ.get("BENCH_EXTRAS", "repl turn transcript serve llm qwen suites")
    chosen = [] if chosen == "0" else chosen.split()
    if chosen:
        print("== extras", flush=True)
        results["extras"] = measure_extras(chosen, gen, repl, work, sizes, runs, dict(results.get("extras") or {}))
    results["loadAfter"] = load()
    results["seconds"] = round(time.time() - started)
    with open(os.path.join(work, "results.json"), "w", encoding="utf-8") as f:
        json.dump(results, f, indent=2)
    text = report.markdown(results)
    with open(report_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"make bench: done in {results['seconds']} s; wrote {report_path} and {work}/results.json", flush=True)


if __name__ == "__main__":
    main()
