"""The measurements beside the build: repl start-up, an offline turn with two tool calls and
a 500-entry transcript (gen serve's are bench/serve.py's).

Each function returns a dict: {"status": "ok", ...figures} or {"status": "not available",
"reason": ...}, so the report can say honestly what could not be measured.
"""

import json
import os
import pty
import re
import select
import shutil
import subprocess
import time

import corpus
import measure
from measure import summary

ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


# repl start-up --------------------------------------------------------------------------

def repl_prompt_seconds(repl, home, timeout=10.0):
    """Starts repl on a pseudo-terminal; returns the seconds until its prompt appears."""
    master, slave = pty.openpty()
    env = dict(os.environ, CALLSITE_HOME=home, NO_COLOR="1", TERM=os.environ.get("TERM", "xterm"))
    start = time.perf_counter()
    p = subprocess.Popen([repl], stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    buf = b""
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    break
                buf += chunk
                visible = ANSI.sub(b"", buf).rstrip(b"\r\n")
                if visible.endswith(b"> "):
                    return time.perf_counter() - start, buf
            elif p.poll() is not None:
                break
        return None, buf
    finally:
        if p.poll() is None:
            p.kill()
        p.wait()
        os.close(master)


def repl_startup(repl, work, runs):
    if not os.path.exists(repl):
        return {"status": "not available", "reason": f"{repl} was not built"}
    home = os.path.join(work, "repl-home")
    os.makedirs(home, exist_ok=True)
    times = []
    for i in range(runs + 1):
        seconds, output = repl_prompt_seconds(repl, home)
        if seconds is None:
            text = ANSI.sub(b"", output).decode("utf-8", "replace").strip()[:200]
            return {"status": "not available", "reason": f"repl showed no prompt within 10 s (it printed {text!r})"}
        if i > 0:
            times.append(seconds)
    return {"status": "ok", "wall": summary(times)}


# An offline turn with two tool calls ----------------------------------------------------

TURN_SETUP = """:model offline
:set date 2026-06-01
:tool load {tools}/getCoordinates.json
:tool load {tools}/getWeatherForecast.json
:instructions set "Use getCoordinates to find a place, then getWeatherForecast for its forecast."
"""
TURN = 'What is the weather forecast in "Raleigh, NC"?\n'


def offline_turn(repl, repo, work, runs, turns=20):
    """Times a script with `turns` offline turns (each undone after it ran) against the same
    script without them; the difference over `turns` is one turn, without process start-up."""
    tools = os.path.join(repo, "content", "tools")
    if not os.path.exists(repl):
        return {"status": "not available", "reason": f"{repl} was not built"}
    if not os.path.exists(os.path.join(tools, "getWeatherForecast.json")):
        return {"status": "not available", "reason": "content/tools/getWeatherForecast.json is not on this branch yet"}
    folder = os.path.join(work, "offline-turn")
    os.makedirs(folder, exist_ok=True)
    setup = TURN_SETUP.format(tools=tools)
    scripts = {"base": setup, "turns": setup + (TURN + ":undo\n") * turns, "check": setup + TURN + ":entries\n"}
    for name, text in scripts.items():
        with open(os.path.join(folder, name + ".repl"), "w", encoding="utf-8") as f:
            f.write(text)
    env = dict(os.environ, CALLSITE_HOME=os.path.join(work, "repl-home"), NO_COLOR="1")
    check = subprocess.run([repl, "--script", os.path.join(folder, "check.repl")], cwd=folder, env=env,
                           capture_output=True, text=True)
    if check.returncode != 0:
        return {"status": "not available", "reason": "the turn script failed: " + (check.stderr or check.stdout).strip()[:300]}
    calls = len(re.findall(r"getCoordinates|getWeatherForecast", check.stdout))
    if calls < 2:
        return {"status": "not available",
                "reason": f"the turn script ran but its entries name no tool calls (it printed {check.stdout.strip()[:120]!r})"}
    base, with_turns = [], []
    for i in range(runs + 1):
        b = measure.run_once([repl, "--script", os.path.join(folder, "base.repl")], cwd=folder)
        t = measure.run_once([repl, "--script", os.path.join(folder, "turns.repl")], cwd=folder)
        if i > 0:
            base.append(b.wall)
            with_turns.append(t.wall)
    per_turn = [(t - b) / turns for t, b in zip(with_turns, base)]
    return {"status": "ok", "turn": summary(per_turn), "turnsPerScript": turns,
            "toolNamesInEntries": calls, "entries": check.stdout.strip()[-1500:]}


# A 500-entry transcript -----------------------------------------------------------------

def long_transcript(gen, templates, work, runs, entries=500):
    """Builds a one-lesson site with and without an embedded 500-entry transcript."""
    root = os.path.join(work, "long-transcript")
    transcript = corpus.long_transcript(entries)
    count = len(transcript["transcript"]["entries"])
    lesson = "---\ntitle: A long session\nsummary: Every step of a long session.\n---\n\nSome text.\n\n"
    for variant in ("with", "without"):
        content = os.path.join(root, variant, "content")
        shutil.rmtree(os.path.join(root, variant), ignore_errors=True)
        corpus.write(os.path.join(content, "site.json"), json.dumps({"title": "Long transcript"}) + "\n")
        body = lesson + ("```transcript long\n```\n" if variant == "with" else "")
        corpus.write(os.path.join(content, "lessons", "01-long.md"), body)
        if variant == "with":
            corpus.write(os.path.join(content, "transcripts", "long.json"), json.dumps(transcript, indent=2) + "\n")
    out = {}
    for variant in ("with", "without"):
        content = os.path.join(root, variant, "content")
        output = os.path.join(root, variant, "site")
        argv = [gen, "build", "--content", content, "--templates", templates, "--output", output, "--quiet"]
        out[variant] = measure.measure(argv, runs, before=lambda i, o=output: shutil.rmtree(o, ignore_errors=True))
    diff = [w.wall - wo.wall for w, wo in zip(out["with"].runs, out["without"].runs)]
    size = os.path.getsize(os.path.join(root, "with", "content", "transcripts", "long.json"))
    return {"status": "ok", "entries": count, "fileBytes": size, "with": out["with"].as_json(),
            "without": out["without"].as_json(),
            "difference": {"median": out["with"].wall["median"] - out["without"].wall["median"],
                           "min": min(diff), "max": max(diff)}}
