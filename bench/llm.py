"""Time to the first streamed token through Callsite's OpenAI client against llama.cpp's
llama-server, minus the server's own time to first token, and each server's provisioning time.

The server's own figure is taken by a minimal raw HTTP client (this file's `raw_ttft`: one
socket, the request written by hand, the reply read until the first text piece), so the
difference is what the client adds: its connect probe, URLSession, Server-Sent Events parsing
and the event sink. Runs alternate between the two so that drift in the server's speed hits
both alike. The same request (bench/ttft/main.swift's prompt, temperature 0, seed 42,
max_tokens 8, streamed) goes out from both.

Run alone: python3 bench/llm.py [RUNS]   (starts llama-server through scripts/llm-server.sh
if none answers, and stops what it started)
"""

import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
PROMPT = "The capital of France is"


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


def build_harness(work):
    """The release CallsiteModels, and bench/ttft/main.swift compiled against it."""
    subprocess.run(["swift", "build", "-c", "release", "--target", "CallsiteModels"], cwd=REPO,
                   check=True, capture_output=True)
    release = os.path.join(REPO, ".build", "release")
    objects = []
    for module in ("CallsiteCore", "CallsiteModels"):
        folder = os.path.join(release, f"{module}.build")
        objects += [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".o")]
    binary = os.path.join(work, "ttft")
    subprocess.run(["swiftc", "-O", "-parse-as-library", "-I", os.path.join(release, "Modules"),
                    os.path.join(HERE, "ttft", "main.swift"), *objects, "-o", binary],
                   check=True, capture_output=True)
    return binary


def raw_ttft(base_url):
    """Seconds from connecting to the first non-empty text piece, over a bare socket."""
    url = urllib.parse.urlsplit(base_url)
    body = json.dumps({"model": "gemma-3-270m", "messages": [{"role": "user", "content": PROMPT}],
                       "temperature": 0, "seed": 42, "max_tokens": 8, "stream": True,
                       "stream_options": {"include_usage": True}}).encode()
    head = (f"POST {url.path}/chat/completions HTTP/1.1\r\nHost: {url.netloc}\r\n"
            "Content-Type: application/json\r\nAccept: text/event-stream\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    start = time.perf_counter()
    sock = socket.create_connection((url.hostname, url.port), timeout=120)
    first = None
    try:
        sock.sendall(head + body)
        pending = b""
        while first is None:
            data = sock.recv(65536)
            if not data:
                break
            pending += data
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


def ttft(runs=10, work=None):
    """The measurement, as make bench records it."""
    result = {"provisioning": {"llama-cpp-python": provisioning_seconds("python"),
                               "llama-server": provisioning_seconds("cpp")}}
    work = work or os.path.join(REPO, "bench-out")
    os.makedirs(work, exist_ok=True)
    base_url = os.environ.get("CALLSITE_LLAMA_SERVER_URL") or server_script("cpp", "url")
    started = False
    try:
        if not answers(base_url):
            server_script("cpp", "start")
            started = True
        binary = build_harness(work)
        raw_ttft(base_url)  # warm the server's prompt cache for both
        client, server = [], []
        for _ in range(runs):
            server.append(raw_ttft(base_url))
            out = subprocess.run([binary, base_url, "1"], capture_output=True, text=True, check=True)
            if out.stdout.split()[:1] != ["none"]:
                client.append(float(out.stdout.split()[0]) / 1000)
        if None in server or len(client) < runs:
            raise RuntimeError("the model's reply had no text, so there is no first token to time")
        overhead = [c - s for c, s in zip(client, server)]
        result.update({"status": "ok", "runs": runs,
                       "client": summary(client), "server": summary(server),
                       "overhead": summary(overhead),
                       "overheadOfMedians": statistics.median(client) - statistics.median(server)})
    except (RuntimeError, subprocess.CalledProcessError, OSError, ValueError) as e:
        result.update({"status": "failed", "reason": str(e)[:500]})
    finally:
        if started:
            server_script("cpp", "stop")
    return result


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


if __name__ == "__main__":
    r = ttft(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
    print(json.dumps(r, indent=2))
