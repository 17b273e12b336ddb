import Foundation
import UniformTypeIdentifiers

/// What a ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)-7b2wt``
/// hands the system's export sheet: the files, their type and the name offered.
public struct FileExportRequest {
    /// One file per document exported.
    public let files: [FileWrapper]
    /// The type the documents were written as.
    public let contentType: UTType
    /// The name the sheet offers for the file (`nil`: the system's "Untitled").
    public let defaultFilename: String?

    /// A request for `files` of `contentType`.
    public init(files: [FileWrapper], contentType: UTType, defaultFilename: String?) {
        self.files = files
        self.contentType = contentType
        self.defaultFilename = defaultFilename
    }
}

/// What the export sheet does with a ``FileExportRequest``: where a person would choose a
/// folder, NapkinUI asks this action, which answers with the URLs written or an error.
///
/// The default, as no one is there to choose, cancels: the exporter's completion receives
/// `CocoaError(.userCancelled)`. A test or an app installs its own with
/// `.environment(\.fileExport, FileExportAction { request in … })`, or
/// ``SystemSheetAction/writing(into:)`` to save into a folder.
public typealias FileExportAction = SystemSheetAction<FileExportRequest, Result<[URL], any Error>>

extension SystemSheetAction where Answer == Result<[URL], any Error> {
    /// Cancels every request, as a person closing the export sheet or the document picker
    /// does: `CocoaError(.userCancelled)`.
    public static var cancel: Self {
        Self { _ in .failure(CocoaError(.userCancelled)) }
    }
}

extension SystemSheetAction where Request == FileExportRequest, Answer == Result<[URL], any Error> {
    /// Writes each file into `folder` (with ``FileWrapper/write(to:options:originalContentsURL:)``)
    /// under the request's default name, or its own ``FileWrapper/preferredFilename``, or
    /// "Untitled"; a second file of a request gets " 2" before its extension, and so on.
    public static func writing(into folder: URL) -> FileExportAction {
        FileExportAction { request in
            var written: [URL] = []
            var taken: Set<String> = []
            for file in request.files {
                let name = uniqueName(request.defaultFilename ?? file.preferredFilename ?? "Untitled", avoiding: taken)
                taken.insert(name)
                let url = folder.appendingPathComponent(name)
                do {
                    try file.write(to: url, options: .atomic, originalContentsURL: nil)
                } catch {
                    return .failure(error)
                }
                written.append(url)
            }
            return .success(written)
        }
    }

    private static func uniqueName(_ name: String, avoiding taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        let base = (name as NSString).deletingPathExtension
        let pathExtension = (name as NSString).pathExtension
        var number = 2
        while true {
            let candidate = pathExtension.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(pathExtension)"
            if !taken.contains(candidate) { return candidate }
            number += 1
        }
    }
}

/// What a ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)`` asks the
/// system's document picker for.
public struct FileImportRequest: Sendable, Hashable {
    /// The types a person may pick.
    public let allowedContentTypes: [UTType]
    /// True when several files may be picked.
    public let allowsMultipleSelection: Bool

    /// A request for files of `allowedContentTypes`.
    public init(allowedContentTypes: [UTType], allowsMultipleSelection: Bool) {
        self.allowedContentTypes = allowedContentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
    }
}

/// What the document picker does with a ``FileImportRequest``: where a person would pick
/// files, NapkinUI asks this action. The default cancels (`CocoaError(.userCancelled)`);
/// ``SystemSheetAction/picking(_:)`` answers with given files.
public typealias FileImportAction = SystemSheetAction<FileImportRequest, Result<[URL], any Error>>

extension SystemSheetAction where Request == FileImportRequest, Answer == Result<[URL], any Error> {
    /// Picks `urls` (only the first when the request allows one file).
    public static func picking(_ urls: [URL]) -> FileImportAction {
        FileImportAction { request in .success(request.allowsMultipleSelection ? urls : Array(urls.prefix(1))) }
    }
}

private struct FileExportActionKey: EnvironmentKey {
    static var defaultValue: FileExportAction { .cancel }
}

private struct FileImportActionKey: EnvironmentKey {
    static var defaultValue: FileImportAction { .cancel }
}

