#!/usr/bin/env bash
# Renders every RibHouse state with a debug and a release build of ribhouse-render and
# checks that both give byte-identical PNGs, identical to the committed snapshot references.
# Rendering must not depend on the optimiser: a single differing pixel fails this check.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/determinism
rm -rf "$out" && mkdir -p "$out/debug" "$out/release"
for config in debug release; do
    swift build -c "$config" --product ribhouse-render >/dev/null
    "$(swift build -c "$config" --show-bin-path)/ribhouse-render" --state all --out "$out/$config" >/dev/null
done
status=0
for png in "$out"/debug/*.png; do
    name=$(basename "$png")
    if cmp -s "$png" "$out/release/$name"; then
        echo "same   $name (debug = release)"
    else
        echo "DIFFER $name (debug ≠ release)"; status=1
    fi
done
declare -A references=(
    [ribhouse-loggedOut.png]=__Snapshots__/LoggedOutNapkinViewSnapshotTests/testLoggedOutNapkinView.1.png
    [ribhouse-loggedIn.png]=__Snapshots__/LoggedInNapkinViewSnapshotTests/testLoggedInNapkinView.1.png
    [ribhouse-tabs.home.png]=__Snapshots__/TabBarNapkinTests/tabSnapshots-tab.home.png
    [ribhouse-tabs.browse.png]=__Snapshots__/TabBarNapkinTests/tabSnapshots-tab.browse.png
    [ribhouse-tabs.profile.png]=__Snapshots__/TabBarNapkinTests/tabSnapshots-tab.profile.png
)
for name in "${!references[@]}"; do
    if cmp -s "$out/release/$name" "${references[$name]}"; then
        echo "same   $name (release = ${references[$name]})"
    else
        echo "DIFFER $name (release ≠ ${references[$name]})"; status=1
    fi
done
exit $status
