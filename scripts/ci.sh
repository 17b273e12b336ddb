#!/usr/bin/env bash
# The install-and-test steps of a Linux CI run for a package that depends on napkin, and for
# napkin itself: napkin's own .ci/run runs this script, and so do the recipes in docs/ci/
# (a GitHub Actions workflow and a Dockerfile), so napkin's CI proves the recipe's steps.
#
#   scripts/ci.sh deps              install napkin's system libraries with apt-get when missing
#   scripts/ci.sh test [COMMAND…]   run COMMAND (default: swift test) with CI=true
#   scripts/ci.sh                   both
#
# A failing snapshot leaves its report and images in .build/snapshot-artifacts (or
# $SNAPSHOT_ARTIFACTS); the recipes keep that folder when this script fails.
set -euo pipefail

# What building napkin needs, as pkg-config modules and the Debian packages that provide them.
PKG_CONFIG_MODULES=(cairo-ft freetype2 harfbuzz libpng zlib libdeflate libjpeg libcrypto libqrencode sqlite3)
APT_PACKAGES=(libcairo2-dev libfreetype-dev libharfbuzz-dev libpng-dev zlib1g-dev libdeflate-dev libjpeg62-turbo-dev libssl-dev libqrencode-dev libsqlite3-dev pkg-config)

deps() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "${PKG_CONFIG_MODULES[@]}"; then
        echo "ci: system libraries present"
        return
    fi
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    echo "ci: installing ${APT_PACKAGES[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${APT_PACKAGES[@]}"
}

run_tests() {
    if [ $# = 0 ]; then set -- swift test; fi
    echo "ci: $*"
    CI=true "$@"
}

case "${1:-all}" in
deps) deps ;;
test) shift; run_tests "$@" ;;
all) deps; run_tests ;;
*) echo "usage: scripts/ci.sh [deps | test [COMMAND…]]" >&2; exit 2 ;;
esac
