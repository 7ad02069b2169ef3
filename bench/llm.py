"""Time to the first streamed token through `repl` against llama.cpp's llama-server, minus
the server's own time to first token, and each server's provisioning time.

Through repl: repl runs on a pseudo-terminal as an author would use it (`:model openai ...`,
then, 0.3 s later as a person would take, the prompt typed and Return pressed); the figure is
from the Return reaching repl to the first byte of the reply's text on its terminal (the
waiting line it prints before that is left out). Each run is a fresh repl, so every request
opens its own connection.

The server's own: a minimal raw HTTP client (`raw_ttft`: a new socket, the request written
by hand in one write, the reply read until the first text piece) sends the very body repl
sent (taken from repl's `--log` of its first run) with the same kind of connection (a new
one, `Connection: close`). Before each such request the server is left idle as long
as repl's last run left it (its start, `:model` and the pause): llama-server answers a
request that follows another at once 10-15 ms sooner than one after most of a second of
quiet, which charged the client with time that was the server's. The difference is what Callsite adds: line editing, the turn
machinery, the HTTP client, Server-Sent Events parsing and printing.

Runs alternate (repl, raw, raw, repl, repl, raw, ...) so that drift in the server's speed, which on a
shared machine is large, hits both alike; the overhead is the median of the per-pair
differences, beside the difference of the medians.

Twice: against the shared llama-server (two threads, as scripts/llm-server.sh starts it), and
against a private copy of it started with one thread (`oneThread`). On this 2-core machine
the shared server computes the next tokens on both cores the moment it has sent the first, so
repl's reading thread, the pseudo-terminal's kernel worker and this script each wait for a
core at every hand-over (a wake-up there can wait the scheduler's 2-3 ms granularity), while
the raw client, which reads the socket itself, has one such hand-over. With one thread the
server leaves a core free and the difference is the client's own cost, not the machine's
queue; both figures are reported (the target row reads the first).

Run alone: python3 bench/llm.py [RUNS] [REPL]   (RUNS 10 by default, at least 5; REPL is
.build/release/repl by default; starts llama-server through scripts/llm-server.sh if none
answers, and stops what it started)
"""

import json
import os
import pty
import re
import select
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
PROMPT = "The capital of France is"
SETTINGS = "--model gemma-3-270m --temperature 0 --seed 42 --max-tokens 8"
ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")
WAITING = re.compile(rb"waiting for the model\xe2\x80\xa6 [0-9.]+ s \(Ctrl-C cancels\)")


def server_script(*args):
    out = subprocess.run([os.path.join(REPO, "scripts", "llm-server.sh"), *args],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip()[-500:])
    return out.stdout.strip()


def provisioning_seconds(kind):
    try:
        value = server_script(kind, "provision-time")
        return int(value) if value.isdigit() else None
    except RuntimeError:
        return None


def answers(base_url):
    try:
        urllib.request.urlopen(base_url + "/models", timeout=2).read()
        return True
    except OSError:
        return False


class Terminal:
    """repl on a pseudo-terminal."""

    def __init__(self, repl, home, log):
        self.master, slave = pty.openpty()
        env = dict(os.environ, CALLSITE_HOME=home, NO_COLOR="1", TERM="xterm")
        self.process = subprocess.Popen([repl, "--log", log], stdin=slave, stdout=slave,
                                        stderr=slave, env=env, cwd=home, close_fds=True)
        os.close(slave)
        self.seen = b""

    def read_until(self, done, timeout=300):
        """Reads until `done(bytes since the call)`; returns (the time it held, the bytes)."""
        got = b""
        limit = time.perf_counter() + timeout
        while time.perf_counter() < limit:
            ready, _, _ = select.select([self.master], [], [], 0.5)
            if not ready:
                continue
            chunk = os.read(self.master, 65536)
            now = time.perf_counter()
            if not chunk:
                break
            got += chunk
            if done(got):
                return now, got
        raise RuntimeError(f"repl did not get there; it printed {got[-300:]!r}")

    def type(self, line):
        os.write(self.master, line.encode() + b"\r")
        return time.perf_counter()

    def close(self):
        self.process.kill()
        self.process.wait()
        os.close(self.master)


def prompt_shown(got):
    return ANSI.sub(b"", got).rstrip().endswith(b"callsite>")


def reply_text(got):
    """What of `got` is the reply: after the echoed line, without the waiting line."""
    _, _, after = got.partition(b"\r\n")
    return WAITING.sub(b"", ANSI.sub(b"", after)).replace(b"\r", b"").strip(b"\n")


def repl_ttft(repl, base_url, work):
    """Seconds from Return to the reply's first text on repl's terminal, the request repl
    sent (from its log), and the seconds the server had been left idle before the Return
    (repl's start, `:model` and the pause). Each run has a home of its own (a killed repl
    leaves a journal)."""
    begun = time.perf_counter()
    home = tempfile.mkdtemp(prefix="run-", dir=work)
    log = os.path.join(home, "exchanges.jsonl")
    term = Terminal(repl, home, log)
    try:
        term.read_until(prompt_shown, timeout=30)
        term.type(f":model openai --base-url {base_url} {SETTINGS}")
        term.read_until(prompt_shown, timeout=30)
        time.sleep(0.3)
        sent = term.type(PROMPT)
        at, _ = term.read_until(lambda got: reply_text(got) != b"")
        term.read_until(lambda got: b"tokens:" in got and prompt_shown(got))
    finally:
        term.close()
    with open(log, encoding="utf-8") as f:
        request = json.loads(f.readline())["request"]
    return at - sent, request, sent - begun


