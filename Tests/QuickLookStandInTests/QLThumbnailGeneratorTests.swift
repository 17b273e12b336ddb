import Foundation
import NapkinUI
import QuickLookThumbnailing
import Raster
import Testing

/// Collects what `generateRepresentations(for:update:)` hands out.
final class RepresentationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(QLThumbnailRepresentation.RepresentationType, QLThumbnailRepresentation?, (any Error)?)] = []

    func append(_ representation: QLThumbnailRepresentation?, _ type: QLThumbnailRepresentation.RepresentationType, _ error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        entries.append((type, representation, error))
    }

    var all: [(QLThumbnailRepresentation.RepresentationType, QLThumbnailRepresentation?, (any Error)?)] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

@MainActor
@Suite("QuickLookThumbnailing stand-in: QLThumbnailGenerator")
struct QLThumbnailGeneratorTests {
    private func request(
        _ url: URL, width: CGFloat = 120, height: CGFloat = 120, scale: CGFloat = 2,
        types: QLThumbnailGenerator.Request.RepresentationTypes = .all
    )
        -> QLThumbnailGenerator.Request
    {
        QLThumbnailGenerator.Request(fileAt: url, size: CGSize(width: width, height: height), scale: scale, representationTypes: types)
    }

    @Test("A picture's thumbnail fits the requested size, aspect kept, at the request's scale, with the picture's pixels")
    func pictureThumbnail() async throws {
        let files = try QuickLookFixtures()
        let photo = try files.file("harbour.png", QuickLookFixtures.landscapePNG(width: 300, height: 200))
        let thumbnail = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: request(photo))
        #expect(thumbnail.type == .thumbnail)
        #expect(thumbnail.uiImage.size == CGSize(width: 120, height: 80))
        #expect(thumbnail.uiImage.scale == 2)
        #expect(thumbnail.cgImage.width == 240 && thumbnail.cgImage.height == 160)
        #expect(thumbnail.contentRect == CGRect(x: 0, y: 0, width: 120, height: 80))
        let pixels = try QuickLookFixtures.pixels(of: thumbnail.uiImage)
        let left = QuickLookFixtures.channels(pixels[4, 80])
        #expect(left.red > 200 && left.green < 60 && left.blue < 60)
        let sky = QuickLookFixtures.channels(pixels[100, 20])
        #expect(sky.blue > 200 && sky.red < 120)
        let grass = QuickLookFixtures.channels(pixels[100, 150])
        #expect(grass.green > 130 && grass.blue < 70)
        // A small picture is not enlarged.
        let small = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: request(photo, width: 600, height: 600, scale: 1))
        #expect(small.uiImage.size == CGSize(width: 300, height: 200))
    }

    @Test("A PDF's thumbnail is its first page, paper white, at the page's shape")
    func pdfThumbnail() async throws {
        let files = try QuickLookFixtures()
        let report = try files.file("report.pdf", QuickLookFixtures.twoPagePDF())
        let thumbnail = try await QLThumbnailGenerator.shared.generateBestRepresentation(
            for: request(report, width: 200, height: 200, scale: 1))
        // US Letter, 612 × 792, fitted to 200 high.
        #expect(thumbnail.uiImage.size == CGSize(width: 155, height: 200))
        let pixels = try QuickLookFixtures.pixels(of: thumbnail.uiImage)
        #expect(pixels[77, 100] == 0xFFFF_FFFF)
    }

    @Test("A text file's thumbnail is a page with its first lines in dark type")
    func textThumbnail() async throws {
        let files = try QuickLookFixtures()
        let notes = try files.file("notes.txt", Data(String(repeating: "Remember the milk and the eggs.\n", count: 30).utf8))
        let thumbnail = try await QLThumbnailGenerator.shared.generateBestRepresentation(
            for: request(notes, width: 85, height: 110, scale: 3))
        #expect(thumbnail.uiImage.size == CGSize(width: 85, height: 110))
        let pixels = try QuickLookFixtures.pixels(of: thumbnail.uiImage)
        var dark = 0, white = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = QuickLookFixtures.channels(pixels[x, y])
                if pixel.red < 100 { dark += 1 } else if pixel.red == 255 && pixel.alpha == 255 { white += 1 }
            }
        }
        #expect(dark > 200, "the text is drawn")
        #expect(white > pixels.width * pixels.height / 2, "on white paper")
    }

    @Test("contentType: the name's type unless set; set, a text file without an extension has a text thumbnail")
    func contentType() async throws {
        let files = try QuickLookFixtures()
        let readme = try files.file("README", Data("Build with swift build.\n".utf8))
        let plain = request(readme, types: .thumbnail)
        #expect(plain.contentType == .data)
        await #expect(throws: QLThumbnailError(.generationFailed)) {
            try await QLThumbnailGenerator.shared.generateBestRepresentation(for: plain)
        }
        let typed = request(readme, types: .thumbnail)
        typed.contentType = .plainText
        #expect(typed.contentType == .plainText)
        let thumbnail = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: typed)
        #expect(thumbnail.type == .thumbnail)
        #expect(request(try files.file("a.pdf", Data()), types: .icon).contentType == .pdf)
    }

    @Test("Other files have an icon (a page labelled with the extension) and no thumbnail; updates come icon first")
    func iconAndUpdates() async throws {
        let files = try QuickLookFixtures()
        let archive = try files.file("backup.zip", Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0, 0]))
        let log = RepresentationLog()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            QLThumbnailGenerator.shared.generateRepresentations(for: request(archive, width: 90, height: 90)) {
                representation, type, error in
                log.append(representation, type, error)
                if type == .thumbnail { done.resume() }
            }
        }
        let entries = log.all
        #expect(entries.map(\.0) == [.icon, .thumbnail])
        let icon = try #require(entries[0].1)
        #expect(icon.type == .icon && icon.uiImage.size == CGSize(width: 90, height: 90))
        #expect(icon.contentRect == CGRect(x: 10, y: 0, width: 70, height: 90))
        let pixels = try QuickLookFixtures.pixels(of: icon.uiImage)
        #expect(QuickLookFixtures.channels(pixels[2, 90]).alpha == 0, "transparent beside the page")
        #expect(pixels[60, 90] == 0xFFFF_FFFF, "white paper")
        #expect(entries[1].1 == nil)
        #expect((entries[1].2 as? QLThumbnailError)?.code == .generationFailed)
        // The best representation is then the icon.
        let best = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: request(archive))
        #expect(best.type == .icon)
        await #expect(throws: QLThumbnailError.self) {
            try await QLThumbnailGenerator.shared.generateBestRepresentation(for: request(archive, types: .thumbnail))
        }
    }

    @Test("Missing files, links, pipes and bad requests fail with QuickLookThumbnailing's codes; cancelled requests too")
    func failures() async throws {
        let files = try QuickLookFixtures()
        let photo = try files.file("photo.png", QuickLookFixtures.landscapePNG())
        let missing = files.folder.appendingPathComponent("gone.png")
        let link = try files.link("alias.png", to: photo)
        let pipe = try files.pipe("stream.png")
        for url in [missing, link, pipe] {
            do {
                _ = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: request(url))
                Issue.record("\(url.lastPathComponent) made a thumbnail")
            } catch QLThumbnailError.generationFailed {
            } catch {
                Issue.record("\(url.lastPathComponent): \(error)")
            }
        }
        for bad in [request(photo, width: 0), request(photo, scale: 0), request(photo, width: 100_000), request(photo, types: [])] {
            do {
                _ = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: bad)
                Issue.record("an invalid request made a thumbnail")
            } catch let error as QLThumbnailError {
                #expect(error.code == .requestInvalid)
                #expect(QLThumbnailError.errorDomain == "QLThumbnailErrorDomain" && error.errorCode == 4)
            }
        }
        let generator = QLThumbnailGenerator()
        let cancelled = request(photo)
        generator.cancel(cancelled)
        await #expect(throws: QLThumbnailError(.requestCancelled)) { try await generator.generateBestRepresentation(for: cancelled) }
        // A minimum dimension the thumbnail would not reach fails it.
        let thin = request(photo, width: 30, height: 30, types: .thumbnail)
        thin.minimumDimension = 25
        await #expect(throws: QLThumbnailError(.generationFailed)) {
            try await QLThumbnailGenerator.shared.generateBestRepresentation(for: thin.copy() as! QLThumbnailGenerator.Request)
        }
    }

    @Test("saveBestRepresentation writes a PNG of the thumbnail; other content types are refused")
    func save() async throws {
        let files = try QuickLookFixtures()
        let photo = try files.file("photo.png", QuickLookFixtures.landscapePNG(width: 300, height: 200))
        let output = files.folder.appendingPathComponent("thumb.png")
        try await QLThumbnailGenerator.shared.saveBestRepresentation(
            for: request(photo, width: 60, height: 60, scale: 1), to: output, withContentType: "public.png")
        let saved = try Bitmap(imageData: Data(contentsOf: output))
        #expect(saved.width == 60 && saved.height == 40)
        await #expect(throws: QLThumbnailError(.savingToURLFailed)) {
            try await QLThumbnailGenerator.shared.saveBestRepresentation(
                for: request(photo), to: output, withContentType: "com.compuserve.gif")
        }
    }
}
