# Callsite: the two commands a new machine needs are `make site` and `make test`.
SWIFT ?= swift
BIN := .build/debug
PREFIX ?= $(HOME)/.local

.PHONY: deps build site test test-python-server lint format repl serve bench check check-course check-course-sessions llm-server scorecards fuzz install

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# Build the tools, then the course site into site/.
site: build
	$(BIN)/gen build

# Put repl and gen on PATH: the debug build (the one `make site`, the tests and the course's
# checks use, so nothing is built twice) goes to $(PREFIX)/libexec/callsite with the tool guard
# and the course tools' data beside it, and $(PREFIX)/bin gets links to repl and gen.
install: build
	install -d "$(PREFIX)/bin" "$(PREFIX)/libexec/callsite"
	install -m 755 $(BIN)/repl $(BIN)/gen $(BIN)/callsite-tool-guard "$(PREFIX)/libexec/callsite/"
	rm -rf "$(PREFIX)/libexec/callsite/Callsite_CallsiteTools.resources"
	cp -R $(BIN)/Callsite_CallsiteTools.resources "$(PREFIX)/libexec/callsite/"
	ln -sf ../libexec/callsite/repl "$(PREFIX)/bin/repl"
	ln -sf ../libexec/callsite/gen "$(PREFIX)/bin/gen"
	@echo "installed repl and gen in $(PREFIX)/bin"

# Formatting, unit and end-to-end tests, the course's doctests, and the site in Chromium.
# The live tests run against llama-server with Gemma 3 270M and Qwen2.5-Coder 0.5B Instruct
# (scripts/with-llm-server.sh provisions them once per machine); with CI=true a server that
# could not be provisioned fails the run instead of skipping its tests.
test: deps lint
	@scripts/ensure-deps.sh test
	$(SWIFT) build --build-tests
	scripts/with-llm-server.sh scripts/with-mcp-servers.sh $(SWIFT) test
	$(MAKE) --no-print-directory check-course
	scripts/browser-tests.sh $(BIN)/gen

# Formatting, and the module graph (scripts/check-imports.sh; ARCHITECTURE.md, Modules).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz
	scripts/check-imports.sh

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Fuzz

repl: build
	$(BIN)/repl

serve: build
	$(BIN)/gen serve

check: build
	$(BIN)/gen check

# Re-run every session script and compare with its saved transcript, then check the site:
# links, recorded tool calls against today's tools, and that site/ is what gen build writes.
# Sessions under content/sessions/live/ need a real model server and are not re-run; a variant
# NAME@SUFFIX.json recorded on one (repl --as) is skipped, and the skip is printed.
# Sessions that use MCP servers need them provisioned: scripts/with-mcp-servers.sh does that
# (once per machine) and runs the checks. Then the lessons' Swift, put together, is
# type-checked as one app against the FoundationModels stand-in, with no default isolation
# and with MainActor (CourseAppTests; a type two lessons declare fails it).
check-course:
	@scripts/with-mcp-servers.sh $(MAKE) --no-print-directory check-course-sessions
	$(SWIFT) test --filter CourseAppTests

check-course-sessions:
	@for script in content/sessions/*.repl; do \
	  [ -e "$$script" ] || continue; \
	  out=$$($(BIN)/repl --script "$$script" --check) || { echo "session $$script no longer reproduces its transcript" >&2; exit 1; }; \
	  printf '%s\n' "$$out" | grep '^skipped ' || true; \
	done
	$(BIN)/gen check

# Speed and memory against Hugo and cmark; writes BENCHMARKS.md (about 45 minutes on a quiet
# 2-core machine, nearly half of it the 100,000-lesson size: its 2.7 GB corpus is written once,
# about 3 minutes, and each full build's 14 GB output is deleted before the next). Shorter:
# BENCH_SIZES="1000 10000" make bench, or BENCH_SIZES=1000 BENCH_RUNS=5. Not part of make test.
# gen is linked the way a Swift tool ships for Linux: the Swift runtime and Foundation inside
# the binary (--static-swift-stdlib), which also spares each run the dynamic linking.
bench: deps
	@scripts/ensure-deps.sh bench
	$(SWIFT) build -c release --static-swift-stdlib --product gen --scratch-path .build/static
	$(SWIFT) build -c release --product repl
	BENCH_GEN=$${BENCH_GEN:-.build/static/release/gen} python3 bench/run.py

# llama-cpp-python's server (not part of make test: it compiles llama.cpp a second time) and
# the live tests that talk to it.
test-python-server: deps
	$(SWIFT) build --build-tests
	CALLSITE_LLM_KINDS=python scripts/with-llm-server.sh $(SWIFT) test \
	  --filter 'LlamaCppPython|OpenAILlamaIntegration|LivePlayground'

# The local llama-servers (provisioned once per machine into ~/.cache/callsite): Gemma 3 270M
# on 127.0.0.1:8081, Qwen2.5-Coder 0.5B Instruct on 8082 and 1.5B Instruct on 8083; stop one
# with `scripts/llm-server.sh cpp stop` (qwen0.5b, qwen1.5b).
llm-server:
	@scripts/llm-server.sh cpp start
	@scripts/llm-server.sh qwen0.5b start
	@scripts/llm-server.sh qwen1.5b start

# Every prompt suite (content/suites/*.suite) run again with the offline stand-in and each
# llama-server model in turn (scripts/run-suites.sh: 4 slots, 2 threads, --jobs 4), replacing
# their results and runs; prints each suite and model's wall time and the total. Not part of
# make test: it takes a while (content/lessons/05-reference/10-suites.md gives the time).
scorecards: build
	scripts/run-suites.sh

# libFuzzer harnesses (Fuzz/, Linux): the JSON parser, the transcript decoder, front matter,
# Mustache, the highlighter, Markdown with fence hooks and the REPL's command parser, built
# with -sanitize=fuzzer,address into .build/fuzz and run FUZZ_SECONDS (60) each, one after
# another, from seeds made out of content/, templates/ and Tests/Fixtures/. One harness:
# `make fuzz FUZZ=json`. Fails on a crash; reproducers go to .build/fuzz/crashes/NAME/.
# Not part of make test.
fuzz: deps
	FUZZ="$(FUZZ)" FUZZ_SECONDS="$(FUZZ_SECONDS)" SWIFT="$(SWIFT)" scripts/fuzz.sh
