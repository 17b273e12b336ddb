/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature (for example a text file).
    case notPNG(path: String?)
    /// The bytes start like a PNG but libpng rejected them: truncated, corrupt, or an
    /// unsupported variant. `reason` is libpng's own explanation.
    case corrupt(path: String?, reason: String)
    /// The file could not be opened or read, or is not a regular file of a readable size.
    case unreadableFile(path: String, reason: String)
    /// The header claims an image larger than ``Bitmap/maximumDimension`` on a side or
    /// ``Bitmap/maximumPixelCount`` in all; refused before any pixel memory is allocated.
    case tooLarge(path: String?, width: Int, height: Int)
    /// The encoder failed (an empty bitmap, or zlib reported an error).
    case encodingFailed(reason: String)

    /// A sentence that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .notPNG(let path):
            return
                "\(path.map { "'\($0)'" } ?? "The data") is not a PNG image (it does not start with the PNG signature). Replace it with a PNG, or delete it and record it again."
        case .corrupt(let path, let reason):
            return "\(path.map { "'\($0)'" } ?? "The PNG data") is damaged or truncated (libpng: \(reason)). Delete it and record it again."
        case .unreadableFile(let path, let reason):
            return "Could not read '\(path)': \(reason)."
        case .tooLarge(let path, let width, let height):
            return
                "\(path.map { "'\($0)'" } ?? "The PNG data") claims to be \(width)×\(height) pixels, beyond the limit of \(Bitmap.maximumDimension) pixels a side and \(Bitmap.maximumPixelCount / 1_048_576) megapixels this toolkit decodes. A screen snapshot is far smaller: the file is damaged or is not a snapshot; delete it and record it again."
        case .encodingFailed(let reason):
            return "The image could not be encoded as PNG: \(reason)."
        }
    }

    /// The same error, naming the file it came from.
    func inFile(_ path: String) -> PNGError {
        switch self {
        case .notPNG: return .notPNG(path: path)
        case .corrupt(_, let reason): return .corrupt(path: path, reason: reason)
        case .tooLarge(_, let width, let height): return .tooLarge(path: path, width: width, height: height)
        default: return self
        }
    }
}
