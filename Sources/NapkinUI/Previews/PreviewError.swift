/// Why a preview cannot be shown as it asks.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `previewDevice` names a device NapkinUI does not have.
    case unknownDevice(name: String, preview: String, known: [String])

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .unknownDevice(let name, let preview, let known):
            return
                "\(preview) asks for the device \"\(name)\", which NapkinUI does not have; name one of \(known.joined(separator: ", ")) (Xcode's spellings, such as \"iPhone 13 Pro\", work too)"
        }
    }
}
