"""The Qwen2.5-Coder Instruct models on llama-server: what provisioning each took, how fast the
server reads the prompt and writes tokens, and how much of each round's prompt it took from
its cache in a two-tool turn.

The turn is repl's own (`repl --script`, `--log` for the exchanges as they went over the
wire): the course's getCoordinates and getWeatherForecast tools, a prompt asking for
Raleigh's forecast, and `--tool-choice required,required,none`, so that it
has three rounds whatever the model would choose (a call to each tool, then an answer). Each
round's figures are the server's: `usage.prompt_tokens` and `prompt_tokens_details.cached_tokens`
(the prompt tokens it reused from the round before, since repl sends the earlier messages
unchanged), and `timings` (`prompt_n` tokens read at `prompt_per_second`, `predicted_n`
written at `predicted_per_second`). Before the turn, one request with another system prompt
clears the server's cache, so round 1 reads its whole prompt.

Provisioning: the seconds `scripts/llm-server.sh KIND provision` recorded the last time it
did the work, split into the model (download, join, check) and llama-server (the compile,
shared by every kind and done by whichever came first; a kind that found it compiling records
its wait, one that found it built 0).

Run alone: python3 bench/qwen.py [REPL]   (REPL is .build/release/repl by default; starts each
server through scripts/llm-server.sh if none answers, and stops what it started)
"""

import json
import os
import subprocess
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import llm  # noqa: E402

KINDS = {"qwen0.5b": "qwen2.5-coder-0.5b-instruct", "qwen1.5b": "qwen2.5-coder-1.5b-instruct"}
PROMPT = "What is the weather forecast for Raleigh, NC?"
SCRIPT = """:tool load getCoordinates
:tool load getWeatherForecast
:instructions set "You answer questions about the weather with the tools you have."
:model openai --base-url {url} --model {model} --temperature 0 --seed 42 --max-tokens 160 --tool-choice required,required,none
{prompt}
"""


def steps(kind):
    """{"server": s, "model": s} from the last provisioning, or None."""
    try:
        text = llm.server_script(kind, "provision-steps")
    except RuntimeError:
        return None
    pairs = [line.split() for line in text.splitlines()]
    if not all(len(p) == 2 and p[1].isdigit() for p in pairs) or not pairs:
        return None
    return {name: int(value) for name, value in pairs}


def clear_cache(base_url, model):
    """One short request with a system prompt the turn does not share, so the turn's first
    round finds nothing of its own prompt cached."""
    body = json.dumps({"model": model, "max_tokens": 1, "temperature": 0,
                       "messages": [{"role": "system", "content": "Count."},
                                    {"role": "user", "content": "1 2 3"}]}).encode()
    request = urllib.request.Request(base_url + "/chat/completions", body,
                                     {"Content-Type": "application/json"})
    urllib.request.urlopen(request, timeout=300).read()


def final_fields(reply):
    """The reply's `usage` and `timings`: the body's own, or a stream's last ones."""
    events = reply if isinstance(reply, list) else [reply]
    usage, timings = None, None
    for event in events:
        if isinstance(event, dict):
            usage = event.get("usage") or usage
            timings = event.get("timings") or timings
    return usage or {}, timings or {}


def rounds_of(log):
    out = []
    with open(log, encoding="utf-8") as f:
        for line in f:
            exchange = json.loads(line)
            usage, timings = final_fields(exchange.get("reply"))
            choice = exchange["request"].get("tool_choice")
            out.append({
                "round": exchange["round"], "status": exchange.get("status"),
                "toolChoice": choice if isinstance(choice, str) else choice.get("function", {}).get("name"),
                "finishReason": exchange.get("finish_reason"),
                "promptTokens": usage.get("prompt_tokens"),
                "cachedTokens": (usage.get("prompt_tokens_details") or {}).get("cached_tokens"),
                "completionTokens": usage.get("completion_tokens"),
                "cacheN": timings.get("cache_n"), "promptN": timings.get("prompt_n"),
                "promptMs": timings.get("prompt_ms"), "promptPerSecond": timings.get("prompt_per_second"),
                "predictedN": timings.get("predicted_n"), "predictedMs": timings.get("predicted_ms"),
                "predictedPerSecond": timings.get("predicted_per_second")})
    return out


def turn(kind, repl, work):
    """The two-tool turn through repl against the kind's server, round by round."""
    base_url = llm.server_script(kind, "url")
    clear_cache(base_url, KINDS[kind])
    home = tempfile.mkdtemp(prefix=f"{kind}-", dir=work)
    script = os.path.join(home, "two-tools.repl")
    with open(script, "w", encoding="utf-8") as f:
        f.write(SCRIPT.format(url=base_url, model=KINDS[kind], prompt=PROMPT))
    log = os.path.join(home, "exchanges.jsonl")
    out = subprocess.run([repl, "--script", script, "--log", log], cwd=REPO, capture_output=True,
                         text=True, timeout=1800, env=dict(os.environ, CALLSITE_HOME=home, NO_COLOR="1"))
    if not os.path.exists(log):
        raise RuntimeError(f"repl logged no exchange: {(out.stderr or out.stdout).strip()[-400:]}")
    rounds = rounds_of(log)
    if len(rounds) < 3 or any(r["status"] != 200 for r in rounds):
        raise RuntimeError(f"the turn did not go as planned: {rounds}; repl said {out.stdout.strip()[-300:]}")
    return rounds


