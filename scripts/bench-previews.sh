#!/usr/bin/env bash
# make bench, the previews row: 100 generated #Previews (the screens suite's five kinds of
# screen, 20 of each) in the screens package's test target, verified across four configurations
# with verifyPreviewSnapshots (what assertPreviewSnapshots does), timed in the debug build
# `swift test` uses: previews per second, peak memory, and resident memory after 100 and
# after 1,000 renders. Run after bench-screens.sh (it shares its package, .build/bench-suite).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
DIR=${BENCH_DIR:-$ROOT/.build/bench-suite}
CACHE="$DIR/.build/pixel-cache-previews"
source "$ROOT/scripts/bench-lib.sh"
BENCH_LOG=$(mktemp)
trap 'rm -f "$BENCH_LOG"' EXIT

"$ROOT/scripts/bench-package.sh" "$DIR" "${BENCH_NAPKIN:-$ROOT}"
cp "$ROOT/scripts/bench-previews/PreviewScaleTests.swift" "$DIR/Tests/ScreensTests/PreviewScale.swift"
rm -rf "$DIR/__Snapshots__/PreviewScale" "$CACHE"
{
    echo "import NapkinUI"
    echo
    for kind in shadowCards blurredMaterial gradients photos list; do
        for n in $(seq 1 20); do echo "#Preview(\"${kind} ${n}\") { screen(.${kind}, ${n}) }"; done
    done
} > "$DIR/Tests/ScreensTests/ScalePreviews.swift"

cd "$DIR"
echo "bench-previews: building 100 previews in $DIR" >&2
"$SWIFT" build --build-tests -q >&2
echo "bench-previews: recording 400 references" >&2
SNAPSHOT_TESTING_RECORD=all "$SWIFT" test --skip-build --filter 'PreviewScaleTests/everyPreview' >/dev/null 2>&1 || true
recorded=$(find __Snapshots__/PreviewScale -name '*.png' 2>/dev/null | wc -l)
[ "$recorded" -eq 400 ] || { echo "bench-previews: recorded $recorded references, expected 400" >&2; exit 1; }

off=$(timed 1 'PreviewScaleTests/everyPreview' SNAPSHOT_TESTING_PIXEL_CACHE=off)
off_line=$(grep $'^bench-previews\tmatrix' "$BENCH_LOG")
timed 1 'PreviewScaleTests/everyPreview' SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE" >/dev/null
warm=$(timed 1 'PreviewScaleTests/everyPreview' SNAPSHOT_TESTING_PIXEL_CACHE="$CACHE")
warm_line=$(grep $'^bench-previews\tmatrix' "$BENCH_LOG")
timed 1 'PreviewScaleTests/thousandRenders' >/dev/null
memory_line=$(grep $'^bench-previews\tmemory' "$BENCH_LOG")

echo
echo "### Previews at scale: 100 previews × 4 configurations (400 images), debug build"
echo
echo "| run | verifyPreviewSnapshots, s | previews × configurations / s | previews / s (all 4 configurations) | peak resident (VmHWM), MB |"
echo "|---|---|---|---|---|"
for pair in "pixel cache off|$off_line" "pixel cache warm|$warm_line"; do
    label=${pair%%|*} line=${pair#*|}
    echo "$line" | awk -F'\t' -v label="$label" '{ s = $4 / 1000; printf "| %s | %.2f | %.0f | %.1f | %.0f |\n", label, s, $3 * 4 / s, $3 / s, $5 / 1024 }'
done
echo
echo "$memory_line" | awk -F'\t' '{ printf "1,000 renders of the previews in turn (one process): resident %.0f MB after 100, %.0f MB after 1,000 (growth %.1f MB), peak %.0f MB.\n", $3 / 1024, $4 / 1024, ($4 - $3) / 1024, $5 / 1024 }'
echo
echo "Load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)."
