# napkin for Linux. `make test` on a fresh Debian machine installs what it needs and runs
# every test; `make demo` renders RibHouse's screens into ./out.

SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libfreetype-dev libharfbuzz-dev libpng-dev zlib1g-dev libdeflate-dev libjpeg62-turbo-dev libssl-dev libqrencode-dev libsqlite3-dev pkg-config unicode-data chromium chromium-driver python3-selenium libxml2
PKG_CONFIG_MODULES := cairo-ft freetype2 harfbuzz libpng zlib libdeflate libjpeg libcrypto libqrencode sqlite3
# Files the tests read that pkg-config cannot vouch for: Unicode's conformance data, the
# browser that opens the failure report, the driver and library the browser tests use, and
# libxml2, which Foundation's XML parser loads (napkin-coredata-models reads Core Data models).
DEP_FILES := /usr/share/unicode/auxiliary/LineBreakTest.txt /usr/share/unicode/BidiCharacterTest.txt /usr/bin/chromium /usr/bin/chromedriver /usr/lib/python3/dist-packages/selenium/__init__.py /usr/share/doc/libxml2/copyright
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The toolchain's own swift-format, configured by .swift-format at the package root.
SWIFT_FORMAT ?= $(SWIFT) format
FORMAT_PATHS := Package.swift Sources Examples Tools Tests Plugins
# `make test` runs `make lint` first when LINT=1 and builds the documentation last when DOCS=1.
# The tree is formatted (`make format`), so LINT is 1: CI fails on any lint finding.
# (GNU make predefines LINT as `lint`, the name of the C checker, so `?=` alone would keep that.)
ifeq ($(origin LINT),default)
LINT := 1
endif
DOCS ?= 1

.PHONY: deps build test browser-test demo bench determinism format lint docs clean

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

## test: the lint (LINT=1), swift test, the browser tests, then the documentation (DOCS=1); any failure fails it
test: deps
	@if [ "$(LINT)" = 1 ]; then $(MAKE) --no-print-directory lint; else echo "lint: skipped (LINT=$(LINT))"; fi
	$(SWIFT) test
	$(MAKE) browser-test
	@if [ "$(DOCS)" = 1 ]; then $(MAKE) --no-print-directory docs; else echo "docs: skipped (DOCS=$(DOCS))"; fi

## browser-test: the tests that drive headless Chromium (Tests/BrowserTests, Debian's python3-selenium)
browser-test: deps
	cd Tests/BrowserTests && /usr/bin/python3 -m unittest discover -v -p 'test_*.py'

## format: format every Swift file in place with swift-format and .swift-format
format:
	$(SWIFT_FORMAT) format --in-place --recursive --parallel $(FORMAT_PATHS)

## lint: fail on any swift-format finding (formatting or rule) in the Swift sources
lint:
	$(SWIFT_FORMAT) lint --strict --recursive --parallel $(FORMAT_PATHS)
	@echo "lint: no findings"

## docs: build every library's DocC documentation with the toolchain's docc into .build/docs
## (warnings are errors); the combined site is .build/docs/site
docs: deps
	SWIFT="$(SWIFT)" scripts/build-docs.sh

## demo: render every RibHouse state, Chirp screen, gallery screen and example #Preview on iPhone 13 Pro into ./out
demo: deps
	$(SWIFT) run ribhouse-render --state all --out out
	$(SWIFT) run chirp-render --screen all --out out
	$(SWIFT) run ribhouse-render --matrix --out out/matrix.png  # matrix: light, dark, Arabic, landscape on one sheet
	$(SWIFT) run gallery-render --screen all --out out/gallery
	$(SWIFT) run napkin-preview --modules RibHouse,Chirp,Gallery,ControlsExamples --out out/previews  # every #Preview, light and dark

## determinism: debug and release builds render byte-identical PNGs, equal to the references
determinism: deps
	bash scripts/check-determinism.sh

## bench: release-build napkin-bench and time the pipeline and its peers (see BENCHMARKS.md)
bench: deps
	SWIFT="$(SWIFT)" scripts/bench.sh

clean:
	rm -rf .build out
