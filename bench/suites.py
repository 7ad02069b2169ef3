"""Prompt suites against a real model: how many runs a minute a 10-case suite makes against
Qwen2.5-Coder 0.5B Instruct on llama-server with one server slot (`repl --suite … --jobs 1`),
two and four (`CALLSITE_LLM_SLOTS=4`, `--jobs 4`, as scripts/run-suites.sh runs the course's
suites), and Callsite's own CPU time per run.

Callsite's CPU time is the repl process's user + system time, as the kernel accounts it to
a finished child (the server's time is not in it), divided by the runs; its share is that
time over the suite's wall time. The suite is made here, in a temporary folder: ten
one-turn cases over the course's getCoffeeMenu tool, once each (`--repeat 1`), at the
suite's temperature 0.7 with seed 1, replies capped at 200 tokens.

The server is started by scripts/llm-server.sh with the slots each measurement needs, and
stopped afterwards; one that was already running is started again with one slot at the end.

Run alone: python3 bench/suites.py [REPL]   (REPL is .build/release/repl by default)
Prints one JSON object.
"""

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import llm  # noqa: E402

KIND = "qwen0.5b"
MODEL = "qwen2.5-coder-0.5b-instruct"
PROMPTS = [
    "Is there anything on the coffee menu without caffeine?",
    "How much is a latte?",
    "What cold drinks do you have?",
    "Do you have anything with oat milk?",
    "Which coffees come without milk?",
    "What is in a cortado?",
    "I'd like something sweet. What do you suggest?",
    "Do you serve single-origin coffee?",
    "What is the strongest drink on the menu?",
    "Thanks, that's all for today!",
]


def suite_text():
    lines = [
        ":tool load getCoffeeMenu",
        ':instructions set "You are the assistant of a small coffee shop. '
        'Use the getCoffeeMenu tool to answer questions about drinks."',
        "temperature 0.7",
        "max-rounds 3",
        "",
    ]
    for i, prompt in enumerate(PROMPTS, 1):
        lines += [f"case c{i}", f"prompt {prompt}", ""]
    return "\n".join(lines)


def start(slots):
    env = dict(os.environ, CALLSITE_LLM_SLOTS=str(slots))
    out = subprocess.run([os.path.join(REPO, "scripts", "llm-server.sh"), KIND, "start"],
                         capture_output=True, text=True, env=env)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip()[-500:])
    return out.stdout.strip().splitlines()[-1]


def measure(repl, folder, url, jobs):
    """Runs the suite once; returns its wall seconds and the repl's CPU seconds."""
    spec = f"openai --model {MODEL} --base-url {url} --max-tokens 200"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    out = subprocess.run(
        [repl, "--suite", "content/suites/bench.suite", "--model", spec, "--repeat", "1",
         "--jobs", str(jobs)], cwd=folder, capture_output=True, text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode not in (0, 1):
        raise RuntimeError(out.stderr.strip()[-500:])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    runs = len(PROMPTS)
    return {
        "slots": jobs, "runs": runs, "wall_seconds": round(wall, 1),
        "runs_per_minute": round(runs / wall * 60, 2),
        "callsite_cpu_seconds_per_run": round(cpu / runs, 3),
        "callsite_cpu_share": round(cpu / wall, 4),
    }


def bench(repl):
    """`make bench`'s `suites` extra: a measurement per number of slots, or why there are none."""
    was_running = llm.answers(llm.server_script(KIND, "url"))
    folder = tempfile.mkdtemp(prefix="callsite-bench-suites-")
    try:
        tools = os.path.join(folder, "content", "tools")
        os.makedirs(tools)
        os.makedirs(os.path.join(folder, "content", "suites"))
        shutil.copy(os.path.join(REPO, "content", "tools", "getCoffeeMenu.json"), tools)
        with open(os.path.join(folder, "content", "suites", "bench.suite"), "w") as f:
            f.write(suite_text())
        results = []
        for slots in (1, 2, 4):
            llm.server_script(KIND, "stop")
            url = start(slots)
            results.append(measure(repl, folder, url, slots))
        return {"status": "ok", "model": MODEL, "suite_runs": results}
    except (RuntimeError, OSError) as e:
        return {"status": "failed", "model": MODEL, "reason": str(e).strip()[:500]}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        llm.server_script(KIND, "stop")
        if was_running:
            start(1)


def markdown(section):
    """The report's section: runs a minute and Callsite's CPU share, per number of slots."""
    if not section:
        return []
    out = ["## Prompt suites against a real model", "",
           "Written by `bench/suites.py`, which `make bench` runs as the `suites` extra: a ten-case",
           f"suite over `getCoffeeMenu`, once each, against {section.get('model')} on llama-server,",
           "with one server slot (`--jobs 1`), two and four (`CALLSITE_LLM_SLOTS=4`, `--jobs 4`, as",
           "`scripts/run-suites.sh` runs the course's suites). Callsite's CPU is the `repl` process's user",
           "and system time; the target is under 1 % of the wall time.", ""]
    if section.get("status") != "ok":
        return out + [f"Not measured: {section.get('reason', section.get('status'))}", ""]
    out += ["| Server slots | Runs | Wall time | Runs a minute | Callsite CPU a run | Share of wall time | Target met |",
            "|---:|---:|---:|---:|---:|---:|---|"]
    for r in section["suite_runs"]:
        share = r["callsite_cpu_share"] * 100
        out.append(f"| {r['slots']} | {r['runs']} | {r['wall_seconds']:.1f} s | {r['runs_per_minute']:.2f} "
                   f"| {r['callsite_cpu_seconds_per_run'] * 1000:.0f} ms | {share:.2f} % "
                   f"| {'yes' if share < 1 else 'no'} |")
    return out + [""]


def main():
    repl = os.path.abspath(sys.argv[1] if len(sys.argv) > 1
                           else os.path.join(REPO, ".build/release/repl"))
    print(json.dumps(bench(repl), indent=2))


if __name__ == "__main__":
    main()
