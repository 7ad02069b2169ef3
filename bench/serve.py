#!/usr/bin/env python3
"""gen serve under load: idle CPU, save to reload, and keep-alive clients during rebuilds.

  python3 bench/serve.py idle N       CPU of an idle gen serve at N lessons (% of a core)
  python3 bench/serve.py reload N     a lesson saved to the reload event at N lessons
  python3 bench/serve.py clients N    C keep-alive clients fetching pages while rebuilds run
  python3 bench/serve.py all [SIZES]  all three, as make bench takes them (idle and reload at each
                                      size, default BENCH_SIZES or "1000 10000"; clients at the smallest)

Environment: BENCH_GEN (default .build/static/release/gen), BENCH_DIR (default bench-out),
BENCH_RUNS (default 5), BENCH_CLIENTS (default 200). Prints a JSON object; each figure is the
median of the runs with (min, max), as bench/run.py measures, and the load average beside it.
"""

import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpus  # noqa: E402
from measure import summary  # noqa: E402

REPO = os.path.dirname(HERE)
TICKS = os.sysconf("SC_CLK_TCK")


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Serve:
    """A gen serve process on a free port, its log in a file."""

    def __init__(self, gen, content, templates, output):
        self.log_path = output + ".serve.log"
        self.log = open(self.log_path, "w+b")
        self.p = subprocess.Popen([gen, "serve", "--port", "0", "--content", content, "--templates", templates,
                                   "--output", output], stdout=self.log, stderr=subprocess.STDOUT)
        self.port = None
        deadline = time.time() + 600
        while self.port is None and time.time() < deadline and self.p.poll() is None:
            time.sleep(0.1)
            m = re.search(rb"at http://[0-9.]+:(\d+)/", open(self.log_path, "rb").read())
            if m:
                self.port = int(m.group(1))
        if self.port is None:
            raise RuntimeError("gen serve did not start: " + open(self.log_path, "rb").read()[-300:].decode())

    def text(self):
        return open(self.log_path, "rb").read().decode("utf-8", "replace")

    def events(self):
        """The event stream, open: its socket and what came after the hello event."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=600)
        sock.sendall(b"GET /__callsite/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        return sock, read_until(sock, b"event: hello", b"")

    def close(self):
        self.p.terminate()
        try:
            self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
        self.log.close()


def prepare(n, work):
    root = os.path.join(work, f"corpus-{n}")
    corpus.generate(n, root)
    templates = os.path.join(work, f"serve-templates-{n}")
    shutil.rmtree(templates, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, "templates"), templates)
    return os.path.join(root, "callsite"), templates, os.path.join(work, f"serve-site-{n}")


def idle(gen, n, work, runs, window=10.0):
    content, templates, output = prepare(n, work)
    serve = Serve(gen, content, templates, output)
    try:
        time.sleep(3)  # the first build's memory is freed, its threads gone
        shares = []
        for _ in range(runs):
            before, start = cpu_seconds(serve.p.pid), time.perf_counter()
            time.sleep(window)
            shares.append(100 * (cpu_seconds(serve.p.pid) - before) / (time.perf_counter() - start))
        polling = "polling" in serve.text()
        return {"lessons": n, "percentOfACore": summary(shares), "windowSeconds": window, "polling": polling}
    finally:
        serve.close()


def reload(gen, n, work, runs):
    """A lesson saved, to the `reload` event on the event stream, `runs` times after one
    warm-up: the wall time, the server's CPU over the same span, and its CPU from one save to
    the next (which includes freeing the build after the event)."""
    content, templates, output = prepare(n, work)
    lessons = os.path.join(content, "lessons")
    chapter = os.path.join(lessons, sorted(os.listdir(lessons))[0])
    lesson = os.path.join(chapter, sorted(os.listdir(chapter))[1])
    with open(lesson, encoding="utf-8") as f:
        original = f.read()
    serve = Serve(gen, content, templates, output)
    sock = None
    try:
        sock, pending = serve.events()
        times, cpu, cycle = [], [], []
        last = None
        for i in range(runs + 1):
            time.sleep(0.4 + 0.037 * i)  # a different phase against the watcher's polling each time
            before = cpu_seconds(serve.p.pid)
            if last is not None and i > 1:
                cycle.append(before - last)
            last = before
            with open(lesson, "w", encoding="utf-8") as f:
                f.write(original + f"\nSaved in benchmark run {i}.\n")
            saved = time.perf_counter()
            pending = read_until(sock, b"event: reload", pending)
            if i > 0:
                times.append(time.perf_counter() - saved)
                cpu.append(cpu_seconds(serve.p.pid) - before)
        time.sleep(0.4)
        cycle.append(cpu_seconds(serve.p.pid) - last)
        return {"status": "ok", "lessons": n, "wall": summary(times), "cpu": summary(cpu),
                "cpuPerSave": summary(cycle)}
    except OSError as e:
        return {"status": "not available", "lessons": n, "reason": f"the event stream failed: {e}"}
    finally:
        with open(lesson, "w", encoding="utf-8") as f:
            f.write(original)
        if sock:
            sock.close()
        serve.close()


def read_until(sock, marker, pending):
    """Reads from the socket until `marker` appears; returns what follows it."""
    buf = pending
    while marker not in buf:
        chunk = sock.recv(65536)
        if not chunk:
            raise OSError("gen serve closed the event stream")
        buf += chunk
    return buf.split(marker, 1)[1]


def page_paths(site, limit=400):
    """Pages to fetch: the home page, two assets and lesson pages (`chapter/lesson/`)."""
    paths = ["/", "/assets/style.css", "/assets/site.js"]
    for chapter in sorted(os.listdir(site)):
        folder = os.path.join(site, chapter)
        if chapter in ("assets", "search") or not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if os.path.exists(os.path.join(folder, name, "index.html")):
                paths.append(f"/{chapter}/{name}/")
        if len(paths) >= limit:
            break
    return paths


def clients(gen, n, work, runs, count):
    """`count` keep-alive clients fetch pages in a loop; meanwhile a template edit rebuilds the
    whole site `runs` times. Counts failed requests; samples the server's resident memory."""
    content, templates, output = prepare(n, work)
    layout = os.path.join(templates, "layout.mustache")
    original = open(layout, encoding="utf-8").read()
    serve = Serve(gen, content, templates, output)
    try:
        paths = page_paths(output)
    except OSError:
        serve.close()
        raise
    stop = threading.Event()
    lock = threading.Lock()
    tally = {"requests": 0, "failures": 0, "bytes": 0, "errors": []}
    ready = threading.Barrier(count + 1)

    def client(k):
        conn = http.client.HTTPConnection("127.0.0.1", serve.port, timeout=120)
        i = k
        first = True
        while not stop.is_set():
            path = paths[i % len(paths)]
            i += 7
            try:
                conn.request("GET", path)
                r = conn.getresponse()
                body = r.read()
                ok = r.status == 200 and len(body) == int(r.getheader("Content-Length", "-1"))
            except (OSError, http.client.HTTPException) as e:
                ok, body = False, b""
                with lock:
                    tally["errors"].append(f"{path}: {e!r}")
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", serve.port, timeout=120)
            with lock:
                tally["requests"] += 1
                tally["bytes"] += len(body)
                if not ok:
                    tally["failures"] += 1
            if first:
                first = False
                ready.wait()
        conn.close()

    samples = []
    try:
        idle_rss = rss_mb(serve.p.pid)
        sock, pending = serve.events()
        threads = [threading.Thread(target=client, args=(k,), daemon=True) for k in range(count)]
        for t in threads:
            t.start()
        ready.wait()
        with_clients_rss = rss_mb(serve.p.pid)
        rebuilds, requests_during = [], []
        for i in range(runs):
            with lock:
                before = tally["requests"]
            with open(layout, "w", encoding="utf-8") as f:
                f.write(original + f"\n{{{{! serve bench {i} }}}}\n")
            start = time.perf_counter()
            done = threading.Event()

            def sample():
                while not done.is_set():
                    samples.append(rss_mb(serve.p.pid))
                    time.sleep(0.05)

            sampler = threading.Thread(target=sample, daemon=True)
            sampler.start()
            pending = read_until(sock, b"event: reload", pending)
            done.set()
            sampler.join()
            rebuilds.append(time.perf_counter() - start)
            with lock:
                requests_during.append(tally["requests"] - before)
        stop.set()
        for t in threads:
            t.join(timeout=120)
        sock.close()
        return {"lessons": n, "clients": count, "rebuilds": runs, "rebuildSeconds": summary(rebuilds),
                "requestsDuringARebuild": summary(requests_during), "requests": tally["requests"],
                "failures": tally["failures"], "errors": tally["errors"][:5],
                "rssMB": {"idle": round(idle_rss), "withClients": round(with_clients_rss),
                          "peakDuringRebuilds": round(max(samples)) if samples else None,
                          "afterRebuilds": round(rss_mb(serve.p.pid))}}
    finally:
        with open(layout, "w", encoding="utf-8") as f:
            f.write(original)
        stop.set()
        serve.close()


