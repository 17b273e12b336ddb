import Foundation
import Raster
import Testing

@testable import NapkinUI

// MARK: Types as apps declare them

/// Held-out screen 413's shape: an image picked in a PhotosPicker, imported from any image data.
private struct PersonalInfoImage: Transferable, Equatable {
    enum TransferError: Error { case importFailed }

    let image: Image
    let data: Data

    init?(rawImageData: Data) {
        guard let uiImage = UIImage(data: rawImageData) else { return nil }
        image = Image(uiImage: uiImage)
        data = rawImageData
    }

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in
            guard let image = PersonalInfoImage(rawImageData: data) else { throw TransferError.importFailed }
            return image
        }
    }
}

extension UTType {
    fileprivate static let todo = UTType(exportedAs: "com.example.napkin.todo")
}

/// A to-do moved as its own JSON type, or as its text where only text is understood.
private struct Todo: Codable, Transferable, Equatable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .todo)
        ProxyRepresentation(exporting: \.text)
    }
}

/// The same, encoded by an encoder of the app's choosing.
private struct SortedTodo: Codable, Transferable, Equatable {
    var text: String
    var priority: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(for: SortedTodo.self, contentType: .json, encoder: Self.encoder, decoder: JSONDecoder())
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

/// A note shared as its text, and made from text dropped on it.
private struct Note: Transferable, Equatable {
    var body: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.body, importing: { Note(body: $0) })
    }
}

/// A place shared as its URL when it has a public one, else as its name; its private code is
/// never offered to the share sheet.
private struct Place: Transferable {
    var name: String
    var url: URL
    var isPublic: Bool

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (place: Place) in "code:\(place.name.count)" }).suppressed()
        ProxyRepresentation(exporting: \.url).exportingCondition { $0.isPublic }
        ProxyRepresentation(exporting: \.name)
    }
}

/// A report whose text an asynchronous closure makes.
private struct Report: Transferable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { report in
            try await Task.sleep(nanoseconds: 1_000_000)
            return Data("Report: \(report.title)".utf8)
        }
    }
}

/// A clip kept on disk.
private struct Clip: Transferable {
    let file: URL
    let wasOriginal: Bool

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie) { clip in
            SentTransferredFile(clip.file)
        } importing: { received in
            Clip(file: received.file, wasOriginal: received.isOriginalFile)
        }
    }
}

/// Representations chosen by `if`, with a visibility.
private struct Sticker: Transferable {
    static let offersPNG = false
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        if offersPNG {
            DataRepresentation(exportedContentType: .png) { _ in Data() }
        } else {
            DataRepresentation(exportedContentType: .json) { sticker in Data("{\"name\":\"\(sticker.name)\"}".utf8) }
        }
        DataRepresentation(exportedContentType: .data) { sticker in Data(sticker.name.utf8) }.visibility(.ownProcess)
    }
}

@MainActor
@Suite("Transferable")
struct TransferableTests {
    private func png(_ hex: UInt32, width: Int = 4, height: Int = 2) throws -> Data {
        try Bitmap(width: width, height: height, color: SRGBColor(hex: hex)).pngData()
    }

