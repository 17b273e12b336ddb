import Foundation
import NapkinUI
import Raster
import SDWebImageSwiftUI
import Testing

private func remoteURL(_ name: String = "poster") -> URL {
    URL(string: "https://img.example.org/\(name)-\(UUID().uuidString).jpg")!
}

@MainActor
@Suite("SDWebImageSwiftUI stand-in", .serialized)
struct SDWebImageStandInTests {
    @Test("Offline, WebImage's placeholder shows and onFailure hears the not-connected error")
    func placeholderOffline() throws {
        let errors = Recorder<any Error>()
        let view = WebImage(url: remoteURL()) { image in
            image.resizable()
        } placeholder: {
            Text("Poster loading")
        }
        .onFailure { errors.record($0) }
        .frame(width: 90, height: 120)
        let (window, _) = Fixtures.render(view, width: 200, height: 150)
        #expect(window.layoutDescription().contains("Poster loading"))
        let error = try #require(errors.values.first)
        #expect((error as? URLError)?.code == .notConnectedToInternet)
    }

    @Test("A file URL's image is drawn through content with the image modifiers; success reports no cache, then memory")
    func fileURL() throws {
        let file = try Fixtures.file(Fixtures.solidPNG(width: 30, height: 40, Fixtures.argb(0x20, 0xA0, 0x60)), named: "poster.png")
        let results = Recorder<(SDImageCacheType, Bool)>()
        let view = WebImage(url: file).resizable().onSuccess { _, data, cacheType in results.record((cacheType, data != nil)) }
            .scaledToFit()
            .frame(width: 60, height: 80)
            .background(Color.white)
        let (_, bitmap) = Fixtures.render(view, width: 60, height: 80)
        #expect(Fixtures.pixel(bitmap, atPoint: 30, 40) == Fixtures.argb(0x20, 0xA0, 0x60))
        _ = Fixtures.render(view, width: 60, height: 80)
        // As SDWebImage's: a memory hit gives no bytes unless `.queryMemoryData` asks for them.
        #expect(results.values.map(\.0) == [SDImageCacheType.none, .memory])
        #expect(results.values.map(\.1) == [true, false])
    }