def bench_all(gen, sizes, work, runs, count=200, log=lambda line: print(line, flush=True)):
    """What `make bench` takes of gen serve (bench/run.py's `serve` extra): idle CPU and save to
    reload at each size, and `count` clients during rebuilds at the smallest; each figure with
    its load averages and command."""
    out = {"idle": {}, "reload": {}, "runs": runs, "commands": {}}
    setting = f"BENCH_RUNS={runs}"

    def timed(name, n, what):
        started = {"loadBefore": load(), "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
        try:
            result = what()
        except (OSError, RuntimeError) as e:
            result = {"status": "failed", "reason": str(e).strip()[:500]}
        result.update(started)
        result["loadAfter"] = load()
        out["commands"][f"{name} {n}"] = f"{setting} python3 bench/serve.py {name} {n}"
        log(f"  gen serve {name}, {n:,} lessons: {result.get('status', 'ok')}")
        return result

    for n in sizes:
        out["idle"][str(n)] = timed("idle", n, lambda: idle(gen, n, work, runs))
        out["reload"][str(n)] = timed("reload", n, lambda: reload(gen, n, work, runs))
    small = min(sizes)
    out["clients"] = timed("clients", small, lambda: clients(gen, small, work, runs, count))
    out["commands"][f"clients {small}"] = f"{setting} BENCH_CLIENTS={count} python3 bench/serve.py clients {small}"
    return out


def main(argv):
    if len(argv) == 2 and argv[1] == "all":
        argv = argv + [os.environ.get("BENCH_SIZES", "1000 10000")]
    if len(argv) != 3 or argv[1] not in ("idle", "reload", "clients", "all"):
        print(__doc__)
        return 2
    gen = os.path.abspath(os.environ.get("BENCH_GEN", os.path.join(REPO, ".build/static/release/gen")))
    work = os.path.abspath(os.environ.get("BENCH_DIR", os.path.join(REPO, "bench-out")))
    runs = max(5, int(os.environ.get("BENCH_RUNS", "5")))
    os.makedirs(work, exist_ok=True)
    if argv[1] == "all":
        sizes = [int(x) for x in argv[2].replace(",", " ").split()]
        count = int(os.environ.get("BENCH_CLIENTS", "200"))
        progress = lambda line: print(line, file=sys.stderr, flush=True)  # noqa: E731
        print(json.dumps(bench_all(gen, sizes, work, runs, count, log=progress), indent=1))
        return 0
    n = int(argv[2])
    out = {"what": argv[1], "loadBefore": load(), "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    if argv[1] == "idle":
        out.update(idle(gen, n, work, runs))
    elif argv[1] == "reload":
        out.update(reload(gen, n, work, runs))
    else:
        out.update(clients(gen, n, work, runs, int(os.environ.get("BENCH_CLIENTS", "200"))))
    out["loadAfter"] = load()
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
