#!/bin/sh
# Profiles one `gen build` and prints the functions that cost the most.
#
#   bench/profile.sh [LESSONS] [lesson|template|full]    (default: 100 full)
#
# Uses valgrind's callgrind (counts instructions: stable on a noisy, shared machine) when it
# can run gen, else `perf record` (sampling). Valgrind 3.19 (Debian 12) dies with an internal
# SIGSEGV on Swift 6.3's binaries here, even on `gen --version`; perf works.
# Needs the release binary (swift build -c release --product gen).
# Output: bench-out/callgrind.out.* or bench-out/perf.data.*, and the top functions.
set -eu
cd "$(dirname "$0")/.."
lessons=${1:-100}
mode=${2:-full}
work=${BENCH_DIR:-bench-out}
gen=${BENCH_GEN:-.build/release/gen}
[ -x "$gen" ] || { echo "$gen is missing: run swift build -c release --product gen" >&2; exit 1; }
python3 bench/corpus.py --lessons "$lessons" --out "$work/corpus-$lessons" >/dev/null
content="$work/corpus-$lessons/callsite"
site="$work/profile-site-$lessons"
templates="$work/profile-templates-$lessons"
rm -rf "$templates" && cp -R templates "$templates"
rm -rf "$site"
if [ "$mode" != full ]; then
  "$gen" build --content "$content" --templates "$templates" --output "$site" --quiet
  if [ "$mode" = lesson ]; then
    lesson=$(find "$content/lessons" -name '*.md' | sort | head -n 1)
    cp "$lesson" "$work/profile-lesson.bak"
    echo "Edited for the profile." >>"$lesson"
  else
    echo "{{! edited for the profile }}" >>"$templates/layout.mustache"
  fi
fi
args="build --content $content --templates $templates --output $site --quiet"
if command -v valgrind >/dev/null && valgrind --tool=none "$gen" --version >/dev/null 2>&1; then
  out="$work/callgrind.out.$lessons.$mode"
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --callgrind-out-file="$out" "$gen" $args 2>"$work/callgrind.log"
  grep -E "Collected" "$work/callgrind.log" || true
  callgrind_annotate --inclusive=no "$out" 2>/dev/null | sed -n '1,60p' | cut -c1-200
  echo "--- inclusive"
  callgrind_annotate --inclusive=yes "$out" 2>/dev/null | sed -n '1,50p' | cut -c1-200
else
  command -v perf >/dev/null || { echo "profile.sh needs valgrind or perf (apt-get install linux-perf)" >&2; exit 1; }
  out="$work/perf.data.$lessons.$mode"
  # shellcheck disable=SC2086
  perf record -q -F 1999 -g -o "$out" "$gen" $args
  echo "--- self"
  perf report -i "$out" --no-children --stdio -g none --sort dso,symbol 2>/dev/null | grep -v '^#' | grep -v '^$' \
    | sed -n '1,40p' | swift demangle --simplified | cut -c1-200
  echo "--- inclusive (Callsite's functions)"
  perf report -i "$out" --children --stdio -g none --sort symbol 2>/dev/null | grep -v '^#' | grep -v '^$' \
    | swift demangle --simplified | grep -v 'libswift\|dispatch\|start_thread\|clone\|thunk' | sed -n '1,50p' | cut -c1-200
fi
if [ "$mode" = lesson ]; then cp "$work/profile-lesson.bak" "$lesson"; fi
