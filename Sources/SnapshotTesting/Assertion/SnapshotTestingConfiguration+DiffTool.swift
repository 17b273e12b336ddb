import Foundation

extension SnapshotTestingConfiguration {
    /// How a failure message points at the reference file and the newly-taken snapshot.
    ///
    /// The closure receives the reference's path and the new snapshot's path and returns
    /// text for the message, typically a command to paste into a terminal:
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: "compare") { ... }   // compare "<ref>" "<new>"
    /// ```
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A diff tool from a closure of the reference path and the new snapshot's path.
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command that is run with the two paths as arguments, quoted.
        public init(stringLiteral command: String) {
            self.init { "\(command) \"\($0)\" \"\($1)\"" }
        }

        /// Kaleidoscope's `ksdiff`.
        public static let ksdiff: DiffTool = "ksdiff"

        /// The two files as `file://` URLs under `@−` (reference) and `@+` (new snapshot).
        public static let `default` = DiffTool { current, failed in
            """
            @\(minusSign)
            "\(fileURLString(current))"
            @+
            "\(fileURLString(failed))"
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

func fileURLString(_ path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
}
