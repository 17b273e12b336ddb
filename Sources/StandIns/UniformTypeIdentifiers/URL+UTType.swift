import Foundation

// UniformTypeIdentifiers' additions to `URL` and `NSString`: a file name made from a partial
// name and the type the file will hold, as apps write when they save a download or an export:
// `folder.appendingPathComponent("cards", conformingTo: .json)` is `folder/cards.json`.

extension UTType {
    /// `partialName` with the extension of a file of this type: unchanged when its own extension
    /// already names a type that conforms to this one (`puppy.jpg` as an image), else with the
    /// type's preferred extension appended (none when the type has no extension).
    func fileName(from partialName: String) -> String {
        let existing = (partialName as NSString).pathExtension
        if !existing.isEmpty, let named = UTType(filenameExtension: existing), named.conforms(to: self) { return partialName }
        guard let preferred = preferredFilenameExtension else { return partialName }
        return partialName + "." + preferred
    }
}

extension URL {
    /// The URL with `partialName` appended as its last path component, given the extension of
    /// `contentType` unless its own extension already fits that type; a directory component
    /// when the type is a directory (a folder, a package).
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(contentType.fileName(from: partialName), isDirectory: contentType.conforms(to: .directory))
    }

    /// Appends `partialName` as ``appendingPathComponent(_:conformingTo:)`` does.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// The URL with the preferred extension of `contentType` appended; unchanged when the type
    /// has none.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let preferred = contentType.preferredFilenameExtension else { return self }
        return appendingPathExtension(preferred)
    }

    /// Appends the preferred extension of `contentType`, as ``appendingPathExtension(for:)``.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }
}

extension NSString {
    /// The path with `partialName` appended as its last component, as URL's
    /// ``Foundation/URL/appendingPathComponent(_:conformingTo:)`` names the file.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> String {
        appendingPathComponent(contentType.fileName(from: partialName))
    }

    /// The path with the preferred extension of `contentType` appended; unchanged when the type
    /// has none.
    public func appendingPathExtension(for contentType: UTType) -> String {
        guard let preferred = contentType.preferredFilenameExtension else { return self as String }
        return appendingPathExtension(preferred) ?? self as String
    }
}