def rate(rounds, n, ms):
    tokens = sum(r[n] or 0 for r in rounds)
    seconds = sum(r[ms] or 0 for r in rounds) / 1000
    return round(tokens / seconds, 1) if seconds else None


def measure(kind, repl, work):
    result = {"model": KINDS[kind], "provisioning": {"seconds": llm.provisioning_seconds(kind),
                                                     "steps": steps(kind)}}
    base_url = llm.server_script(kind, "url")
    started = False
    try:
        if not llm.answers(base_url):
            llm.server_script(kind, "start")
            started = True
        rounds = turn(kind, repl, work)
        result.update({"status": "ok", "prompt": PROMPT, "rounds": rounds,
                       "promptPerSecond": rate(rounds, "promptN", "promptMs"),
                       "predictedPerSecond": rate(rounds, "predictedN", "predictedMs")})
    except (RuntimeError, subprocess.SubprocessError, OSError, ValueError, KeyError) as e:
        result.update({"status": "failed", "reason": str(e)[:500]})
    finally:
        if started:
            llm.server_script(kind, "stop")
    return result


def bench(repl=None, work=None):
    """Both models, as make bench records them."""
    repl = repl or llm.default_repl()
    if work:
        os.makedirs(work, exist_ok=True)
    return {kind: measure(kind, repl, work) for kind in KINDS}


def markdown(section):
    """The report's section: a row per model, then a row per round of each model's turn."""
    if not section:
        return []
    out = ["## Qwen2.5-Coder Instruct on llama-server", "",
           "Written by `bench/qwen.py` (`python3 bench/qwen.py`), which `make bench` runs as the `qwen` extra:",
           "each model on its own llama-server (two threads, `--jinja` with its template from `scripts/`),",
           "one two-tool turn through `repl --script` at temperature 0, `--tool-choice",
           "required,required,none` (two rounds that must call a tool, then an answer), the server's",
           "prompt cache cleared before it. Speeds are the server's own `timings` summed over the turn's",
           "rounds. Provisioning is what `scripts/llm-server.sh KIND provision` took the last time it did",
           "the work: the model (download, join, SHA-256) and llama-server's compile (shared by every",
           "kind: a kind that found it compiling records its wait, one that found it built 0 s).", "",
           "| Model | Provisioning: model; llama-server | Prompt read | Tokens written |", "|---|---|---:|---:|"]
    for kind, s in section.items():
        p = s.get("provisioning") or {}
        st = p.get("steps") or {}
        prov = (f"{st.get('model', '?')} s; {st.get('server', '?')} s" if st else "not recorded")
        if s.get("status") == "ok":
            out.append(f"| `{kind}` ({s['model']}) | {prov} | {s['promptPerSecond']:,.1f} tokens/s "
                       f"| {s['predictedPerSecond']:,.1f} tokens/s |")
        else:
            why = f"{s.get('status', 'not measured')}: {s.get('reason', '')}".replace("|", "\\|")
            out.append(f"| `{kind}` ({s.get('model', '')}) | {prov} | {why} | |")
    out += ["", "Each round of the turn: the prompt the server was sent (`usage.prompt_tokens`), how much of it",
            "came from its cache (`prompt_tokens_details.cached_tokens`; `timings.cache_n` agrees), what it",
            "read anew, and what it wrote.", "",
            "| Model | Round | `tool_choice` | Prompt tokens | Cached | Cached share | Read | Read at | Written | Written at |",
            "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    for kind, s in section.items():
        for r in s.get("rounds", []):
            share = (f"{100 * r['cachedTokens'] / r['promptTokens']:.0f} %"
                     if r.get("promptTokens") and r.get("cachedTokens") is not None else "–")

            def speed(v):
                return "–" if v is None else f"{v:,.1f}/s"

            out.append(f"| `{kind}` | {r['round']} | {r['toolChoice']} | {r['promptTokens']:,} | {r['cachedTokens']:,} "
                       f"| {share} | {r['promptN']:,} | {speed(r['promptPerSecond'])} | {r['predictedN']:,} "
                       f"| {speed(r['predictedPerSecond'])} |")
    return out + [""]


if __name__ == "__main__":
    print(json.dumps(bench(sys.argv[1] if len(sys.argv) > 1 else None), indent=2))
