# napkin for Linux. `make test` on a fresh Debian machine installs what it needs and runs
# every test; `make demo` renders RibHouse's screens into ./out.

SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libfreetype-dev libharfbuzz-dev libpng-dev zlib1g-dev libssl-dev pkg-config unicode-data chromium chromium-driver python3-selenium
PKG_CONFIG_MODULES := cairo-ft freetype2 harfbuzz libpng zlib libcrypto
# Files the tests read that pkg-config cannot vouch for: Unicode's conformance data, the
# browser that opens the failure report, and the driver and library the browser tests use.
DEP_FILES := /usr/share/unicode/auxiliary/LineBreakTest.txt /usr/share/unicode/BidiCharacterTest.txt /usr/bin/chromium /usr/bin/chromedriver /usr/lib/python3/dist-packages/selenium/__init__.py
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build test browser-test demo bench determinism clean

## deps: install the system libraries, Unicode's data files and Chromium with apt-get when any is missing
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKG_CONFIG_MODULES) \
		&& (for f in $(DEP_FILES); do [ -e "$$f" ] || exit 1; done); then \
		echo "deps: system libraries present"; \
	else \
		echo "deps: installing $(APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(APT_PACKAGES); \
	fi

## build: debug build of everything
build: deps
	$(SWIFT) build

## test: every test suite: swift test, then the browser tests
test: deps
	$(SWIFT) test
	$(MAKE) browser-test

## browser-test: the tests that drive headless Chromium (Tests/BrowserTests, Debian's python3-selenium)
browser-test: deps
	cd Tests/BrowserTests && /usr/bin/python3 -m unittest discover -v -p 'test_*.py'

## demo: render every RibHouse state, Chirp screen and gallery screen on iPhone 13 Pro into ./out
demo: deps
	$(SWIFT) run ribhouse-render --state all --out out
	$(SWIFT) run chirp-render --screen all --out out
	$(SWIFT) run ribhouse-render --matrix --out out/matrix.png  # matrix: light, dark, Arabic, landscape on one sheet
	$(SWIFT) run gallery-render --screen all --out out/gallery

## determinism: debug and release builds render byte-identical PNGs, equal to the references
determinism: deps
	bash scripts/check-determinism.sh

## bench: release-build napkin-bench and time the pipeline and its peers (see BENCHMARKS.md)
bench: deps
	SWIFT="$(SWIFT)" scripts/bench.sh

clean:
	rm -rf .build out
