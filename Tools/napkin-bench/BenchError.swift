/// Why napkin-bench could not do what it was asked; each case words one line for the user.
enum BenchError: Error, CustomStringConvertible {
    /// An input file does not exist.
    case missingFile(path: String)
    /// An input file exists but is not a PNG we can read.
    case unreadableImage(path: String, reason: String)
    /// An output file could not be written.
    case unwritableFile(path: String, reason: String)
    /// The RibHouse app did not reach the screen to measure.
    case appDidNotBoot(reason: String)
    /// A measurement could not be taken.
    case measurementFailed(what: String, reason: String)

    var description: String {
        switch self {
        case .missingFile(let path): return "no such file: \(path)"
        case .unreadableImage(let path, let reason): return "cannot read \(path) as PNG: \(reason)"
        case .unwritableFile(let path, let reason): return "cannot write \(path): \(reason)"
        case .appDidNotBoot(let reason): return "RibHouse did not boot: \(reason)"
        case .measurementFailed(let what, let reason): return "\(what) failed: \(reason)"
        }
    }
}
