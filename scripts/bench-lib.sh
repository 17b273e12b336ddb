# make bench: what the generated suites share (sourced by bench-suite.sh and bench-screens.sh).

# timed COUNT FILTER [VAR=value...]: runs the test phase of the package in the current folder
# (`swift test --skip-build --filter FILTER`, references never recorded) with the variables
# set (a debug build unless BENCH_CONFIGURATION says release), checks that COUNT tests ran and passed, and prints "wall seconds|Swift Testing's own
# seconds"; the test output is kept in $BENCH_LOG.
timed() {
    local count=$1 filter=$2 start end own
    shift 2
    start=$(date +%s.%N)
    # BENCH_CONFIGURATION=release times a release build of the tests (built beforehand).
    if ! env SNAPSHOT_TESTING_RECORD=never "$@" "$SWIFT" test -c "${BENCH_CONFIGURATION:-debug}" --skip-build --filter "$filter" >"$BENCH_LOG" 2>&1; then
        echo "bench: the suite failed:" >&2; grep -E "✘|error" "$BENCH_LOG" | head -n 20 >&2; exit 1
    fi
    end=$(date +%s.%N)
    grep -Eq "Test run with $count tests? " "$BENCH_LOG" || { echo "bench: did not run $count tests" >&2; tail -n 5 "$BENCH_LOG" >&2; exit 1; }
    own=$(sed -En "s/.*Test run with $count tests? .* passed after ([0-9.]*) seconds.*/\1/p" "$BENCH_LOG")
    echo "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')|$own"
}

# row LABEL "wall|own" COUNT: one Markdown row of a suite's table.
row() {
    local wall=${2%%|*} own=${2##*|}
    awk -v label="$1" -v wall="$wall" -v own="$own" -v n="$3" \
        'BEGIN { printf "| %s | %.2f | %.2f | %.0f | %.1f |\n", label, wall, own, n / own, own * 1000 / n }'
}
