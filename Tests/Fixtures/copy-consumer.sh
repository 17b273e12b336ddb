#!/usr/bin/env bash
# Tests/Fixtures/copy-consumer.sh FOLDER SCRATCH: copies the consumer fixture (PreviewConsumer,
# a package written as the README tells a user to write one) into FOLDER/PreviewConsumer,
# depending by URL, `from: "0.1.0"`, on this checkout's working tree, resolved in the build
# folder SCRATCH; prints the copy's path.
#
# The working tree (tracked and new files; what .gitignore ignores is left out) is published as
# a tagged version of the git repository .build/consumer-napkin/napkin, never this checkout's own
# repository: a new 0.1.N tag only when the tree changed. `swift package update` then moves the
# copy to the newest tag (a copy has no Package.resolved, and SwiftPM would otherwise take the
# cached repository's tags as they were).
set -euo pipefail
folder="${1:?usage: Tests/Fixtures/copy-consumer.sh FOLDER SCRATCH}"
scratch="${2:?usage: Tests/Fixtures/copy-consumer.sh FOLDER SCRATCH}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
repository="$root/.build/consumer-napkin/napkin"

mkdir -p "$repository"
exec 9>"$repository.lock"
flock 9
(
    [ -f "$repository/HEAD" ] || git init -q --bare "$repository"
    export GIT_DIR="$repository" GIT_WORK_TREE="$root"
    export GIT_AUTHOR_NAME=napkin GIT_AUTHOR_EMAIL=napkin@localhost GIT_COMMITTER_NAME=napkin GIT_COMMITTER_EMAIL=napkin@localhost
    git add -A
    tree="$(git write-tree)"
    last="$(git tag -l '0.1.*' --sort=-version:refname | head -n 1)"
    if [ -z "$last" ] || [ "$(git rev-parse "$last^{tree}")" != "$tree" ]; then
        parent=()
        [ -z "$last" ] || parent=(-p "$last")
        commit="$(git commit-tree "$tree" "${parent[@]}" -m "napkin's working tree")"
        git tag "0.1.$(git tag -l '0.1.*' | wc -l)" "$commit"
    fi
)

consumer="$folder/PreviewConsumer"
cp -R "$root/Tests/Fixtures/PreviewConsumer" "$consumer"
sed -i "s|NAPKIN_PACKAGE_URL|file://$repository|" "$consumer/Package.swift"
"${SWIFT:-swift}" package update --package-path "$consumer" --scratch-path "$scratch" >&2
echo "$consumer"