extension EnvironmentValues {
    /// What file exporters inside do when presented (by default: cancelled).
    public var fileExport: FileExportAction {
        get { self[FileExportActionKey.self] }
        set { self[FileExportActionKey.self] = newValue }
    }

    /// What file importers inside do when presented (by default: cancelled).
    public var fileImport: FileImportAction {
        get { self[FileImportActionKey.self] }
        set { self[FileImportActionKey.self] = newValue }
    }
}

extension View {
    /// Presents the system's export sheet for `document` while `isPresented` is true, as
    /// SwiftUI's modifier: nothing is drawn; the document's file (written as `contentType`) goes
    /// to the environment's ``FileExportAction``, `isPresented` turns false, and `onCompletion`
    /// receives the URL written or the error (the document's own, or `CocoaError(.userCancelled)`
    /// from the default action). A `nil` document presents nothing.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
        return FileExporterHost(
            content: self, isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
            files: document.map { document in { [try document.fileWrapper(configuration: configuration)] } },
            onCompletion: { onCompletion($0.flatMap(firstURL)) })
    }

    /// As ``fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)-7b2wt`` for a
    /// ``ReferenceFileDocument``: its snapshot is taken, then written.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
        return FileExporterHost(
            content: self, isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
            files: document.map { document in
                { [try document.fileWrapper(snapshot: document.snapshot(contentType: contentType), configuration: configuration)] }
            },
            onCompletion: { onCompletion($0.flatMap(firstURL)) })
    }

    /// Presents the export sheet for several documents at once; `onCompletion` receives one URL
    /// per document. An empty collection presents nothing.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
        let documents = Array(documents)
        return FileExporterHost(
            content: self, isPresented: isPresented, contentType: contentType, defaultFilename: nil,
            files: documents.isEmpty ? nil : { try documents.map { try $0.fileWrapper(configuration: configuration) } },
            onCompletion: onCompletion)
    }

    /// Presents the system's document picker for one file of `allowedContentTypes` while
    /// `isPresented` is true: nothing is drawn; the environment's ``FileImportAction`` picks,
    /// `isPresented` turns false, and `onCompletion` receives the URL or the error
    /// (`CocoaError(.userCancelled)` from the default action).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        FileImporterHost(
            content: self, isPresented: isPresented,
            request: FileImportRequest(allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false),
            onCompletion: { onCompletion($0.flatMap(firstURL)) })
    }

    /// As ``fileImporter(isPresented:allowedContentTypes:onCompletion:)``, for one file or several.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        FileImporterHost(
            content: self, isPresented: isPresented,
            request: FileImportRequest(allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection),
            onCompletion: onCompletion)
    }
}

/// The first URL of an answer; an answer without one is a cancellation.
private func firstURL(_ urls: [URL]) -> Result<URL, any Error> {
    urls.first.map { .success($0) } ?? .failure(CocoaError(.userCancelled))
}

/// The view a file exporter wraps (a view, so its environment reaches `export`).
private struct FileExporterHost<Content: View>: View {
    let content: Content
    @Binding var isPresented: Bool
    let contentType: UTType
    let defaultFilename: String?
    /// Writes the documents; `nil` when there is nothing to export.
    let files: (() throws -> [FileWrapper])?
    let onCompletion: (Result<[URL], any Error>) -> Void
    @Environment(\.fileExport) private var export

    var body: some View {
        content.onChange(of: isPresented, initial: true) { _, presented in
            guard presented, let files else { return }
            isPresented = false
            let result: Result<[URL], any Error>
            do {
                result = export(FileExportRequest(files: try files(), contentType: contentType, defaultFilename: defaultFilename))
            } catch {
                result = .failure(error)
            }
            onCompletion(result)
        }
    }
}

/// The view a file importer wraps (a view, so its environment reaches `pick`).
private struct FileImporterHost<Content: View>: View {
    let content: Content
    @Binding var isPresented: Bool
    let request: FileImportRequest
    let onCompletion: (Result<[URL], any Error>) -> Void
    @Environment(\.fileImport) private var pick

    var body: some View {
        content.onChange(of: isPresented, initial: true) { _, presented in
            guard presented else { return }
            isPresented = false
            onCompletion(pick(request))
        }
    }
}
