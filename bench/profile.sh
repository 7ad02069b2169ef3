#!/bin/sh
# Counts instructions of a full `gen build` with valgrind's callgrind (stable on a noisy,
# shared machine) and prints the functions that cost the most.
#
#   bench/profile.sh [LESSONS] [lesson|template|full]    (default: 100 full)
#
# Needs the release binary (swift build -c release --product gen) and valgrind.
# Output: bench-out/callgrind.out.* and the annotated top functions on standard output.
set -eu
cd "$(dirname "$0")/.."
lessons=${1:-100}
mode=${2:-full}
work=${BENCH_DIR:-bench-out}
gen=${BENCH_GEN:-.build/release/gen}
command -v valgrind >/dev/null || { echo "profile.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
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
out="$work/callgrind.out.$lessons.$mode"
valgrind --tool=callgrind --callgrind-out-file="$out" \
  "$gen" build --content "$content" --templates "$templates" --output "$site" --quiet 2>"$work/callgrind.log"
[ "$mode" = lesson ] && cp "$work/profile-lesson.bak" "$lesson"
grep -E "Collected" "$work/callgrind.log" || true
callgrind_annotate --inclusive=no "$out" 2>/dev/null | sed -n '1,60p' | cut -c1-200
echo "--- inclusive"
callgrind_annotate --inclusive=yes "$out" 2>/dev/null | sed -n '1,50p' | cut -c1-200
