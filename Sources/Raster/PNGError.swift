/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature (for example a text file).
    case notPNG(path: String?)
    /// The bytes start like a PNG but libpng rejected them: truncated, corrupt, or an
    /// unsupported variant. `reason` is libpng's own explanation.
    case corrupt(path: String?, reason: String)
    /// The file could not be opened for reading.
    case unreadableFile(path: String, reason: String)
    /// The file could not be written.
    case unwritableFile(path: String, reason: String)
    /// libpng failed while encoding.
    case encodingFailed(reason: String)

    /// A sentence that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .notPNG(let path):
            return "\(path.map { "'\($0)'" } ?? "The data") is not a PNG image (it does not start with the PNG signature). Replace it with a PNG, or delete it and record it again."
        case .corrupt(let path, let reason):
            return "\(path.map { "'\($0)'" } ?? "The PNG data") is damaged or truncated (libpng: \(reason)). Delete it and record it again."
        case .unreadableFile(let path, let reason):
            return "Could not read '\(path)': \(reason)."
        case .unwritableFile(let path, let reason):
            return "Could not write '\(path)': \(reason)."
        case .encodingFailed(let reason):
            return "libpng could not encode the image: \(reason)."
        }
    }

    /// The same error, naming the file it came from.
    func inFile(_ path: String) -> PNGError {
        switch self {
        case .notPNG: return .notPNG(path: path)
        case .corrupt(_, let reason): return .corrupt(path: path, reason: reason)
        default: return self
        }
    }
}
