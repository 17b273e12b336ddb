import Foundation

/// A key of ``PDFDocument/documentAttributes``, as PDFKit's `PDFDocumentAttribute`: the
/// entries of the file's document information dictionary (ISO 32000-1, 14.3.3).
public struct PDFDocumentAttribute: RawRepresentable, Hashable, Sendable {
    /// The dictionary key, "Title" for the title.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The title (a `String`).
    public static let titleAttribute = PDFDocumentAttribute(rawValue: "Title")
    /// The author (a `String`).
    public static let authorAttribute = PDFDocumentAttribute(rawValue: "Author")
    /// The subject (a `String`).
    public static let subjectAttribute = PDFDocumentAttribute(rawValue: "Subject")
    /// The application that made the original document (a `String`).
    public static let creatorAttribute = PDFDocumentAttribute(rawValue: "Creator")
    /// The application that wrote the PDF (a `String`).
    public static let producerAttribute = PDFDocumentAttribute(rawValue: "Producer")
    /// When the document was made (a `Date`).
    public static let creationDateAttribute = PDFDocumentAttribute(rawValue: "CreationDate")
    /// When it was last changed (a `Date`).
    public static let modificationDateAttribute = PDFDocumentAttribute(rawValue: "ModDate")
    /// Its keywords (an array of `String`s).
    public static let keywordsAttribute = PDFDocumentAttribute(rawValue: "Keywords")
}

/// An option of ``PDFDocument/write(to:withOptions:)``, as PDFKit's `PDFDocumentWriteOption`.
public struct PDFDocumentWriteOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// An option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The owner password to encrypt with (not supported: a write with it fails).
    public static let ownerPasswordOption = PDFDocumentWriteOption(rawValue: "OwnerPassword")
    /// The user password to encrypt with (not supported: a write with it fails).
    public static let userPasswordOption = PDFDocumentWriteOption(rawValue: "UserPassword")
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a document after ``PDFDocument/unlock(withPassword:)`` unlocked it.
    public static let PDFDocumentDidUnlock = Notification.Name("PDFDocumentDidUnlock")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a view whose document changed (``PDFView/document``).
    public static let PDFViewDocumentChanged = Notification.Name("PDFViewDocumentChanged")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a view whose current page changed.
    public static let PDFViewPageChanged = Notification.Name("PDFViewChangedPage")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a view whose scale factor changed.
    public static let PDFViewScaleChanged = Notification.Name("PDFViewScaleChanged")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a view whose display mode changed.
    public static let PDFViewDisplayModeChanged = Notification.Name("PDFViewDisplayModeChanged")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a view whose display box changed.
    public static let PDFViewDisplayBoxChanged = Notification.Name("PDFViewDisplayBoxChanged")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a view whose set of visible pages changed.
    public static let PDFViewVisiblePagesChanged = Notification.Name("PDFViewVisiblePagesChanged")
}
