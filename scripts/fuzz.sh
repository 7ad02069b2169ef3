#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ and runs each for a set time (Linux).
#
#   scripts/fuzz.sh                 every harness, FUZZ_SECONDS (60) each, one after another
#   FUZZ=json scripts/fuzz.sh       one harness (json transcript frontmatter mustache
#                                   highlight markdown repl); a list works too: FUZZ="json repl"
#
# Seeds are made from the repository's own files at each run into .build/fuzz/seeds/NAME;
# what libFuzzer finds is kept in .build/fuzz/corpus/NAME for the next run; crash, timeout and
# out-of-memory reproducers go to .build/fuzz/crashes/NAME/. Exits 1 when a harness fails.
# Replay a reproducer: .build/fuzz/release/FuzzNAME .build/fuzz/crashes/NAME/crash-…
# FUZZ_CONFIG=debug builds without optimisation; FUZZ_TIMEOUT (30) is the seconds one input
# may take before it counts as a hang (the machine may be busy); FUZZ_ARGS adds libFuzzer options.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
CONFIG=${FUZZ_CONFIG:-release}
SCRATCH=.build/fuzz
ALL="json transcript frontmatter mustache highlight markdown repl"
NAMES=${FUZZ:-$ALL}

product() {
  case "$1" in
    json) echo FuzzJSON ;;
    transcript) echo FuzzTranscript ;;
    frontmatter) echo FuzzFrontMatter ;;
    mustache) echo FuzzMustache ;;
    highlight) echo FuzzHighlight ;;
    markdown) echo FuzzMarkdown ;;
    repl) echo FuzzREPL ;;
    *)
      echo "scripts/fuzz.sh: error: no harness named '$1'; the harnesses are: $ALL" >&2
      return 64 ;;
  esac
}

for name in $NAMES; do product "$name" >/dev/null || exit 64; done

# One numbered file per seed.
seed_files() { # FOLDER FILE...
  local folder=$1 n=0
  shift
  for file in "$@"; do
    [ -f "$file" ] || continue
    n=$((n + 1))
    cp "$file" "$folder/file-$n"
  done
}

# Fenced code blocks of the lessons whose info string's first word is one of LANGUAGES, one
# seed each, and the templates of the Mustache spec's tests, one seed each.
extract() { # KIND FOLDER
  python3 - "$1" "$2" <<'PY'
import glob, json, os, re, sys
kind, folder = sys.argv[1], sys.argv[2]
n = 0
def write(text):
    global n
    n += 1
    with open(os.path.join(folder, f"extract-{n}"), "w", encoding="utf-8") as f:
        f.write(text)
if kind == "code":
    fence = re.compile(r"^(```+|~~~+)[ \t]*(\w+)[^\n]*\n(.*?)^\1[ \t]*$", re.M | re.S)
    wanted = {"swift", "json", "sh", "bash", "shell", "console", "zsh", "repl"}
    for path in sorted(glob.glob("content/**/*.md", recursive=True)):
        for match in fence.finditer(open(path, encoding="utf-8").read()):
            if match.group(2).lower() in wanted:
                write(match.group(3))
elif kind == "mustache-spec":
    for path in sorted(glob.glob("Tests/Fixtures/mustache-spec/*.json")):
        for test in json.load(open(path, encoding="utf-8")).get("tests", []):
            # A NUL byte splits the harness's input into the page and partials p1, p2, ….
            partials = list(test.get("partials", {}).values())
            write("\0".join([test["template"]] + partials))
PY
}

# The seed corpus of one harness, made afresh from the repository's files.
make_seeds() { # NAME FOLDER
  local name=$1 folder=$2
  rm -rf "$folder"
  mkdir -p "$folder"
  shopt -s globstar nullglob
  case "$name" in
    json)
      seed_files "$folder" content/transcripts/*.json Tests/Fixtures/foundation-models/*.json \
        content/tools/*.json content/site.json Tests/Fixtures/mustache-spec/*.json ;;
    transcript)
      seed_files "$folder" content/transcripts/*.json Tests/Fixtures/foundation-models/*.json ;;
    frontmatter | markdown)
      seed_files "$folder" content/index.md content/lessons/**/*.md ;;
    mustache)
      seed_files "$folder" templates/**/*.mustache
      extract mustache-spec "$folder" ;;
    highlight)
      seed_files "$folder" content/sessions/*.repl content/tools/*.json scripts/*.sh \
        Sources/Highlight/*.swift
      extract code "$folder" ;;
    repl)
      seed_files "$folder" content/sessions/*.repl
      local n=0 line
      for script in content/sessions/*.repl; do
        while IFS= read -r line || [ -n "$line" ]; do
          n=$((n + 1))
          printf '%s\n' "$line" >"$folder/line-$n"
        done <"$script"
      done ;;
  esac
  shopt -u globstar nullglob
}

echo "building the harnesses ($CONFIG, -sanitize=fuzzer,address) in $SCRATCH"
for name in $NAMES; do
  p=$(product "$name")
  CALLSITE_FUZZ=1 "$SWIFT" build -c "$CONFIG" --scratch-path "$SCRATCH" \
    -Xswiftc -sanitize=fuzzer,address --product "$p" 2>&1 |
    grep -v "Cannot export local symbol" | grep -E "error|warning: |Build of" || true
  [ -x "$SCRATCH/$CONFIG/$p" ] || { echo "scripts/fuzz.sh: error: $p did not build" >&2; exit 1; }
done

failed=0
summary=()
for name in $NAMES; do
  bin="$SCRATCH/$CONFIG/$(product "$name")"
  seeds="$SCRATCH/seeds/$name"
  corpus="$SCRATCH/corpus/$name"
  crashes="$SCRATCH/crashes/$name"
  log="$SCRATCH/logs/$name.log"
  make_seeds "$name" "$seeds"
  mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
  dict=()
  [ -f "Fuzz/Dictionaries/$name.dict" ] && dict=("-dict=Fuzz/Dictionaries/$name.dict")
  echo "fuzzing $name for ${SECONDS_EACH}s ($(ls "$seeds" | wc -l) seeds, log $log)"
  status=0
  # The Swift runtime's backtracer would take the crash from libFuzzer (and trip ASan);
  # leak checks are off, as the Swift runtime keeps caches for the life of the process.
  # shellcheck disable=SC2086
  SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
    "$bin" "$corpus" "$seeds" "${dict[@]}" \
    -max_total_time="$SECONDS_EACH" -timeout="${FUZZ_TIMEOUT:-30}" -rss_limit_mb=2048 \
    -max_len=65536 \
    -artifact_prefix="$crashes/" -print_final_stats=1 ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
  line="$name: ${runs:-?} executions, coverage ${cov:-?}"
  if [ "$status" -ne 0 ]; then
    failed=1
    line="$line, FAILED (exit $status): ${artifact:-see $log}"
    grep -m1 -E "ERROR: |Fatal error|fatal error" "$log" | sed 's/^/  /' || true
  fi
  echo "$line"
  summary+=("$line")
done

echo
echo "fuzzing summary (${SECONDS_EACH}s each):"
printf '  %s\n' "${summary[@]}"
exit "$failed"
