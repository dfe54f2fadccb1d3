# The two commands of the README: `make run` and `make test`. Everything else is a step of those.
.PHONY: run test ui-deps ui-build chromium poppler test-rust test-ui test-e2e lint fmt-check release dist bench debug \
	api-doc api-types api-types-check test-fakes

UI_STAMP := ui/node_modules/.installed

run: release
	./target/release/atrium --data-dir ./data serve --demo

# `release` builds in parallel codegen units (what `make run` and the benches use); `dist` is the
# binary to install (fat LTO, one codegen unit: smaller and faster, a much longer link).
release: ui-build
	cargo build --locked --release

dist: ui-build
	cargo build --locked --profile dist

ui-deps: $(UI_STAMP)
# `npm install`, not `npm ci`: the registry reachable here lacks some optional per-platform
# packages (e.g. tailwind's android/darwin builds), which npm ci insists the lock lists. npm
# install still takes every listed version from package-lock.json.
$(UI_STAMP): ui/package.json ui/package-lock.json
	cd ui && npm install --no-audit --no-fund
	touch $@

ui-build: ui-deps
	cd ui && npm run build

# Browser tests use Debian's Chromium; Playwright never downloads a browser of its own.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  SUDO=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }
	@$(MAKE) --no-print-directory poppler

# Invoice PDFs are rendered to PNG (pdftoppm): the e2e tests look at them, and the Rust tests
# read the scan-to-pay codes back off the rendered page.
poppler:
	@command -v pdftoppm >/dev/null 2>&1 || { \
	  SUDO=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq poppler-utils >/dev/null; }

lint: fmt-check
	cargo clippy --all-targets --locked -- -D warnings

fmt-check:
	cargo fmt --check

test-rust: poppler offsite-tools
	cargo test --locked

# The debug binary the fuzz pass, the browser suite and the API document run is the one `cargo test`
# builds for its own command-line tests. Test-only crates turn on more features of shared ones
# (tokio, futures, figment), so a plain `cargo build` after `cargo test` compiled those, Rocket
# and Atrium a second time: 129 s of a fresh `make test`.
.PHONY: test-binary
test-binary:
	cargo test --locked --no-run

# SeaweedFS (an S3-compatible store) and Litestream for the off-site tests, in a virtual
# environment of their own, rebuilt only when the pinned versions change.
.PHONY: offsite-tools
OFFSITE_TOOLS := target/offsite-tools/.installed
offsite-tools: $(OFFSITE_TOOLS)
$(OFFSITE_TOOLS): tests/tools/requirements.txt
	rm -rf target/offsite-tools
	python3 -m venv target/offsite-tools
	target/offsite-tools/bin/pip install --quiet --disable-pip-version-check -r tests/tools/requirements.txt
	touch $@

# The fake Instagram and YouTube the Rust and browser tests run against, checked on their own.
test-fakes:
	python3 -m unittest tests/fakes/test_social_providers.py

test-ui: ui-deps i18n-check
	cd ui && npm test

# The catalogs hold every message the UI's code says, and no other: extracting again must change
# nothing but the creation date (a message added without `npm run i18n:extract` fails here). The
# catalogs as they were are put back either way, so a translator's unsaved work is never touched.
.PHONY: i18n-check
i18n-check: ui-deps
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && cp -r ui/src/locales "$$tmp/" && rc=0; \
	(cd ui && npx --no-install lingui extract --clean >/dev/null) || rc=2; \
	if [ $$rc = 0 ] && ! diff -ru -I '^"POT-Creation-Date' "$$tmp/locales" ui/src/locales; then rc=1; \
	  echo "ui/src/locales is out of date with the code: run npm run i18n:extract, translate, commit." >&2; fi; \
	cp "$$tmp"/locales/* ui/src/locales/; exit $$rc

debug:
	cargo build --locked

# The UI's request and answer types (ui/src/lib/api/schema.d.ts) are generated from the OpenAPI
# document the binary prints, so a changed Rust struct shows up as a changed (or failing) UI type.
API_TYPES := ui/src/lib/api/schema.d.ts

api-doc: test-binary
	./target/debug/atrium openapi > target/openapi.json.tmp
	mv target/openapi.json.tmp target/openapi.json

api-types: api-doc ui-deps
	cd ui && npm run api-types

# Regenerates into a temporary file and compares: the committed types must match the document.
api-types-check: api-doc ui-deps
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	(cd ui && npx --no-install openapi-typescript ../target/openapi.json -o "$$tmp/schema.d.ts" >/dev/null) && \
	if ! diff -u $(API_TYPES) "$$tmp/schema.d.ts"; then \
	  echo "$(API_TYPES) is out of date with the OpenAPI document: run make api-types and commit it." >&2; \
	  exit 1; \
	fi

# The debug binary serves ui/dist from disk, so the UI is built first.
test-e2e: ui-build chromium test-binary
	cd ui && ATRIUM_BIN=../target/debug/atrium npm run e2e

# Schemathesis against the debug binary, from the OpenAPI document it serves, with two demo clients
# as peers (tests/fuzz/run.sh): a bounded fixed-seed run here, a long one (5,000+ cases) in `fuzz`.
.PHONY: test-fuzz fuzz
test-fuzz: test-binary
	tests/fuzz/run.sh bounded

fuzz: test-binary
	tests/fuzz/run.sh long

# install.sh into a temporary root with useradd, runuser, systemctl and friends stubbed (no root,
# no Rust build). Twice on the same root: the second run starts from what the first one's
# --uninstall --purge left behind, and must pass just the same.
.PHONY: test-install
test-install:
	@if command -v shellcheck >/dev/null 2>&1; then shellcheck install.sh tests/install/run.sh; \
	else echo "shellcheck not installed (apt-get install shellcheck): skipped"; fi
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	  tests/install/run.sh "$$dir" && tests/install/run.sh "$$dir"

# The UI is built before the Rust tests: the debug binary serves ui/dist from disk, and the page
# tests assert on the built index.html, not on the placeholder a UI-less build answers with.
# Clippy runs inside the test build (tests/tools/clippy-build says how): every cargo command of
# `make test` carries the same wrapper, so none of them builds Atrium again without it.
test: export RUSTC_WORKSPACE_WRAPPER := $(CURDIR)/tests/tools/clippy-build
test: fmt-check test-install ui-build test-fakes test-rust test-fuzz api-types-check test-ui test-e2e

bench: dist
	BENCH_BIN=./target/dist/atrium bench/run.sh

# The durability test at length: SIGKILL under concurrent writes, 100 rounds (10 in `make test`).
.PHONY: soak
soak:
	ATRIUM_KILL_ROUNDS=$${ATRIUM_KILL_ROUNDS:-100} cargo test --locked --test api durability -- --nocapture
