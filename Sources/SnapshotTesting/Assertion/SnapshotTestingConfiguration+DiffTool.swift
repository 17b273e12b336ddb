internal import Foundation

extension SnapshotTestingConfiguration {
    /// How a failure message points at the reference file and the newly-taken snapshot.
    ///
    /// The closure receives the reference's path and the new snapshot's path and returns
    /// text for the message, typically a command to paste into a terminal:
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: "compare") { ... }   // compare <ref> <new>
    /// ```
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A diff tool from a closure of the reference path and the new snapshot's path.
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command followed by the two paths, as upstream writes it: `ksdiff old.png new.png`
        /// (no quotes; use ``init(_:)`` to quote paths that may hold spaces).
        public init(stringLiteral command: String) {
            self.init { "\(command) \($0) \($1)" }
        }

        /// Kaleidoscope's `ksdiff`, with both paths quoted.
        public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

        /// The two files as `file://` links under `@−` (reference) and `@+` (new snapshot),
        /// followed by a hint on configuring a diff tool: upstream's text, word for word.
        public static let `default` = DiffTool { current, failed in
            """
            @\(minusSign)
            "file://\(current)"
            @+
            "file://\(failed)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        /// The text for a reference at `currentFilePath` and a new snapshot at
        /// `failedFilePath`.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}

/// The minus sign upstream uses in diffs (U+2212), which does not look like a hyphen.
let minusSign = "\u{2212}"

extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    /// `nil` is ``default``, as in upstream, where `diffTool: nil` meant "no diff tool".
    @available(
        *, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default",
        message: "Use '.default' instead of a 'nil' value for 'diffTool'."
    )
    public init(nilLiteral: ()) {
        self = .default
    }
}
