#!/usr/bin/env bash
# Runs the course's prompt suites (content/suites/*.suite) with every model, one model at a
# time, and prints how long each suite took with each model and in all:
#
#   scripts/run-suites.sh [KIND ...]     (make scorecards runs it with the defaults)
#
# KIND is `offline` (the rule-based stand-in, no server) or a llama-server kind of
# scripts/llm-server.sh: `cpp` (Gemma 3 270M), `qwen0.5b`, `qwen1.5b`. Without one, all four
# run, in that order. For each server kind the script starts the server with
# CALLSITE_LLM_SLOTS parallel slots (4) and CALLSITE_LLM_THREADS threads (2), runs
# `repl --suite FILE --model … --jobs SLOTS` for each suite, and stops the server again.
# A server that was already running is used as it is and left running.
#
# CALLSITE_SUITES names the suites to run (`coffee-menu forecast-chain`); all of
# content/suites/*.suite when unset. REPL is the repl binary (.build/debug/repl).
#
# Each suite sets its own runs up (temperature, repeat, max-rounds, `:set max-tokens`), so a
# model's results are written under the same settings every time: the model's column in
# NAME.results.json and its transcripts in NAME/runs/ are replaced. Standard output gets each
# suite's table of runs passed and a line of times; the servers' and repl's progress show only
# on a terminal. Exits 1 when a server could not start or a suite run failed (the others still
# run), 64 on a wrong argument.
set -uo pipefail
cd "$(dirname "$0")/.."

repl=${REPL:-.build/debug/repl}
slots=${CALLSITE_LLM_SLOTS:-4}
threads=${CALLSITE_LLM_THREADS:-2}
export CALLSITE_LLM_SLOTS=$slots CALLSITE_LLM_THREADS=$threads

say() { echo "run-suites: $*" >&2; }
case "$slots" in '' | *[!0-9]* | 0)
  say "error: CALLSITE_LLM_SLOTS must be a whole number above 0, not '$slots'"
  exit 64
  ;;
esac

# The name a llama-server kind serves its model under (scripts/llm-server.sh's --alias).
served_name() {
  case "$1" in
    cpp) echo gemma-3-270m ;;
    qwen0.5b) echo qwen2.5-coder-0.5b-instruct ;;
    qwen1.5b) echo qwen2.5-coder-1.5b-instruct ;;
    *) return 1 ;;
  esac
}

kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(offline cpp qwen0.5b qwen1.5b)
for kind in "${kinds[@]}"; do
  if [ "$kind" != offline ] && ! served_name "$kind" >/dev/null; then
    say "error: unknown model kind '$kind'; the kinds are offline, cpp, qwen0.5b, qwen1.5b"
    exit 64
  fi
done

suites=()
if [ -n "${CALLSITE_SUITES:-}" ]; then
  for name in $CALLSITE_SUITES; do
    file=content/suites/${name%.suite}.suite
    [ -f "$file" ] || {
      say "error: CALLSITE_SUITES names '$name', but there is no $file"
      exit 64
    }
    suites+=("$file")
  done
else
  for file in content/suites/*.suite; do [ -f "$file" ] && suites+=("$file"); done
fi
[ ${#suites[@]} -gt 0 ] || {
  say "error: no suites in content/suites/"
  exit 64
}
[ -x "$repl" ] || {
  say "error: there is no $repl; build it first with: swift build"
  exit 1
}

on_terminal=false
[ -t 2 ] && on_terminal=true

# The server this script started, stopped on the way out, even after Ctrl-C.
started=
stop_started() {
  [ -n "$started" ] || return 0
  scripts/llm-server.sh "$started" stop >/dev/null 2>&1
  started=
}
trap stop_started EXIT
trap 'stop_started; exit 130' INT TERM

now() { date +%s.%N; }
seconds_since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.0f", b - a }'; }

failed=0
times=()
total_start=$(now)
for kind in "${kinds[@]}"; do
  if [ "$kind" = offline ]; then
    spec=offline
  else
    name=$(served_name "$kind")
    url=$(scripts/llm-server.sh "$kind" url 2>/dev/null)
    spec="openai --model $name --base-url $url"
    if scripts/llm-server.sh "$kind" status 2>&1 | grep -q ' running (pid'; then
      say "$kind: a server is already running at $url; using it as it is (its slots may not be $slots)"
    else
      server_log=$(mktemp)
      if [ "$on_terminal" = true ]; then
        scripts/llm-server.sh "$kind" start 2>&1 >/dev/null | tee "$server_log" >&2
        ok=${PIPESTATUS[0]}
      else
        scripts/llm-server.sh "$kind" start >/dev/null 2>"$server_log"
        ok=$?
      fi
      if [ "$ok" != 0 ]; then
        [ "$on_terminal" = true ] || cat "$server_log" >&2
        others=()
        for other in "${kinds[@]}"; do [ "$other" = "$kind" ] || others+=("$other"); done
        say "error: scripts/llm-server.sh $kind start failed (above); its suites were not run."
        say "  Read the log it names, provision it with 'scripts/llm-server.sh $kind provision',"
        say "  or leave it out: scripts/run-suites.sh ${others[*]:-offline}"
        rm -f "$server_log"
        failed=1
        continue
      fi
      rm -f "$server_log"
      started=$kind
    fi
  fi
  for file in "${suites[@]}"; do
    suite=$(basename "$file" .suite)
    start=$(now)
    echo "== $suite · $kind"
    "$repl" --suite "$file" --model "$spec" --jobs "$slots"
    status=$?
    took=$(seconds_since "$start")
    if [ "$status" != 0 ]; then
      say "error: repl --suite $file --model '$spec' exited $status (above)"
      failed=1
    fi
    echo "time: $suite · $kind: $took s"
    times+=("$(printf '%-28s %-9s %6s s' "$suite" "$kind" "$took")")
  done
  stop_started
done
total=$(seconds_since "$total_start")

echo
echo "Wall time per suite and model ($slots slots, $threads thread(s) per server, --jobs $slots):"
[ ${#times[@]} -eq 0 ] || printf '%s\n' "${times[@]}"
echo "total: $total s"
exit "$failed"