def raw_ttft(base_url, body, idle=0.0):
    """Seconds from connecting to the first non-empty text piece, over a bare socket, after
    leaving the server idle for `idle` seconds first (as long as repl's run left it: a
    server that has just answered is measured 10-15 ms faster than one left idle for most of
    a second, so without the pause the difference charged that to the client)."""
    time.sleep(idle)
    url = urllib.parse.urlsplit(base_url)
    data = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    head = (f"POST {url.path}/chat/completions HTTP/1.1\r\nHost: {url.netloc}\r\n"
            "Content-Type: application/json\r\nAccept: text/event-stream\r\n"
            f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n").encode()
    start = time.perf_counter()
    sock = socket.create_connection((url.hostname, url.port), timeout=300)
    first = None
    try:
        sock.sendall(head + data)
        pending = b""
        while first is None:
            chunk = sock.recv(65536)
            if not chunk:
                break
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                if first is None and text_piece(line.strip()):
                    first = time.perf_counter() - start
        while sock.recv(65536):  # let the reply finish, so the next run starts on an idle server
            pass
    finally:
        sock.close()
    return first


def text_piece(line):
    """The text of a `data:` line's first choice's delta, or None (chunk sizes, [DONE])."""
    if not line.startswith(b"data: {"):
        return None
    try:
        choices = json.loads(line[6:]).get("choices") or [{}]
        return choices[0].get("delta", {}).get("content") or None
    except ValueError:
        return None


def llama_server_pid(port):
    """The pid of the llama-server listening on `port`, found in /proc, or None."""
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as f:
                argv = f.read().split(b"\0")
        except OSError:
            continue
        if argv[0].endswith(b"llama-server") and b"--port" in argv:
            if argv[argv.index(b"--port") + 1] == str(port).encode():
                return int(name)
    return None


def one_thread_server(base_url, work):
    """A private copy of the llama-server at `base_url` (same binary, model, template and
    library path) with `--threads 1` on a free port: (process, base URL), or None."""
    url = urllib.parse.urlsplit(base_url)
    pid = llama_server_pid(url.port)
    if pid is None:
        return None
    with open(f"/proc/{pid}/cmdline", "rb") as f:
        argv = [a.decode() for a in f.read().split(b"\0")[:-1]]
    with open(f"/proc/{pid}/environ", "rb") as f:
        env = dict(e.decode().split("=", 1) for e in f.read().split(b"\0") if b"=" in e)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    for flag, value in (("--port", str(port)), ("--threads", "1")):
        if flag in argv:
            argv[argv.index(flag) + 1] = value
        else:
            argv += [flag, value]
    log = open(os.path.join(work, "llama-server-one-thread.log"), "w")
    process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=log,
                               stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}{url.path}"
    limit = time.time() + 120
    while time.time() < limit and process.poll() is None:
        if answers(base):
            return process, base
        time.sleep(0.5)
    process.kill()
    process.wait()
    return None


def pairs(repl, base_url, home, runs):
    """The interleaved runs against one server: their summaries and the request repl sent."""
    _, body, idle = repl_ttft(repl, base_url, home)  # warms the prompt cache for both
    client, server = [], []
    for i in range(runs):
        # Which goes first alternates too, so that neither always follows the other.
        if i % 2:
            server.append(raw_ttft(base_url, body, idle))
        seconds, _, idle = repl_ttft(repl, base_url, home)
        client.append(seconds)
        if not i % 2:
            server.append(raw_ttft(base_url, body, idle))
    if None in server:
        raise RuntimeError("the model's reply had no text, so there is no first token to time")
    overhead = [c - s for c, s in zip(client, server)]
    return {"client": summary(client), "server": summary(server), "overhead": summary(overhead),
            "overheadOfMedians": statistics.median(client) - statistics.median(server),
            # On a busy machine the fastest runs are the least disturbed ones.
            "overheadOfMinimums": min(client) - min(server),
            "load": os.getloadavg()}, body


def default_repl():
    repl = os.path.join(REPO, ".build", "release", "repl")
    if not os.path.exists(repl):
        subprocess.run(["swift", "build", "-c", "release", "--product", "repl"], cwd=REPO,
                       check=True, capture_output=True)
    return repl


def ttft(runs=10, work=None, repl=None):
    """The measurement, as make bench records it."""
    runs = max(5, runs)
    result = {"provisioning": {"llama-cpp-python": provisioning_seconds("python"),
                               "llama-server": provisioning_seconds("cpp")}}
    base_url = os.environ.get("CALLSITE_LLAMA_SERVER_URL") or server_script("cpp", "url")
    started = False
    try:
        if not answers(base_url):
            server_script("cpp", "start")
            started = True
        repl = repl or default_repl()
        if work:
            os.makedirs(work, exist_ok=True)
        home = tempfile.mkdtemp(prefix="llm-bench-", dir=work)
        figures, body = pairs(repl, base_url, home, runs)
        result.update({"status": "ok", "runs": runs, "repl": repl, "request": body, **figures})
        private = one_thread_server(base_url, home)
        if private:
            process, private_url = private
            try:
                result["oneThread"], _ = pairs(repl, private_url, home, runs)
            except (RuntimeError, OSError, ValueError) as e:
                result["oneThread"] = {"status": "failed", "reason": str(e)[:500]}
            finally:
                process.terminate()
                process.wait()
    except (RuntimeError, subprocess.CalledProcessError, OSError, ValueError) as e:
        result.update({"status": "failed", "reason": str(e)[:500]})
    finally:
        if started:
            server_script("cpp", "stop")
    return result


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


if __name__ == "__main__":
    r = ttft(int(sys.argv[1]) if len(sys.argv) > 1 else 10, repl=sys.argv[2] if len(sys.argv) > 2 else None)
    print(json.dumps(r, indent=2))
