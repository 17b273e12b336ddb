#!/usr/bin/env bash
# make bench, the screens row: a generated suite of real screens, timed in the debug build
# `swift test` uses, as users run it. The gallery's screens (light and dark) and the controls
# gallery (forms, lists, sheets, alerts), as the repository ships them, and five kinds of
# generated screens, PER_KIND of each (default 8) in light and in dark: cards with shadows, a
# blurred photo under materials, gradients, photos scaled into a grid, a settings list.
# Records the references, then times the test phase (`swift test --skip-build`) with the
# pixel cache off, cold and warm, and reports each screen kind's assertion times, measured in
# the tests around each assertSnapshot. The package is .build/bench-suite, shared with
# bench-suite.sh (BENCH_DIR and BENCH_NAPKIN choose another folder and napkin checkout).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
PER_KIND=${1:-8}
DIR=${BENCH_DIR:-$ROOT/.build/bench-suite}
CACHE="$DIR/.build/pixel-cache-screens"
source "$ROOT/scripts/bench-lib.sh"
BENCH_LOG=$(mktemp)
trap 'rm -f "$BENCH_LOG"' EXIT

"$ROOT/scripts/bench-package.sh" "$DIR" "${BENCH_NAPKIN:-$ROOT}"
rm -rf "$DIR"/Tests/ScreensTests/*Tests.swift "$DIR"/__Snapshots__/Screens*Tests "$CACHE"
GALLERY="settings settingsDark profile inbox cards cardsDark"
CONTROLS="settings reservation-form inbox inbox-pushed-message inbox-compose-sheet inbox-confirmation-dialog sign-out-alert
    playback-panel playback-panel-dark playback-panel-timer-sheet playback-panel-dark-alert"
KINDS="shadowCards blurredMaterial gradients photos list"
count=0
{
    echo "import BenchControls"
    echo "import Foundation"
    echo "import BenchGallery"
    echo "import NapkinUI"
    echo "import SnapshotTesting"
    echo "import Testing"
    echo
    echo "/// Asserts with \`body\` and prints how long it took, for bench-screens.sh to collect."
    echo "@MainActor func timed(_ kind: String, _ body: () -> Void) {"
    echo "    let start = ContinuousClock.now"
    echo "    body()"
    echo "    let (seconds, attoseconds) = (ContinuousClock.now - start).components"
    echo "    print(\"bench-screen\\t\\(kind)\\t\\(Double(seconds) * 1000 + Double(attoseconds) / 1e15)\")"
    echo "}"
    echo
    echo "/// The controls gallery's windows, made once."
    echo "@MainActor let controls = Dictionary(uniqueKeysWithValues: ControlsGallery.screens().map { (\$0.name, \$0.window) })"
    echo "let dark = Device.iPhone13Pro.applying(Traits(userInterfaceStyle: .dark))"
} > "$DIR/Tests/ScreensTests/ScreensSupportTests.swift"
{
    echo "import BenchControls"
    echo "import BenchGallery"
    echo "import NapkinUI"
    echo "import SnapshotTesting"
    echo "import Testing"
    echo
    echo "@MainActor @Suite struct ScreensGalleryTests {"
    for name in $GALLERY; do
        echo "    @Test func gallery_${name}() { timed(\"gallery\") { assertSnapshot(of: GalleryScreen.${name}.makeWindow(), as: .image) } }"
        count=$((count + 1))
    done
    for name in $CONTROLS; do
        identifier=$(echo "$name" | tr '-' '_')
        echo "    @Test func controls_${identifier}() { timed(\"controls\") { assertSnapshot(of: controls[\"${name}\"]!, as: .image) } }"
        count=$((count + 1))
    done
    echo "}"
} > "$DIR/Tests/ScreensTests/ScreensGalleryTests.swift"
for kind in $KINDS; do
    {
        echo "import NapkinUI"
        echo "import SnapshotTesting"
        echo "import Testing"
        echo
        echo "@MainActor @Suite struct Screens_${kind}Tests {"
        for n in $(seq 1 "$PER_KIND"); do
            echo "    @Test func ${kind}${n}() { timed(\"${kind}\") { assertSnapshot(of: screen(.${kind}, ${n}), as: .image(on: .iPhone13Pro)) } }"
            echo "    @Test func ${kind}${n}Dark() { timed(\"${kind}\") { assertSnapshot(of: screen(.${kind}, ${n}), as: .image(on: dark)) } }"
            count=$((count + 2))
        done
        echo "}"
    } > "$DIR/Tests/ScreensTests/Screens_${kind}Tests.swift"
done

cd "$DIR"
echo "bench-screens: building $count screen tests in $DIR" >&2
"$SWIFT" build --build-tests -q >&2
echo "bench-screens: recording references" >&2
SNAPSHOT_TESTING_RECORD=all "$SWIFT" test --skip-build --filter "ScreensTests.Screens" >/dev/null 2>&1 || true
recorded=$(find __Snapshots__ -path '*/Screens*Tests/*' -name '*.png' | wc -l)
[ "$recorded" -eq "$count" ] || { echo "bench-screens: recorded $recorded references, expected $count" >&2; exit 1; }

# Per kind: median and slowest assertion (ms) of the last run (or of the lines in the files
# given), from the tests' own lines. The first assertion of each process is left out: it also
# pays the process's one-time setup (fonts loaded, the Swift runtime's type metadata and
# conformance look-ups, the run's report started), whatever its screen; first_assertion shows it.
per_kind() {
    if [ $# -eq 0 ]; then set -- "$BENCH_LOG"; fi
    for log in "$@"; do grep -h $'^bench-screen\t' "$log" | tail -n +2; done | awk -F'\t' '{ print $2 "\t" $3 }' | sort -k1,1 -k2,2n | awk -F'\t' '
        { kind[NR] = $1; ms[NR] = $2 }
        END {
            start = 1
            for (i = 1; i <= NR + 1; i++) {
                if (i > NR || kind[i] != kind[start]) {
                    n = i - start; mid = start + int((n - 1) / 2)
                    median = (n % 2) ? ms[mid] : (ms[mid] + ms[mid + 1]) / 2
                    printf "%s\t%d\t%.1f\t%.1f\n", kind[start], n, median, ms[i - 1]
                    start = i
                }
            }
        }'
}
# The first assertion of the last run's process: "kind ms".
first_assertion() {
    grep -h -m 1 $'^bench-screen\t' "$BENCH_LOG" | awk -F'\t' '{ printf "%.1f ms (%s)", $3, $2 }'
}
off=$(timed "$count" "ScreensTests.Screens" SNAPSHOT_TESTING_PIXEL_CACHE=off)
off_kinds=$(per_kind)
off_first=$(first_assertion)
cold=$(timed "$count" "ScreensTests.Screens" SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE")
warm=$(timed "$count" "ScreensTests.Screens" SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE")
warm_kinds=$(per_kind)
warm_first=$(first_assertion)
# The same warm run with every frame drawn on one canvas (no bands of rows drawn at once).
one_band=$(timed "$count" "ScreensTests.Screens" SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE" NAPKIN_DRAW_BANDS=1)
one_band_kinds=$(per_kind)

echo
echo "### Real screens: $count image snapshot tests (1170×2532), test phase of \`swift test\` (debug build)"
echo
echo "| run | swift test --skip-build, s | Swift Testing's own, s | assertions / s | ms per test |"
echo "|---|---|---|---|---|"
row "pixel cache off (every reference decoded)" "$off" "$count"
row "pixel cache cold (decoded, entries written)" "$cold" "$count"
row "pixel cache warm (proven without decoding)" "$warm" "$count"
row "pixel cache warm, frames drawn on one canvas (NAPKIN_DRAW_BANDS=1)" "$one_band" "$count"
echo
echo "Each kind's assertions (assertSnapshot alone, timed in the test), in milliseconds, after the first"
echo "assertion of the process, which also pays the process's one-time setup: $warm_first with the cache"
echo "warm, $off_first with it off."
echo
echo "| screens | tests | median, cache warm | slowest, cache warm | median, cache off | slowest, cache off | ≤ 50 ms |"
echo "|---|---|---|---|---|---|---|"
join -t $'\t' <(echo "$warm_kinds" | sort) <(echo "$off_kinds" | sort) | awk -F'\t' '{
    verdict = ($4 <= 50 && $7 <= 50) ? "met" : "**missed**"
    printf "| %s | %d | %.1f | %.1f | %.1f | %.1f | %s |\n", $1, $2, $3, $4, $6, $7, verdict }'
echo
echo "Cache warm, frames drawn in bands of rows at once (the default) against on one canvas, in milliseconds:"
echo
echo "| screens | median, bands | median, one canvas | slowest, bands | slowest, one canvas |"
echo "|---|---|---|---|---|"
join -t $'\t' <(echo "$warm_kinds" | sort) <(echo "$one_band_kinds" | sort) | awk -F'\t' '{
    printf "| %s | %.1f | %.1f | %.1f | %.1f |\n", $1, $3, $6, $4, $7 }'
echo
echo "Load average after the suite: $(cut -d' ' -f1-3 /proc/loadavg)."

# The same screens in a release build, side by side with the debug runs above: effects are C
# (and Cairo) whatever the build, so a kind's assertions should cost the same within 2×.
# BENCH_SCREENS_RELEASE=0 skips it (the release build of the package takes minutes).
if [ "${BENCH_SCREENS_RELEASE:-1}" != 0 ]; then
    echo "bench-screens: building the screen tests in release" >&2
    "$SWIFT" build -c release --build-tests -q >&2
    RELEASE_CACHE="$DIR/.build/pixel-cache-screens-release"
    rm -rf "$RELEASE_CACHE"
    BENCH_CONFIGURATION=release timed "$count" "ScreensTests.Screens" SNAPSHOT_TESTING_PIXEL_CACHE="$RELEASE_CACHE" >/dev/null
    # Debug and release alternated, two rounds of each, so that a host whose speed drifts over
    # the minutes (a shared VM's does) moves both sides of a ratio alike: each kind's median
    # over both rounds of each build.
    SAMPLES=$(mktemp -d)
    trap 'rm -f "$BENCH_LOG"; rm -rf "$SAMPLES"' EXIT
    for round in 1 2; do
        for configuration in debug release; do
            for cache in off warm; do
                setting=off; [ "$cache" = warm ] && { setting="$CACHE"; [ "$configuration" = release ] && setting="$RELEASE_CACHE"; }
                result=$(BENCH_CONFIGURATION=$configuration timed "$count" "ScreensTests.Screens" SNAPSHOT_TESTING_PIXEL_CACHE="$setting")
                cp "$BENCH_LOG" "$SAMPLES/$configuration-$cache-$round"
                [ "$configuration-$cache" = release-warm ] && release_warm=$result
            done
        done
    done
    paired_warm_kinds=$(per_kind "$SAMPLES"/debug-warm-*)
    paired_off_kinds=$(per_kind "$SAMPLES"/debug-off-*)
    release_warm_kinds=$(per_kind "$SAMPLES"/release-warm-*)
    release_off_kinds=$(per_kind "$SAMPLES"/release-off-*)
    echo
    echo "### Real screens, debug against release (the same $count tests; medians of each kind, ms)"
    echo
    echo "Two rounds of debug (off, warm) then release (off, warm), alternated; each kind's median over"
    echo "both rounds of a build, the first assertion of each process left out."
    echo
    echo "| run | swift test --skip-build, s | Swift Testing's own, s | assertions / s | ms per test |"
    echo "|---|---|---|---|---|"
    row "release build, pixel cache warm" "$release_warm" "$count"
    echo
    echo "| screens | debug, warm | release, warm | debug ÷ release | debug, off | release, off | debug ÷ release | within 2× |"
    echo "|---|---|---|---|---|---|---|---|"
    join -t $'\t' <(echo "$paired_warm_kinds" | sort) <(echo "$release_warm_kinds" | sort) \
        | join -t $'\t' - <(echo "$paired_off_kinds" | sort) | join -t $'\t' - <(echo "$release_off_kinds" | sort) \
        | awk -F'\t' '{
            warm = $3 / $6; off = $9 / $12
            verdict = (warm <= 2 && off <= 2) ? "yes" : "**no**"
            printf "| %s | %.1f | %.1f | %.2f× | %.1f | %.1f | %.2f× | %s |\n", $1, $3, $6, warm, $9, $12, off, verdict }'
    echo
    echo "Load average after the release runs: $(cut -d' ' -f1-3 /proc/loadavg)."
fi
