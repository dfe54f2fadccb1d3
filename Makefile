# The two commands of the README: `make run` and `make test`. Everything else is a step of those.
.PHONY: run test ui-deps ui-build chromium test-rust test-ui test-e2e lint release bench

UI_STAMP := ui/node_modules/.installed

run: release
	./target/release/atrium --data-dir ./data serve --demo

release: ui-build
	cargo build --release

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

lint:
	cargo fmt --check
	cargo clippy --all-targets --locked -- -D warnings

test-rust:
	cargo test --locked

test-ui: ui-deps
	cd ui && npm test

# The debug binary serves ui/dist from disk, so the UI is built first.
test-e2e: ui-build chromium
	cargo build --locked
	cd ui && ATRIUM_BIN=../target/debug/atrium npm run e2e

test: lint test-rust test-ui test-e2e

bench: release
	bench/run.sh
