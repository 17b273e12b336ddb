import Foundation
import Testing
import UniformTypeIdentifiers

@Suite("UniformTypeIdentifiers stand-in")
struct UniformTypeIdentifiersTests {
    @Test("Types conform along Apple's tree: physical (item, data) and functional (content)")
    func conformanceTree() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content) && !UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text) && !UTType.json.conforms(to: .sourceCode))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.plainText.conforms(to: .text))
        #expect(UTType.heic.conforms(to: .image) && !UTType.heic.conforms(to: .heif))
        #expect(UTType.pdf.conforms(to: .compositeContent) && UTType.pdf.conforms(to: .data) && !UTType.pdf.conforms(to: .text))
        #expect(UTType.video.conforms(to: .movie) && !UTType.movie.conforms(to: .video))
        #expect(UTType.mp3.conforms(to: .audio) && UTType.audio.conforms(to: .audiovisualContent) && !UTType.mp3.conforms(to: .movie))
        #expect(UTType.zip.conforms(to: .archive) && UTType.zip.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url) && UTType.url.conforms(to: .data))
        #expect(UTType.folder.conforms(to: .directory) && UTType.folder.conforms(to: .item) && !UTType.folder.conforms(to: .data))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(UTType.item.supertypes.isEmpty)
    }

    @Test("A type is not its own subtype; conforms(to:) includes itself")
    func subtypes() {
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .png))
        #expect(!UTType.image.isSubtype(of: .png))
    }

    @Test("Identifiers look up declared types, without regard to case")
    func identifiers() {
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png && UTType("PUBLIC.PNG")?.hashValue == UTType.png.hashValue)
        #expect(UTType("com.example.nobody-declared-this") == nil)
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.png.isPublic && !UTType.gif.isPublic && UTType.png.isDeclared && !UTType.png.isDynamic)
        #expect("\(UTType.json)" == "public.json")
    }

    @Test("Filename extensions and MIME types find the declared type; tags come back preferred first")
    func tags() {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .utf8PlainText)
        #expect(UTType(mimeType: "TEXT/HTML; charset=iso-8859-1") == .html)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.utf8PlainText.preferredFilenameExtension == nil && UTType.folder.preferredMIMEType == nil)
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.types(tag: "jpg", tagClass: .filenameExtension, conformingTo: nil) == [.jpeg])
        #expect(UTType.png.localizedDescription == "PNG image")
    }

    @Test("An extension nobody declared gets a dynamic type carrying it; invalid tags get nil")
    func dynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "napkinsketch"))
        #expect(type.isDynamic && !type.isDeclared && !type.isPublic)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data) && !type.conforms(to: .image))
        #expect(type.preferredFilenameExtension == "napkinsketch")
        #expect(UTType(filenameExtension: "napkinsketch") == type)
        #expect(UTType(type.identifier) == type)
        // A declared extension outside the wanted supertype is not that type.
        let swiftImage = try #require(UTType(filenameExtension: "swift", conformingTo: .image))
        #expect(swiftImage != .swiftSource && swiftImage.isDynamic && swiftImage.conforms(to: .image))
        #expect(UTType(filenameExtension: "") == nil && UTType(filenameExtension: "a/b") == nil)
        #expect(UTType(mimeType: "nonsense") == nil && UTType(mimeType: "/png") == nil)
        #expect(UTType(mimeType: "application/x-napkin")?.preferredMIMEType == "application/x-napkin")
    }

    @Test("Types the app exports or imports are declared for the process, with their parent")
    func exportedTypes() {
        let document = UTType(exportedAs: "com.example.napkin-board", conformingTo: .json)
        #expect(document.conforms(to: .text) && document.isDeclared && !document.isPublic)
        #expect(UTType("com.example.napkin-board") == document)
        #expect(UTType(importedAs: "public.png") == .png)
        #expect(UTType(importedAs: "public.png").localizedDescription == "PNG image")
    }

    @Test("A type encodes as its identifier; an undeclared identifier does not decode")
    func codable() throws {
        let data = try JSONEncoder().encode([UTType.json, .png])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.json","public.png"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.json, .png])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UTType].self, from: Data(#"["com.example.nope"]"#.utf8)) }
        let sendable: any Sendable = UTType.plainText
        #expect(sendable is UTType)
    }

    @Test("A URL gets a file name for a type: its extension kept when it fits, else the type's preferred one")
    func fileNamesForTypes() {
        let folder = URL(fileURLWithPath: "/tmp/exports")
        #expect(folder.appendingPathComponent("cards", conformingTo: .json).path == "/tmp/exports/cards.json")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .image).lastPathComponent == "puppy.jpg")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .png).lastPathComponent == "puppy.jpg.png")
        // A type without an extension leaves the name as it is (how apps build remote URLs).
        #expect(folder.appendingPathComponent("cards.json", conformingTo: .url).lastPathComponent == "cards.json")
        #expect(folder.appendingPathComponent("Photos", conformingTo: .folder).hasDirectoryPath)
        var url = folder
        url.appendPathComponent("notes", conformingTo: .plainText)
        #expect(url.lastPathComponent == "notes.txt")
        url.appendPathExtension(for: .zip)
        #expect(url.lastPathComponent == "notes.txt.zip")
        #expect(folder.appendingPathExtension(for: .item) == folder)
        #expect(("/tmp" as NSString).appendingPathComponent("report", conformingTo: .pdf) == "/tmp/report.pdf")
        #expect(("/tmp/report" as NSString).appendingPathExtension(for: .pdf) == "/tmp/report.pdf")
    }
}
