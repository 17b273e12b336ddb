import Foundation

/// Something a ``QLPreviewController`` can show, as QuickLook's `QLPreviewItem`: a file's URL and,
/// optionally, the title shown over it.
///
/// On iOS the protocol refines `NSObjectProtocol`, and `URL` is an item because it bridges to
/// `NSURL`. Swift on Linux has no such bridge, so the stand-in's protocol stands alone and `URL`
/// conforms itself: `url as QLPreviewItem`, `url as NSURL` and an `NSObject` subclass declaring
/// `previewItemURL` and `previewItemTitle` all compile as on iOS.
public protocol QLPreviewItem {
    /// The file to show (a `file:` URL); `nil` shows nothing.
    var previewItemURL: URL? { get }
    /// The title over the preview; `nil` (the default) uses the file's name.
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    /// No title of its own: the preview is titled with the file's name.
    public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
    /// The URL itself.
    public var previewItemURL: URL? { self as URL }
}

extension URL: QLPreviewItem {
    /// The URL itself.
    public var previewItemURL: URL? { self }
}

/// Whether a preview's content may be edited, and how edits are saved, as QuickLook's
/// `QLPreviewItemEditingMode`. napkin draws no markup tools, so nothing is ever edited.
public enum QLPreviewItemEditingMode: Int, Sendable {
    /// No editing (the default).
    case disabled = 0
    /// Edits update the file in place.
    case updateContents = 1
    /// Edits are saved to a copy.
    case createCopy = 2
}
