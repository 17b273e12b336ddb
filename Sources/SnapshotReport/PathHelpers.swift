/// `path` relative to `folder` when it lies inside it (`/f/a/b`, `/f` → `a/b`), else `nil`.
/// Both are compared as written, component by component; `..` and `.` never count as inside.
package func relativePath(_ path: String, inside folder: String) -> String? {
    let base = folder.split(separator: "/", omittingEmptySubsequences: true)
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    guard path.hasPrefix("/") == folder.hasPrefix("/"), parts.count > base.count, parts.starts(with: base) else { return nil }
    let rest = parts.dropFirst(base.count)
    guard !rest.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
    return rest.joined(separator: "/")
}
