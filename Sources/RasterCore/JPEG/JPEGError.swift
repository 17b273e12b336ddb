/// Why a JPEG could not be read or written.
public enum JPEGError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with a JPEG's start-of-image marker (FF D8 FF): not a JPEG at all.
    case notJPEG(path: String?)
    /// The data ends before the image does (a download cut short, a file half written).
    case truncated(path: String?, reason: String)
    /// The bytes start like a JPEG but libjpeg refused them; `reason` is its explanation.
    case corrupt(path: String?, reason: String)
    /// The header claims an image larger than ``Bitmap/maximumDimension`` on a side or
    /// ``Bitmap/maximumPixelCount`` in all; refused before any pixel memory is allocated.
    case tooLarge(path: String?, width: Int, height: Int)
    /// A JPEG variant this toolkit does not read (a colour space other than grey, YCbCr, RGB,
    /// CMYK or YCCK).
    case unsupported(path: String?, reason: String)
    /// The encoder failed (an empty bitmap, one too large, or libjpeg reported an error).
    case encodingFailed(reason: String)

    /// A sentence that says what went wrong.
    public var description: String {
        func named(_ path: String?) -> String { path.map { "'\($0)'" } ?? "The JPEG data" }
        switch self {
        case .notJPEG(let path):
            return
                "\(path.map { "'\($0)'" } ?? "The data") is not a JPEG image (it does not start with the JPEG start-of-image marker FF D8 FF)."
        case .truncated(let path, let reason):
            return "\(named(path)) ends before the image does (libjpeg: \(reason)): the file was cut short."
        case .corrupt(let path, let reason):
            return "\(named(path)) is damaged (libjpeg: \(reason))."
        case .tooLarge(let path, let width, let height):
            return
                "\(named(path)) claims to be \(width)×\(height) pixels, beyond the limit of \(Bitmap.maximumDimension) pixels a side and \(Bitmap.maximumPixelCount / 1_048_576) megapixels this toolkit decodes."
        case .unsupported(let path, let reason):
            return "\(named(path)) is a JPEG this toolkit does not read: \(reason)."
        case .encodingFailed(let reason):
            return "The image could not be encoded as JPEG: \(reason)."
        }
    }

    /// The same error, naming the file it came from.
    func inFile(_ path: String) -> JPEGError {
        switch self {
        case .notJPEG: return .notJPEG(path: path)
        case .truncated(_, let reason): return .truncated(path: path, reason: reason)
        case .corrupt(_, let reason): return .corrupt(path: path, reason: reason)
        case .tooLarge(_, let width, let height): return .tooLarge(path: path, width: width, height: height)
        case .unsupported(_, let reason): return .unsupported(path: path, reason: reason)
        case .encodingFailed: return self
        }
    }
}
