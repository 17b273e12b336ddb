#!/usr/bin/env bash
# Builds the DocC site of every library with the toolchain's own tools, no plugin:
#   1. `swift package dump-symbol-graph` builds the package (debug, as the tests do, so after
#      `swift test` this is a no-op) and extracts each module's symbol graph;
#   2. `docc convert` turns each module's catalog (Sources/<Module>/*.docc) and symbol graphs
#      into an archive, with warnings as errors: a broken symbol link, an unresolved topic or a
#      parameter documented under the wrong name fails the build;
#   3. `docc merge` combines the archives into one site with a landing page.
# Output: .build/docs/<Module>.doccarchive per module and the combined site in .build/docs/site.
# Every module is converted even when one fails, so one run lists every warning.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
# The toolchain's docc sits next to its swift; `xcrun`-style lookup does not exist on Linux.
DOCC=${DOCC:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc}
OUT=${DOCS_OUTPUT:-.build/docs}

# Libraries whose API is public, documented for the package's users.
PUBLIC_MODULES=(RasterCore Raster NapkinCombine NapkinFoundation NapkinUI Napkin NapkinTesting SnapshotTesting)
# Libraries whose API is `package`: only this package's modules use them, so their pages are
# for contributors and take `package` declarations too.
PACKAGE_MODULES=(NapkinSupport PixelComparison)

triple=$("$SWIFT" -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)
graphs=".build/$triple/symbolgraph"
work="$OUT/.symbolgraphs"
rm -rf "$OUT" && mkdir -p "$work"

# Copies a module's graphs (its own and those of its extensions to other modules, Module@Other)
# into a folder of their own, so each `docc convert` sees one module.
collect() {
    local module=$1
    mkdir -p "$work/$module"
    cp "$graphs/$module.symbols.json" "$work/$module/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$work/$module/" \;
}

# Members a type gets from protocol extensions (every View's hundred modifiers) are documented
# once, on the protocol, as Apple's documentation does: --skip-synthesized-members.
dump() {
    rm -rf "$graphs"
    "$SWIFT" package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols \
        --minimum-access-level "$1" >/dev/null
}
dump package
for module in "${PACKAGE_MODULES[@]}"; do collect "$module"; done
dump public
for module in "${PUBLIC_MODULES[@]}"; do collect "$module"; done

status=0
archives=()
for module in "${PUBLIC_MODULES[@]}" "${PACKAGE_MODULES[@]}"; do
    catalogs=(Sources/"$module"/*.docc)
    if [ ! -d "${catalogs[0]}" ]; then
        echo "docs: Sources/$module has no .docc catalog; add Sources/$module/$module.docc" >&2
        status=1
        continue
    fi
    archive="$OUT/$module.doccarchive"
    log="$OUT/$module.log"
    if "$DOCC" convert "${catalogs[0]}" \
        --additional-symbol-graph-dir "$work/$module" \
        --output-path "$archive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "napkin.$module" \
        --enable-experimental-external-link-support \
        --warnings-as-errors >"$log" 2>&1; then
        echo "docs: $module"
        archives+=("$archive")
    else
        echo "docs: $module FAILED (warnings are errors); diagnostics in $log:" >&2
        grep -E '^(warning|error):' "$log" | sort | uniq -c | sort -rn >&2 || cat "$log" >&2
        status=1
    fi
done
[ "$status" = 0 ] || exit "$status"

"$DOCC" merge "${archives[@]}" --output-path "$OUT/site.doccarchive" \
    --synthesized-landing-page-name "napkin for Linux" \
    --synthesized-landing-page-kind Package >"$OUT/merge.log" 2>&1 || { cat "$OUT/merge.log" >&2; exit 1; }
mv "$OUT/site.doccarchive" "$OUT/site"
rm -rf "$work"
echo "docs: the site is in $OUT/site; serve it with"
echo "      python3 -m http.server --directory $OUT/site 8000   and open http://localhost:8000/documentation/"
