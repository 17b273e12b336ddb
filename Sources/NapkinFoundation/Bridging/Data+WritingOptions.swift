import Foundation

extension Data.WritingOptions {
    /// Writes to a temporary file first, then replaces the destination: Darwin Foundation's
    /// older name of `.atomic`, which Linux Foundation lacks.
    public static let atomicWrite: Data.WritingOptions = .atomic
}