    @Test("The phase form sees .failure for a missing file and .success for the environment loader's bytes")
    func phases() throws {
        func phaseText(_ url: URL, loader: AsyncImageLoader = .offline) -> String {
            let view = WebImage(url: url) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success: Text("success")
                case .failure: Text("failure")
                }
            }
            .environment(\.asyncImageLoader, loader)
            return Fixtures.render(view, width: 100, height: 40).0.layoutDescription()
        }
        #expect(phaseText(URL(fileURLWithPath: "/nonexistent/poster.png")).contains("\"failure\""))
        let url = remoteURL()
        #expect(phaseText(url, loader: .images([url: Fixtures.solidPNG(width: 2, height: 2, 0xFF00_0000)])).contains("\"success\""))
    }

    @Test("SDWebImage 2's .placeholder(content:) and the indicator compile and show the placeholder while offline")
    func version2Placeholder() {
        let view = WebImage(url: remoteURL())
            .resizable()
            .placeholder { Rectangle().foregroundColor(.gray) }
            .indicator(.activity)
            .transition(.fade(duration: 0.5))
            .scaledToFill()
            .frame(width: 40, height: 40)
        let (_, bitmap) = Fixtures.render(view, width: 40, height: 40)
        let c = Fixtures.channels(Fixtures.pixel(bitmap, atPoint: 20, 20))
        #expect(c.alpha == 255 && c.red == c.green && c.red > 100 && c.red < 180)
    }

    @Test("SDImageCache counts what it stores; the manager loads through its loader once, then from memory")
    func cacheAndManager() throws {
        let cache = SDImageCache(namespace: "test-\(UUID().uuidString)")
        let manager = SDWebImageManager(cache: cache)
        let url = remoteURL()
        manager.imageLoader = .images([url: Fixtures.solidPNG(width: 6, height: 6, Fixtures.argb(5, 5, 5))])
        var cacheTypes: [SDImageCacheType] = []
        for _ in 0..<2 {
            manager.loadImage(with: url, options: [], progress: nil) { image, _, error, cacheType, finished, imageURL in
                #expect(image?.size == CGSize(width: 6, height: 6) && error == nil && finished && imageURL == url)
                cacheTypes.append(cacheType)
            }
        }
        #expect(cacheTypes == [.none, .memory])
        #expect(manager.loadCount == 1)
        #expect(cache.totalDiskCount() == 1 && cache.totalDiskSize() > 0)
        var sizes: (UInt, UInt) = (0, 0)
        cache.calculateSize { sizes = ($0, $1) }
        #expect(sizes.0 == 1 && sizes.1 == cache.totalDiskSize())
        cache.clearMemory()
        #expect(
            cache.imageFromMemoryCache(forKey: url.absoluteString) == nil && cache.imageFromDiskCache(forKey: url.absoluteString) != nil)
        cache.clearDisk()
        cache.clearMemory()
        var missError: (any Error)?
        manager.loadImage(with: url, options: .fromCacheOnly, progress: nil) { _, _, error, _, _, _ in missError = error }
        #expect((missError as? SDWebImageError)?.code == .cacheNotModified)
    }

    @Test("A URL whose bytes were not an image is refused until .retryFailed; an offline failure is not, as SDWebImage's")
    func failedURLs() {
        let manager = SDWebImageManager(cache: SDImageCache(namespace: "failed-\(UUID().uuidString)"))
        let url = remoteURL()
        var errors: [(any Error)?] = []
        manager.loadImage(with: url, progress: nil) { _, _, error, _, _, _ in errors.append(error) }
        manager.loadImage(with: url, progress: nil) { _, _, error, _, _, _ in errors.append(error) }
        manager.imageLoader = .images([url: Data("<html>404</html>".utf8)])
        manager.loadImage(with: url, progress: nil) { _, _, error, _, _, _ in errors.append(error) }
        manager.imageLoader = .images([url: Fixtures.solidPNG(width: 2, height: 2, 0xFF00_0000)])
        manager.loadImage(with: url, progress: nil) { _, _, error, _, _, _ in errors.append(error) }
        manager.loadImage(with: url, options: .retryFailed, progress: nil) { _, _, error, _, _, _ in errors.append(error) }
        #expect((errors[0] as? URLError)?.code == .notConnectedToInternet)
        #expect((errors[1] as? URLError)?.code == .notConnectedToInternet)
        #expect((errors[2] as? SDWebImageError)?.code == .badImageData)
        #expect((errors[3] as? SDWebImageError)?.code == .blackListed)
        #expect(errors[4] == nil)
    }

    @Test("A thumbnail pixel size shrinks the decoded pixels, keeping the aspect ratio, cached apart from the full image")
    func thumbnail() {
        let manager = SDWebImageManager(cache: SDImageCache(namespace: "thumb-\(UUID().uuidString)"))
        let url = remoteURL()
        manager.imageLoader = .images([url: Fixtures.solidPNG(width: 40, height: 20, Fixtures.argb(0x50, 0x60, 0x70))])
        var sizes: [(Int?, Int?)] = []
        let context: [SDWebImageContextOption: Any] = [.imageThumbnailPixelSize: CGSize(width: 10, height: 10)]
        manager.loadImage(with: url, context: context, progress: nil) { image, _, _, _, _, _ in
            sizes.append((image?.cgImage?.width, image?.cgImage?.height))
            #expect(image?.cgImage?.premultipliedARGBPixels.allSatisfy { $0 == Fixtures.argb(0x50, 0x60, 0x70) } == true)
        }
        manager.loadImage(with: url, progress: nil) { image, _, _, cacheType, _, _ in
            sizes.append((image?.cgImage?.width, image?.cgImage?.height))
            #expect(cacheType == .none)
        }
        let stretched: [SDWebImageContextOption: Any] = [
            .imageThumbnailPixelSize: CGSize(width: 8, height: 8), .imagePreserveAspectRatio: false,
        ]
        manager.loadImage(with: url, context: stretched, progress: nil) { image, _, _, _, _, _ in
            sizes.append((image?.cgImage?.width, image?.cgImage?.height))
        }
        #expect(sizes.map(\.0) == [10, 40, 8] && sizes.map(\.1) == [5, 20, 8])
        #expect(manager.imageCache.totalDiskCount() == 3)
    }

    @Test("AnimatedImage draws the first frame of data at its own size; ImageManager fills its properties")
    func animatedImageAndManager() throws {
        let data = Fixtures.solidPNG(width: 20, height: 10, Fixtures.argb(0x90, 0x10, 0x90))
        let (_, bitmap) = Fixtures.render(AnimatedImage(data: data).resizable().frame(width: 40, height: 20), width: 40, height: 20)
        #expect(Fixtures.pixel(bitmap, atPoint: 20, 10) == Fixtures.argb(0x90, 0x10, 0x90))
        let file = try Fixtures.file(data, named: "frame.png")
        let imageManager = ImageManager()
        var succeeded = false
        imageManager.setOnSuccess { _, _, _ in succeeded = true }
        imageManager.load(url: file)
        #expect(imageManager.image?.size == CGSize(width: 20, height: 10) && imageManager.error == nil && succeeded)
    }
}
