#!/usr/bin/env bash
# Checks the module graph: reads every `import` line of the Swift files under Sources/ and
# fails, naming the file, line and column, when a module imports one it must not.
# ARCHITECTURE.md ("Modules") explains the graph; this table is what holds it.
#
# Usage: scripts/check-imports.sh [ROOT]   (ROOT holds Sources/; default: the repository)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
[ -d "$root/Sources" ] || { echo "error: $root/Sources is not a folder" >&2; exit 2; }

# The modules of this package; any other name imported is a system module (Foundation, Glibc,
# Darwin, Musl, Dispatch, Synchronization, FoundationNetworking, ...).
project="HTMLText CallsiteCore CallsiteModels CallsiteTools Markdown Highlight Mustache Terminal
  Playground SiteKit ReplCLI repl gen callsite-tool-guard CCmark CEditLine"

# What each module may import of the project's modules.
#   leaves:    HTMLText, CallsiteCore
#   middle:    Markdown, Highlight, Mustache, CallsiteModels, CallsiteTools, Terminal
#   engines:   Playground, SiteKit
#   front end: ReplCLI, repl's command line and terminal over Playground
#   top:       the executables repl, gen, callsite-tool-guard
# Imports go down only, never sideways: a middle module imports leaves only (and its own C
# library), an engine the middle and the leaves.
allowed_project() {
  case "$1" in
    HTMLText | CallsiteCore) echo "" ;;
    CallsiteModels | CallsiteTools) echo "CallsiteCore" ;;
    Markdown) echo "HTMLText CCmark" ;;
    Highlight) echo "HTMLText" ;;
    # Exception, for the lead to decide: Mustache's data model (the context a template is
    # rendered with) is CallsiteCore's JSONValue, so Mustache imports CallsiteCore for that
    # and for strict UTF-8 decoding of template files. Its escaping comes from HTMLText.
    Mustache) echo "HTMLText CallsiteCore" ;;
    Terminal) echo "CallsiteCore CEditLine" ;;
    # Playground never imports SiteKit, Terminal (the terminal belongs to repl) or CEditLine.
    Playground) echo "HTMLText CallsiteCore CallsiteModels CallsiteTools Markdown Highlight Mustache" ;;
    # SiteKit never imports Playground, nor a C library (CCmark is Markdown's).
    SiteKit) echo "HTMLText CallsiteCore CallsiteModels CallsiteTools Markdown Highlight Mustache Terminal" ;;
    # ReplCLI is where the REPL engine meets the terminal; never SiteKit.
    ReplCLI) echo "HTMLText CallsiteCore CallsiteModels CallsiteTools Terminal Playground" ;;
    repl | gen | callsite-tool-guard)
      echo "HTMLText CallsiteCore CallsiteModels CallsiteTools Markdown Highlight Mustache Terminal Playground SiteKit ReplCLI" ;;
    *) return 1 ;;
  esac
}

# What each module may import of the system's: "any", or a list. HTMLText needs only the
# standard library; CallsiteCore only Foundation and the C library.
allowed_system() {
  case "$1" in
    HTMLText) echo "" ;;
    CallsiteCore) echo "Foundation Glibc Darwin Musl" ;;
    *) echo "any" ;;
  esac
}

contains() { # contains WORD LIST...
  local word="$1"
  shift
  for w in $*; do [ "$w" = "$word" ] && return 0; done
  return 1
}

listed() { # listed LIST TEXT-WHEN-EMPTY: the list with commas
  if [ -n "$1" ]; then echo "${1// /, }"; else echo "$2"; fi
}

failures=0
fail() {
  echo "$1" >&2
  failures=$((failures + 1))
}

while IFS= read -r -d '' file; do
  rel="${file#"$root"/}"
  module="${rel#Sources/}"
  module="${module%%/*}"
  if ! allowed_project "$module" >/dev/null; then
    fail "$rel:1:1: error: module $module is not in the module graph; add it to scripts/check-imports.sh and to ARCHITECTURE.md (Modules)"
    continue
  fi
  project_ok="$(allowed_project "$module")"
  system_ok="$(allowed_system "$module")"
  # `[attributes] [access] import [kind] Module[.Sub]`, each on its own line; lines inside a
  # multi-line string literal (Swift source that a module writes out) are text, not imports.
  while IFS=$'\t' read -r line column imported; do
    if contains "$imported" $project; then
      contains "$imported" $project_ok && continue
      fail "$rel:$line:$column: error: $module must not import $imported; it may import $(listed "$project_ok" "no other module of the package") (see ARCHITECTURE.md, Modules)"
    else
      [ "$system_ok" = "any" ] && continue
      contains "$imported" $system_ok && continue
      fail "$rel:$line:$column: error: $module must not import $imported; of the system it may import $(listed "$system_ok" "the standard library only") (see ARCHITECTURE.md, Modules)"
    fi
  done < <(awk '
    {
      text = $0
      copy = text
      quotes = gsub(/"""/, "", copy)
      if (inString) { if (quotes % 2 == 1) inString = 0; next }
      if (quotes % 2 == 1) { inString = 1; next }
      if (match(text, /^[ \t]*(@[A-Za-z_]+(\([^)]*\))?[ \t]+)*((public|package|internal|fileprivate|private|open)[ \t]+)?import[ \t]+((typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?/)) {
        rest = substr(text, RLENGTH + 1)
        if (match(rest, /^[A-Za-z_][A-Za-z0-9_]*/)) {
          printf "%d\t%d\t%s\n", NR, length(text) - length(rest) + 1, substr(rest, 1, RLENGTH)
        }
      }
    }' "$file")
done < <(find "$root/Sources" -name '*.swift' -print0 | sort -z)

if [ "$failures" -gt 0 ]; then
  echo "check-imports: $failures import$([ "$failures" = 1 ] || echo s) against the module graph" >&2
  exit 1
fi
echo "check-imports: every import under Sources/ follows the module graph"
