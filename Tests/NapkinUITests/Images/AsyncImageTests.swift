import Foundation
import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// `AsyncImage`: its phases, file and bundle URLs, and the loader for remote ones.
@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    private let remote = URL(string: "https://images.example.com/ribs.png")!

    private func pngData() throws -> Data {
        try samplePicture(width: 60, height: 40).pngData()
    }

    /// The name of the phase `AsyncImage(url:content:)` was given, as the text it shows.
    private func phase(of url: URL?, loader: AsyncImageLoader = .offline) -> String {
        let view = AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success: Text("success")
            case .failure(let error): Text("failure: \(error)")
            }
        }
        .environment(\.asyncImageLoader, loader)
        return layoutLines(view).first { $0.contains("Text") } ?? ""
    }

    @Test("A bundle's image loads from its file URL at its own size over the scale")
    func bundleURL() throws {
        let url = try #require(Bundle.module.url(forResource: "checker", withExtension: "png"))
        let bitmap = try Bitmap(contentsOf: url)
        #expect(phase(of: url).contains("\"success\""))
        let view = AsyncImage(url: url, scale: 2)
        #expect(try sizeText(frame(of: "Image", in: view)) == "\(bitmap.width / 2)×\(bitmap.height / 2)")
    }

    @Test("A missing file fails with the reading error; a nil URL stays empty")
    func failuresAndNil() {
        let missing = URL(fileURLWithPath: "/nonexistent/picture.png")
        let failure = phase(of: missing)
        #expect(failure.contains("failure") && failure.contains("picture.png"))
        #expect(phase(of: nil).contains("\"empty\""))
    }

    @Test("Remote URLs never reach the network: the default loader leaves them empty (the placeholder)")
    func offlineByDefault() {
        #expect(phase(of: remote).contains("\"empty\""))
        let view = AsyncImage(url: remote) {
            $0.resizable()
        } placeholder: {
            ProgressView()
        }
        #expect(layoutLines(view).contains { $0.contains("ProgressView") })
    }

    @Test("A loader a test sets gives the bytes: the image shows through content")
    func fixtureLoader() throws {
        let data = try pngData()
        #expect(phase(of: remote, loader: .images([remote: data])).contains("\"success\""))
        let view = AsyncImage(url: remote) {
            $0.resizable().frame(width: 90, height: 60)
        } placeholder: {
            ProgressView()
        }
        .environment(\.asyncImageLoader, .images([remote: data]))
        #expect(try sizeText(frame(of: "Image", in: view)) == "90×60")
        #expect(!layoutLines(view).contains { $0.contains("ProgressView") })
    }

    @Test("A loader's JPEG bytes and a bundle's .jpeg file load as a PNG's do")
    func jpegBytes() throws {
        let jpeg = try samplePicture(width: 60, height: 40).jpegData(quality: 0.8)
        #expect(phase(of: remote, loader: .images([remote: jpeg])).contains("\"success\""))
        let url = try #require(Bundle.module.url(forResource: "pier@2x", withExtension: "jpeg"))
        #expect(phase(of: url).contains("\"success\""))
    }

    @Test("A loader's error and undecodable bytes are the failure phase, the error says what to do")
    func loaderFailures() {
        struct Offline: Error, CustomStringConvertible { var description: String { "the server is down" } }
        #expect(phase(of: remote, loader: .failing(with: Offline())).contains("the server is down"))
        let garbage = AsyncImageLoader { _ in Data("not a png".utf8) }
        let failure = phase(of: remote, loader: garbage)
        #expect(failure.contains("is not a PNG or JPEG") && failure.contains("give the AsyncImageLoader PNG or JPEG bytes"))
    }

    @Test("Without a placeholder, a grey box fills the space until the image is there")
    func defaultPlaceholder() throws {
        let view = AsyncImage(url: remote).frame(width: 100, height: 80)
        let frame = numbers(try NapkinUITests.frame(of: "Color", in: view))
        #expect(frame[2] == 100 && frame[3] == 80)
        let bitmap = renderView(view)
        // secondarySystemFill (#787880 at 16 %) over white.
        #expect(isClose(pixel(bitmap, atPoint: frame[0] + 50, frame[1] + 40), Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255)))
    }

    @Test("Loaded, loading and failed images, light and dark")
    func snapshot() throws {
        let data = try pngData()
        let remote = self.remote
        let failing = URL(string: "https://images.example.com/broken.png")!
        let view = HStack(spacing: 12) {
            AsyncImage(url: remote) {
                $0.resizable().scaledToFill()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 100, height: 100).clipShape(.rect(cornerRadius: 12))
            AsyncImage(url: URL(string: "https://images.example.com/slow.png")) {
                $0.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 100, height: 100).background(Color.secondary.opacity(0.15)).clipShape(.rect(cornerRadius: 12))
            AsyncImage(url: failing) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if phase.error != nil {
                    Image(systemName: "photo").font(.largeTitle).foregroundStyle(.secondary)
                } else {
                    ProgressView()
                }
            }
            .frame(width: 100, height: 100)
            .background(Color.secondary.opacity(0.15))
            .clipShape(.rect(cornerRadius: 12))
        }
        .environment(
            \.asyncImageLoader,
            AsyncImageLoader { url in
                if url == failing { throw URLError(.notConnectedToInternet) }
                return url == remote ? data : nil
            })
        assertLightAndDark(view, width: 360, height: 140)
    }
}
