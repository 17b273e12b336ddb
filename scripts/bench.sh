#!/usr/bin/env bash
# make bench: installs the peer tools when missing (ImageMagick with apt, pixelmatch and Pillow
# with pip into a virtual environment under .build/), builds napkin-bench in release and runs
# it. A peer that cannot be installed is passed to napkin-bench as skipped, with the reason.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
VENV=.build/bench-venv
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
args=()

# ImageMagick's `compare`.
if ! compare -version 2>/dev/null | grep -q ImageMagick; then
    echo "bench: installing imagemagick (apt)" >&2
    if ! log=$({ $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends imagemagick; } 2>&1); then
        args+=(--skip-imagemagick "apt-get install imagemagick failed: $(printf '%s' "$log" | tail -n 1)")
    fi
fi

# Python pixelmatch with Pillow, in a virtual environment.
if ! "$VENV/bin/python" -c 'import pixelmatch.contrib.PIL, PIL' 2>/dev/null; then
    if ! command -v python3 >/dev/null 2>&1; then
        args+=(--skip-pixelmatch "python3 is not installed")
    else
        echo "bench: installing pixelmatch and pillow (pip, into $VENV)" >&2
        if ! log=$({ python3 -m venv "$VENV" && "$VENV/bin/pip" install -q pixelmatch pillow; } 2>&1); then
            args+=(--skip-pixelmatch "pip install pixelmatch pillow failed: $(printf '%s' "$log" | tail -n 1)")
        fi
    fi
fi
if [ -x "$VENV/bin/python" ]; then
    args+=(--python "$PWD/$VENV/bin/python" --pixelmatch-script "$PWD/scripts/pixelmatch-compare.py")
fi

"$SWIFT" build -c release --product napkin-bench
# napkin-compare as a user builds it (`swift build -c release`), timed beside the static one.
"$SWIFT" build -c release --product napkin-compare
# napkin-compare as a user who wants the fastest start builds it: the Swift runtime and
# Foundation linked in (a separate build folder, because the flag applies to a whole build).
"$SWIFT" build -c release --product napkin-compare --static-swift-stdlib --scratch-path .build/static
args+=(--compare-binary "$("$SWIFT" build -c release --static-swift-stdlib --scratch-path .build/static --show-bin-path)/napkin-compare")
"$("$SWIFT" build -c release --show-bin-path)/napkin-bench" "${args[@]}" "$@"
# The matrix rows again in a debug build, where users run their matrices: 16 configurations one
# after another against the task group and the assertSnapshots matrix, side by side with the
# release rows above.
"$SWIFT" build --product napkin-bench -q
echo
echo "### The matrix rows in a debug build (\`napkin-bench matrix\`)"
echo
"$("$SWIFT" build --show-bin-path)/napkin-bench" matrix --runs 5 | sed -n '/^| stage/,$p'
# The suite rows, in debug builds as users run `swift test`: 200 generated text screens, then
# real screens with effects (gallery, controls, shadows, materials, gradients, photos, lists),
# in one generated package (see the scripts).
scripts/bench-suite.sh 200
scripts/bench-screens.sh 8
scripts/bench-previews.sh
