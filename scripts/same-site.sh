#!/bin/sh
# Checks that two gen binaries write the same site, byte for byte: the course (content/ and
# templates/) and a generated corpus of LESSONS lessons (bench/corpus.py), each after a full
# build, after editing one lesson and after editing the layout template (both incremental
# builds). For a change that must not alter the output: build the commit before it into one
# binary, the change into the other.
#
#   scripts/same-site.sh OLD_GEN NEW_GEN [LESSONS]     (LESSONS: 1000 unless given)
#
# Prints one line per comparison and exits 1 at the first difference (diff -r shows it).
set -eu
old=$1
new=$2
lessons=${3:-1000}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/same-site.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 "$repo/bench/corpus.py" --lessons "$lessons" --out "$work/corpus" --callsite-only >/dev/null

# One copy of each input per binary, so that each edits and builds its own.
for side in old new; do
  mkdir -p "$work/$side"
  cp -R "$repo/content" "$work/$side/course"
  cp -R "$work/corpus/callsite" "$work/$side/corpus"
  cp -R "$repo/templates" "$work/$side/templates"
done

build() { # SIDE INPUT
  gen=$old
  [ "$1" = new ] && gen=$new
  "$gen" build --quiet --content "$work/$1/$2" --templates "$work/$1/templates" \
    --output "$work/$1/$2-site"
}

compare() { # INPUT WHAT
  build old "$1"
  build new "$1"
  if diff -r "$work/old/$1-site" "$work/new/$1-site" >"$work/diff" 2>&1; then
    echo "same: $1, $2 ($(find "$work/new/$1-site" -type f | wc -l) files)"
  else
    echo "DIFFERENT: $1, $2" >&2
    head -40 "$work/diff" >&2
    exit 1
  fi
}

for input in course corpus; do
  compare "$input" "full build"
  lesson=$(find "$work/old/$input/lessons" -name '*.md' | sort | head -1)
  lesson=${lesson#"$work/old/"}
  for side in old new; do
    printf '\nAn edited paragraph.\n' >>"$work/$side/$lesson"
  done
  compare "$input" "one lesson edited ($lesson)"
done
for side in old new; do
  sed -i 's|</body>|<!-- edited --></body>|' "$work/$side/templates/layout.mustache"
done
for input in course corpus; do
  compare "$input" "layout template edited"
done
