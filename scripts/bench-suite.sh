#!/usr/bin/env bash
# make bench, the suite row: generates a package of N image snapshot tests (default 200) that
# depends on this project by path, builds it, records its references, then times the test
# phase alone (`swift test --skip-build`) three ways: pixel cache off (every reference
# decoded), cache cold (decoded, entries written) and cache warm (proven without decoding).
# Prints a Markdown table. The package lives in .build/bench-suite and is rewritten each run;
# its build folder is kept, so a second `make bench` does not rebuild napkin.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
COUNT=${1:-200}
PER_FILE=20
# The package (shared with scripts/bench-screens.sh) and the napkin checkout it tests.
DIR=${BENCH_DIR:-$ROOT/.build/bench-suite}
CACHE="$DIR/.build/pixel-cache-suite"
source "$ROOT/scripts/bench-lib.sh"
BENCH_LOG=$(mktemp)
trap 'rm -f "$BENCH_LOG"' EXIT

"$ROOT/scripts/bench-package.sh" "$DIR" "${BENCH_NAPKIN:-$ROOT}"
rm -rf "$DIR"/Tests/SuiteTests/Suite*Tests.swift "$DIR"/__Snapshots__/Suite*Tests "$CACHE"
files=$(( (COUNT + PER_FILE - 1) / PER_FILE ))
for f in $(seq 1 "$files"); do
    {
        echo "import NapkinUI"
        echo "import SnapshotTesting"
        echo "import Testing"
        echo
        echo "@MainActor @Suite struct Suite${f}Tests {"
        for t in $(seq 1 "$PER_FILE"); do
            i=$(( (f - 1) * PER_FILE + t ))
            [ "$i" -le "$COUNT" ] || break
            echo "    @Test func screen${i}() { assertSnapshot(of: HostingController(rootView: SuiteScreen(index: ${i})), as: .image(on: .iPhone13Pro)) }"
        done
        echo "}"
    } > "$DIR/Tests/SuiteTests/Suite${f}Tests.swift"
done

cd "$DIR"
echo "bench-suite: building $COUNT tests in $DIR" >&2
"$SWIFT" build --build-tests -q >&2
echo "bench-suite: recording references" >&2
SNAPSHOT_TESTING_RECORD=all "$SWIFT" test --skip-build --filter SuiteTests >/dev/null 2>&1 || true
recorded=$(find __Snapshots__ -path '*/Suite*Tests/*' -name '*.png' | wc -l)
[ "$recorded" -eq "$COUNT" ] || { echo "bench-suite: recorded $recorded references, expected $COUNT" >&2; exit 1; }

off=$(timed "$COUNT" SuiteTests SNAPSHOT_TESTING_PIXEL_CACHE=off)
cold=$(timed "$COUNT" SuiteTests SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE")
warm=$(timed "$COUNT" SuiteTests SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE")

echo
echo "### A generated suite: $COUNT image snapshot tests (1170×2532), test phase of \`swift test\` (debug build)"
echo
echo "| run | swift test --skip-build, s | Swift Testing's own, s | assertions / s | ms per test |"
echo "|---|---|---|---|---|"
row "pixel cache off (every reference decoded)" "$off" "$COUNT"
row "pixel cache cold (decoded, entries written)" "$cold" "$COUNT"
row "pixel cache warm (proven without decoding)" "$warm" "$COUNT"
echo "| swift-snapshot-testing, published (issue #573: 66 tests, 38 s, precision 1, Mac) | | 38 | 1.7 | 576 |"
echo
echo "Load average after the suite: $(cut -d' ' -f1-3 /proc/loadavg)."