    private func window<V: View>(_ view: V) -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window
    }

    @Test("Screen 413's image type imports from PNG data through its importing closure, and refuses what is not an image")
    func personalInfoImage() async throws {
        let data = try png(0x34C759)
        #expect(PersonalInfoImage.importedContentTypes() == [.image])
        #expect(PersonalInfoImage.exportedContentTypes().isEmpty)
        let imported = try await PersonalInfoImage(importing: data, contentType: .png)
        #expect(imported.data == data)
        #expect(imported == PersonalInfoImage(rawImageData: data))
        #expect(imported.image == Image(uiImage: try #require(UIImage(data: data))))
        // Not an image: the app's own error comes back.
        await #expect(throws: PersonalInfoImage.TransferError.self) {
            try await PersonalInfoImage(importing: Data("plain words".utf8), contentType: .png)
        }
        // Text is not an image type: no representation imports it, and the error says so.
        do {
            _ = try await PersonalInfoImage(importing: data, contentType: .plainText)
            Issue.record("imported plain text as an image")
        } catch let failure as TransferFailure {
            #expect(failure.description.contains("imports public.image"))
        }
        // Nothing exports it.
        await #expect(throws: TransferFailure.self) { try await imported.exported(as: .png) }
    }

    @Test("CodableRepresentation round-trips as JSON; the proxy exports the text; a chosen encoder is used")
    func codableRoundTrip() async throws {
        let todo = Todo(text: "Buy ribs", isDone: true)
        #expect(Todo.exportedContentTypes() == [.todo, .utf8PlainText])
        #expect(Todo.importedContentTypes() == [.todo])
        let json = try await todo.exported(as: .todo)
        #expect(try JSONDecoder().decode(Todo.self, from: json) == todo)
        #expect(try await Todo(importing: json, contentType: .todo) == todo)
        // No content type: the first exporting representation (JSON; its key order may vary).
        #expect(try JSONDecoder().decode(Todo.self, from: try await todo.exported(as: nil)) == todo)
        // Asked for text, the proxy answers.
        #expect(String(decoding: try await todo.exported(as: .plainText), as: UTF8.self) == "Buy ribs")
        // Damaged JSON: the decoder's error.
        await #expect(throws: DecodingError.self) { try await Todo(importing: Data("{}".utf8), contentType: .todo) }

        let sorted = SortedTodo(text: "Smoke", priority: 2)
        #expect(String(decoding: try await sorted.exported(as: .json), as: UTF8.self) == #"{"priority":2,"text":"Smoke"}"#)
        #expect(try await SortedTodo(importing: Data(#"{"text":"Smoke","priority":2}"#.utf8), contentType: .json) == sorted)
    }

    @Test("A proxy to String feeds ShareLink's text and imports from text")
    func proxyFeedsShareLink() async throws {
        var shared: [ShareItem] = []
        let note = Note(body: "Brisket at six")
        let window = window(ShareLink(item: note, subject: Text("Dinner")).environment(\.share, ShareAction { shared += $0 }))
        try window.tap(label: "Share")
        #expect(shared == [ShareItem(description: "Brisket at six", subject: "Dinner", message: nil)])
        #expect(try await Note(importing: Data("Ribs".utf8), contentType: .utf8PlainText) == Note(body: "Ribs"))
        #expect(Note.importedContentTypes() == [.utf8PlainText, .plainText])
    }

    @Test("Share text: suppressed representations are skipped, an exporting condition is honoured, async exports are waited for")
    func shareTextRule() throws {
        let url = URL(string: "https://example.com/smokehouse")!
        #expect(Place(name: "Smokehouse", url: url, isPublic: true).shareText == "https://example.com/smokehouse")
        #expect(Place(name: "Smokehouse", url: url, isPublic: false).shareText == "Smokehouse")
        #expect(Report(title: "Q3").shareText == "Report: Q3")
        #expect(Todo(text: "Mop").shareText == "Mop")
        // No text: an image is named by its kind, a type exporting nothing by its name.
        #expect(Image(bitmap: Bitmap(width: 2, height: 2)).shareText == "Image")
        #expect(PersonalInfoImage(rawImageData: try png(0xFF0000))?.shareText == "PersonalInfoImage")
        // The share sheet of UIKit reads the same rule.
        #expect(ShareItem(activityItem: Note(body: "Hello")).description == "Hello")
    }

    @Test("Built-in types: String, URL, Data, AttributedString and Image export and import as Apple's do")
    func builtIns() async throws {
        #expect(String.exportedContentTypes() == [.utf8PlainText])
        #expect(try await "héllo".exported(as: .plainText) == Data("héllo".utf8))
        #expect(try await String(importing: "wide".data(using: .utf16)!, contentType: .utf16PlainText) == "wide")
        #expect(try await String(importing: Data("plain".utf8), contentType: nil) == "plain")

        let url = URL(string: "https://example.com/a?b=1")!
        #expect(try await url.exported(as: .url) == Data("https://example.com/a?b=1".utf8))
        #expect(try await URL(importing: Data(" https://example.com/a?b=1\n".utf8), contentType: .url) == url)
        await #expect(throws: TransferFailure.self) { try await url.exported(as: .png) }

        let bytes = Data([0, 1, 2, 255])
        #expect(try await bytes.exported(as: nil) == bytes)
        #expect(try await Data(importing: bytes, contentType: .png) == bytes)

        let attributed = AttributedString("Bold")
        #expect(try await attributed.exported(as: .plainText) == Data("Bold".utf8))
        #expect(try await AttributedString(importing: Data("Back".utf8), contentType: .plainText) == AttributedString("Back"))

        let data = try png(0x0A84FF, width: 3, height: 5)
        let image = try await Image(importing: data, contentType: .png)
        #expect(image == Image(uiImage: try #require(UIImage(data: data))))
        #expect(try await image.exported(as: .image) == data)
        #expect(Image.exportedContentTypes() == [.png])
        #expect(Image.importedContentTypes() == [.png, .image])
        do {
            _ = try await Image(systemName: "star").exported(as: .png)
            Issue.record("a symbol exported pixels")
        } catch let failure as TransferFailure {
            #expect(failure.description.contains("Image(systemName: \"star\") has no pixels"))
        }
        await #expect(throws: TransferFailure.self) { try await Image(importing: Data("no".utf8), contentType: .jpeg) }
    }

    @Test("FileRepresentation: exports a file's bytes, imports data through a temporary copy, and writes files")
    func fileRepresentation() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TransferableTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let movie = folder.appendingPathComponent("clip.mp4")
        try Data("frames".utf8).write(to: movie)
        let clip = Clip(file: movie, wasOriginal: true)
        #expect(try await clip.exported(as: .movie) == Data("frames".utf8))

        let imported = try await Clip(importing: Data("more frames".utf8), contentType: .mpeg4Movie)
        #expect(!imported.wasOriginal && imported.file.pathExtension == "mp4")
        #expect(try Data(contentsOf: imported.file) == Data("more frames".utf8))

        let fromFile = try await Clip(importing: movie, contentType: nil)
        #expect(fromFile.wasOriginal && fromFile.file == movie)

        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let written = try await clip.export(to: out, contentType: .mpeg4Movie)
        #expect(written.lastPathComponent == "clip.mp4")
        #expect(try Data(contentsOf: written) == Data("frames".utf8))
        let note = try await Note(body: "Hi").export(to: out, contentType: .plainText)
        #expect(note.lastPathComponent == "Note.txt")
        #expect(try String(contentsOf: note, encoding: .utf8) == "Hi")
        let seen = try await Note(body: "Temp").withExportedFile(contentType: .plainText) { file in
            (try String(contentsOf: file, encoding: .utf8), file)
        }
        #expect(seen.0 == "Temp" && !FileManager.default.fileExists(atPath: seen.1.path))
    }

    @Test("The builder: if / else chooses representations; visibility filters the exported types")
    func builderAndVisibility() async throws {
        #expect(Sticker.exportedContentTypes(visibility: .ownProcess) == [.json, .data])
        #expect(Sticker.exportedContentTypes() == [.json])
        #expect(String(decoding: try await Sticker(name: "pig").exported(as: .json), as: UTF8.self) == #"{"name":"pig"}"#)
        #expect(try await Sticker(name: "pig").exported(as: .data) == Data(#"{"name":"pig"}"#.utf8))
    }

    @Test("Image equality: the same source with the same modifiers")
    func imageEquality() throws {
        #expect(Image(systemName: "star") == Image(systemName: "star"))
        #expect(Image(systemName: "star") != Image(systemName: "star.fill"))
        #expect(Image(systemName: "star") != Image(systemName: "star").renderingMode(.template))
        #expect(Image(systemName: "star").resizable() == Image(systemName: "star").resizable())
        #expect(Image(systemName: "star").resizable() != Image(systemName: "star"))
        #expect(Image(systemName: "star").resizable(resizingMode: .tile) != Image(systemName: "star").resizable())
        #expect(Image(systemName: "star").interpolation(.none) != Image(systemName: "star"))

        let green = Bitmap(width: 2, height: 2, color: SRGBColor(hex: 0x34C759))
        #expect(Image(bitmap: green) == Image(bitmap: Bitmap(width: 2, height: 2, color: SRGBColor(hex: 0x34C759))))
        #expect(Image(bitmap: green) != Image(bitmap: Bitmap(width: 2, height: 2, color: SRGBColor(hex: 0xFF3B30))))
        #expect(Image(bitmap: green) != Image(bitmap: green, scale: 2))

        let uiImage = try #require(UIImage(data: try green.pngData()))
        #expect(Image(uiImage: uiImage) == Image(uiImage: uiImage))
        #expect(Image(uiImage: uiImage) != Image(uiImage: uiImage.withTintColor(.red)))
        #expect(Image(uiImage: uiImage) != Image(systemName: "star"))

        #expect(Image("no-such-image-anywhere") == Image("no-such-image-anywhere"))
        #expect(Image("no-such-image-anywhere") != Image(decorative: "no-such-image-anywhere"))
        #expect(Image("no-such-image-anywhere") != Image("another-missing-image"))
    }
}
