"""Runs a command and measures it: wall time, CPU time and peak memory, per run.

Wall time is taken here (time.perf_counter around the child); CPU time (user + system)
and peak resident memory come from GNU time (`/usr/bin/time -f`), which reads them with
wait4() for that one child, so every run's peak is its own. Standard library only.
"""

import os
import shutil
import statistics
import subprocess
import tempfile
import time

TIME = "/usr/bin/time"


def ensure_gnu_time():
    """Installs Debian's `time` package when /usr/bin/time is missing (needs root)."""
    if os.path.exists(TIME):
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        subprocess.run(["apt-get", "install", "-y", "-q", "time"], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not os.path.exists(TIME):
        raise SystemExit("make bench needs GNU time at /usr/bin/time: run 'apt-get install time' as root")


class Run:
    """One measured run: seconds of wall and CPU time, peak memory in KB."""

    def __init__(self, wall, cpu, rss_kb):
        self.wall = wall
        self.cpu = cpu
        self.rss_kb = rss_kb


def run_once(argv, cwd=None):
    """Runs argv once under GNU time; returns a Run. Raises RuntimeError when the command fails."""
    with tempfile.NamedTemporaryFile("r", suffix=".time", delete=False) as f:
        path = f.name
    try:
        start = time.perf_counter()
        p = subprocess.run([TIME, "-q", "-o", path, "-f", "%U %S %M", *argv], cwd=cwd, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
        with open(path, encoding="utf-8") as f:
            fields = f.read().split()
    finally:
        os.unlink(path)
    if p.returncode != 0 or len(fields) < 3:
        stderr = p.stderr.decode("utf-8", "replace")
        raise RuntimeError(f"command failed ({p.returncode}): {' '.join(argv)}\n{stderr[-2000:]}")
    user, system, rss = fields[-3:]
    return Run(wall, float(user) + float(system), int(rss))


class Stats:
    """Median, min and max of a list of runs, for wall, CPU and peak memory."""

    def __init__(self, runs):
        self.runs = runs
        self.wall = summary([r.wall for r in runs])
        self.cpu = summary([r.cpu for r in runs])
        self.rss_mb = summary([r.rss_kb / 1024 for r in runs])

    def as_json(self):
        return {"runs": len(self.runs), "wall": self.wall, "cpu": self.cpu, "peakMB": self.rss_mb,
                "walls": [round(r.wall, 4) for r in self.runs]}


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def measure(argv, runs, before=None, warmup=1, label=""):
    """Runs `before(i)` (not timed) then argv, `warmup` times unrecorded and `runs` times
    recorded; returns Stats. Raises RuntimeError when the command fails."""
    result = measure_rounds([("one", argv, before, label)], runs, warmup)["one"]
    if isinstance(result, RuntimeError):
        raise result
    return result


def measure_rounds(specs, runs, warmup=1):
    """Measures several commands in rounds: each round runs every command once, in order
    (`before(i)` untimed, then the command), `warmup` rounds unrecorded and `runs` recorded.
    A drift in the machine's speed while the rounds go on then touches every command alike,
    so ratios between them hold better than if each command's runs came one after the other.

    specs: list of (name, argv, before or None, label). Returns {name: Stats or RuntimeError};
    prints each labelled figure's medians as it goes."""
    recorded = {name: [] for name, _, _, _ in specs}
    failed = {}
    for i in range(warmup + runs):
        for name, argv, before, _ in specs:
            if name in failed:
                continue
            if before:
                before(i)
            try:
                r = run_once(argv)
            except RuntimeError as e:
                failed[name] = e
                continue
            if i >= warmup:
                recorded[name].append(r)
    out = {}
    for name, _, _, label in specs:
        out[name] = failed[name] if name in failed else Stats(recorded[name])
        if not label:
            continue
        if name in failed:
            print(f"  {label}: FAILED\n{failed[name]}", flush=True)
        else:
            s = out[name]
            print(f"  {label}: median {s.wall['median'] * 1000:.0f} ms wall, {s.cpu['median'] * 1000:.0f} ms CPU, "
                  f"{s.rss_mb['median']:.0f} MB", flush=True)
    return out
