import Foundation
import UniformTypeIdentifiers

/// A document held as a value and saved as a file, as SwiftUI's `FileDocument`: it says which
/// content types it opens and saves, reads itself from a ``FileWrapper`` and hands one back.
///
/// ```swift
/// struct Note: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(configuration: ReadConfiguration) throws {
///         guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
///         text = String(decoding: data, as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as; by default ``readableContentTypes``.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The file that saves the document as `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a ``FileDocument`` is read from, as SwiftUI's type of the name.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration reading `file` as `contentType`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a ``FileDocument`` is written for, as SwiftUI's type of the name.
public struct FileDocumentWriteConfiguration {
    /// The type to save as.
    public let contentType: UTType
    /// The file the document was last saved to, when there is one.
    public let existingFile: FileWrapper?

    /// A configuration writing as `contentType` over `existingFile`.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A document held as an object, as SwiftUI's `ReferenceFileDocument`: saving takes a snapshot
/// of its state first, then writes the snapshot.
public protocol ReferenceFileDocument: ObservableObject {
    /// The state a save writes.
    associatedtype Snapshot
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as; by default ``readableContentTypes``.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The document's state, to be saved as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file that saves `snapshot` as `configuration.contentType`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
