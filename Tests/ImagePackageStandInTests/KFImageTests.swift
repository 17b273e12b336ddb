import Foundation
import Kingfisher
import NapkinUI
import Raster
import Testing

/// A URL no test shares, so the shared caches never answer for another test.
private func remoteURL(_ name: String = "photo") -> URL {
    URL(string: "https://cdn.example.com/\(name)-\(UUID().uuidString).png")!
}

@MainActor
@Suite("Kingfisher stand-in", .serialized)
struct KingfisherStandInTests {
    @MainActor
    @Suite("KFImage") struct SwiftUIView {
        @Test("Offline (the default loader), a remote KFImage shows its placeholder and reports the not-connected failure")
        func placeholderWhileOffline() throws {
            let url = remoteURL()
            let failures = Recorder<KingfisherError>(), successes = Recorder<RetrieveImageResult>()
            let view = KFImage(url)
                .placeholder { Text("Loading photo") }
                .onSuccess { successes.record($0) }
                .onFailure { failures.record($0) }
                .resizable()
                .frame(width: 80, height: 60)
            let (window, _) = Fixtures.render(view, width: 100, height: 100)
            #expect(window.layoutDescription().contains("Loading photo"))
            #expect(successes.values.isEmpty)
            let failure = try #require(failures.values.first)
            guard case .responseError(reason: .URLSessionError(let error)) = failure else {
                Issue.record("expected a URL session error, got \(failure)")
                return
            }
            #expect((error as? URLError)?.code == .notConnectedToInternet)
            #expect(failure.errorCode == 2003)
        }

        @Test("With no placeholder and no image, KFImage draws nothing; onFailureView replaces the placeholder after a failure")
        func nothingOrFailureView() {
            let url = remoteURL()
            let (_, empty) = Fixtures.render(KFImage(url).frame(width: 50, height: 50).background(Color.white), width: 60, height: 60)
            #expect(Fixtures.pixel(empty, atPoint: 30, 30) == Fixtures.argb(0xFF, 0xFF, 0xFF))
            let failing = KFImage(url).placeholder { Text("Placeholder") }.onFailureView { Text("Could not load") }
            let (window, _) = Fixtures.render(failing, width: 200, height: 60)
            #expect(window.layoutDescription().contains("Could not load"))
            #expect(!window.layoutDescription().contains("Placeholder"))
        }

        @Test("A file URL's image is drawn resizable into its frame; success reports no cache, then the memory cache")
        func fileURLDrawn() throws {
            let file = try Fixtures.file(Fixtures.solidPNG(width: 40, height: 20, Fixtures.argb(0xD0, 0x20, 0x20)), named: "red.png")
            let results = Recorder<RetrieveImageResult>()
            let view = KFImage(file).onSuccess { results.record($0) }.resizable().frame(width: 80, height: 40)
            let (_, bitmap) = Fixtures.render(view.background(Color.white), width: 100, height: 60)
            #expect(Fixtures.pixel(bitmap, atPoint: 50, 30) == Fixtures.argb(0xD0, 0x20, 0x20))
            #expect(Fixtures.pixel(bitmap, atPoint: 5, 5) == Fixtures.argb(0xFF, 0xFF, 0xFF))
            let first = try #require(results.values.first)
            #expect(first.cacheType == .none)
            #expect(first.image.size == CGSize(width: 40, height: 20))
            #expect(first.source.url == file)
            _ = Fixtures.render(view, width: 100, height: 60)
            #expect(results.values.last?.cacheType == .memory)
        }

        @Test("The environment's loader gives remote bytes: the image replaces the placeholder and is cached in memory and on disk")
        func environmentLoader() throws {
            let url = remoteURL("avatar")
            let view = KFImage(url).placeholder { Text("Loading") }.resizable().frame(width: 30, height: 30)
                .environment(\.asyncImageLoader, .images([url: Fixtures.solidPNG(width: 10, height: 10, Fixtures.argb(0x10, 0x80, 0x10))]))
            let (window, bitmap) = Fixtures.render(view, width: 30, height: 30)
            #expect(!window.layoutDescription().contains("Loading"))
            #expect(Fixtures.pixel(bitmap, atPoint: 15, 15) == Fixtures.argb(0x10, 0x80, 0x10))
            let cache = ImageCache.default
            #expect(cache.imageCachedType(forKey: url.absoluteString) == .memory)
            cache.memoryStorage.remove(forKey: url.absoluteString)
            #expect(cache.imageCachedType(forKey: url.absoluteString) == .disk)
            cache.removeImage(forKey: url.absoluteString)
            #expect(!cache.isCached(forKey: url.absoluteString))
        }

        @Test("onProgress hears the bytes once they are all there; KFAnimatedImage draws a still image as KFImage does")
        func progressAndAnimated() throws {
            let url = remoteURL()
            let png = Fixtures.solidPNG(width: 10, height: 10, Fixtures.argb(0x70, 0x20, 0x50))
            let steps = Recorder<(Int64, Int64)>()
            let view = KFAnimatedImage(url).onProgress { steps.record(($0, $1)) }.frame(width: 10, height: 10)
                .environment(\.asyncImageLoader, .images([url: png]))
            let (_, bitmap) = Fixtures.render(view, width: 10, height: 10)
            #expect(Fixtures.pixel(bitmap, atPoint: 5, 5) == Fixtures.argb(0x70, 0x20, 0x50))
            #expect(steps.values.count == 1 && steps.values.first?.0 == Int64(png.count) && steps.values.first?.1 == Int64(png.count))
        }

        @Test("What the environment's loader does not have, KFImage asks of the downloader's loader")
        func downloaderLoaderFallback() {
            let url = remoteURL()
            let downloader = ImageDownloader(name: "fallback")
            downloader.imageLoader = .images([url: Fixtures.solidPNG(width: 4, height: 4, Fixtures.argb(0x11, 0x22, 0x33))])
            let view = KFImage(url).downloader(downloader).resizable().frame(width: 20, height: 20)
            let (_, bitmap) = Fixtures.render(view, width: 20, height: 20)
            #expect(Fixtures.pixel(bitmap, atPoint: 10, 10) == Fixtures.argb(0x11, 0x22, 0x33))
        }

        @Test("Processors set on KFImage change the drawn pixels: round corners leave the corners transparent")
        func roundCornerOnView() throws {
            let file = try Fixtures.file(Fixtures.solidPNG(width: 30, height: 30, Fixtures.argb(0x20, 0x40, 0xC0)), named: "blue.png")
            let view = KFImage(file).roundCorner(radius: .widthFraction(0.5)).frame(width: 30, height: 30).background(Color.white)
            let (_, bitmap) = Fixtures.render(view, width: 30, height: 30)
            #expect(Fixtures.pixel(bitmap, atPoint: 1, 1) == Fixtures.argb(0xFF, 0xFF, 0xFF))
            #expect(Fixtures.pixel(bitmap, atPoint: 15, 15) == Fixtures.argb(0x20, 0x40, 0xC0))
        }

        @Test("Modifiers copy: a modified KFImage leaves the original's options and callbacks as they were")
        func modifiersCopy() {
            let original = KFImage(remoteURL())
            let changed = original.cacheMemoryOnly().forceRefresh().onSuccess { _ in }.fade(duration: 0.25)
            #expect(!original.options.cacheMemoryOnly && changed.options.cacheMemoryOnly && changed.options.forceRefresh)
            #expect(!original.onSuccessDelegate.isSet && changed.onSuccessDelegate.isSet)
            guard case .fade(let duration) = changed.options.transition else {
                Issue.record("expected a fade")
                return
            }
            #expect(duration == 0.25)
        }
    }

    @Suite("Processors") struct Processors {
        let options = KingfisherParsedOptionsInfo(nil)

        @Test("Downsampling shrinks to fit the size keeping the aspect ratio, and never enlarges")
        func downsampling() throws {
            let data = Fixtures.solidPNG(width: 40, height: 20, Fixtures.argb(0x80, 0x80, 0x80))
            let small = try #require(
                DownsamplingImageProcessor(size: CGSize(width: 10, height: 10)).process(item: .data(data), options: options))
            #expect(small.cgImage?.width == 10 && small.cgImage?.height == 5)
            #expect(small.cgImage?.premultipliedARGBPixels.allSatisfy { $0 == Fixtures.argb(0x80, 0x80, 0x80) } == true)
            let same = try #require(
                DownsamplingImageProcessor(size: CGSize(width: 100, height: 100)).process(item: .data(data), options: options))
            #expect(same.cgImage?.width == 40)
        }

        @Test("Round corners clear the corners' pixels, keep the middle and antialias the curve")
        func roundCorners() throws {
            let data = Fixtures.solidPNG(width: 40, height: 40, Fixtures.argb(0xFF, 0x00, 0x00))
            let image = try #require(RoundCornerImageProcessor(cornerRadius: 20).process(item: .data(data), options: options))
            let pixels = try #require(image.cgImage?.premultipliedARGBPixels)
            #expect(Fixtures.channels(pixels[0]).alpha == 0)
            #expect(pixels[20 * 40 + 20] == Fixtures.argb(0xFF, 0, 0))
            let edge = (0..<40).map { Fixtures.channels(pixels[5 * 40 + $0]).alpha }
            #expect(edge.contains { $0 > 0 && $0 < 255 })
            let onlyTop = try #require(
                RoundCornerImageProcessor(cornerRadius: 10, roundingCorners: [.topLeft]).process(item: .data(data), options: options))
            let topPixels = try #require(onlyTop.cgImage?.premultipliedARGBPixels)
            #expect(Fixtures.channels(topPixels[0]).alpha == 0 && topPixels[39] == Fixtures.argb(0xFF, 0, 0))
        }

        @Test("Blur mixes a sharp edge into greys and keeps flat areas")
        func blur() throws {
            let image = Fixtures.image(width: 40, height: 10) { x, _ in x < 20 ? Fixtures.argb(0, 0, 0) : Fixtures.argb(0xFF, 0xFF, 0xFF) }
            let blurred = try #require(BlurImageProcessor(blurRadius: 4).process(item: .image(image), options: options))
            let pixels = try #require(blurred.cgImage?.premultipliedARGBPixels)
            let atEdge = Fixtures.channels(pixels[5 * 40 + 20]).red
            #expect(atEdge > 40 && atEdge < 220)
            #expect(pixels[5 * 40] == Fixtures.argb(0, 0, 0) && pixels[5 * 40 + 39] == Fixtures.argb(0xFF, 0xFF, 0xFF))
        }

        @Test("Resizing fits or fills the reference size; |> chains processors and their identifiers; bad bytes fail")
        func resizingChainingAndFailure() throws {
            let data = Fixtures.solidPNG(width: 40, height: 20, Fixtures.argb(0, 0, 0xFF))
            let fit = try #require(
                ResizingImageProcessor(referenceSize: CGSize(width: 20, height: 20), mode: .aspectFit).process(
                    item: .data(data), options: options))
            #expect(fit.size == CGSize(width: 20, height: 10))
            let fill = try #require(
                ResizingImageProcessor(referenceSize: CGSize(width: 20, height: 20), mode: .aspectFill).process(
                    item: .data(data), options: options))
            #expect(fill.size == CGSize(width: 40, height: 20))
            let chain = DownsamplingImageProcessor(size: CGSize(width: 20, height: 20)) |> BlackWhiteProcessor()
            #expect(chain.identifier.contains("Downsampling") && chain.identifier.contains("BlackWhite"))
            let grey = try #require(chain.process(item: .data(data), options: options)?.cgImage?.premultipliedARGBPixels.first)
            let c = Fixtures.channels(grey)
            #expect(c.red == c.green && c.green == c.blue && c.red > 0 && c.red < 60)
            #expect(DefaultImageProcessor.default.process(item: .data(Data("not an image".utf8)), options: options) == nil)
        }
    }

    @MainActor
    @Suite("Manager, cache and image view") struct ManagerAndUIKit {
        @Test("retrieveImage downloads through the loader once, then answers from memory; onlyFromCache misses fail")
        func retrieveAndCache() async throws {
            let url = remoteURL()
            let downloader = ImageDownloader(name: "test-\(UUID().uuidString)")
            downloader.imageLoader = .images([url: Fixtures.solidPNG(width: 8, height: 8, Fixtures.argb(1, 2, 3))])
            let cache = ImageCache(name: "test-\(UUID().uuidString)")
            let manager = KingfisherManager(downloader: downloader, cache: cache)
            let first = try await manager.retrieveImage(with: url)
            #expect(first.cacheType == .none && first.image.size == CGSize(width: 8, height: 8))
            #expect(first.data()?.isEmpty == false)
            let second = try await manager.retrieveImage(with: url)
            #expect(second.cacheType == .memory)
            #expect(downloader.downloadCount == 1)
            #expect(cache.memoryStorage.totalCacheCost() == 8 * 8 * 4)
            let size = try await cache.diskStorageSize
            #expect(size > 0)
            cache.clearMemoryCache()
            let third = try await manager.retrieveImage(with: url)
            #expect(third.cacheType == .disk)
            do {
                _ = try await manager.retrieveImage(with: remoteURL("missing"), options: [.onlyFromCache])
                Issue.record("expected a cache miss")
            } catch let error as KingfisherError {
                guard case .cacheError(reason: .imageNotExisting) = error else {
                    Issue.record("expected imageNotExisting, got \(error)")
                    return
                }
            }
            await cache.clearDiskCache()
            #expect(try await cache.diskStorageSize == 0)
        }

        @Test("serialize(as: .JPEG) caches JPEG bytes; the default serializer caches PNG")
        func serializers() async throws {
            let url = remoteURL()
            let downloader = ImageDownloader(name: "serialize")
            downloader.imageLoader = .images([url: Fixtures.solidPNG(width: 8, height: 8, Fixtures.argb(0x40, 0x80, 0xC0))])
            let cache = ImageCache(name: "serialize-\(UUID().uuidString)")
            let manager = KingfisherManager(downloader: downloader, cache: cache)
            _ = try await manager.retrieveImage(with: url, options: [.cacheSerializer(FormatIndicatedCacheSerializer.jpeg)])
            let jpeg = try #require(try cache.diskStorage.value(forKey: url.absoluteString))
            #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
            await cache.clearCache()
            _ = try await manager.retrieveImage(with: url)
            let png = try #require(try cache.diskStorage.value(forKey: url.absoluteString))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(
                KFImage(url).serialize(as: .JPEG, jpegCompressionQuality: 0.5).options.cacheSerializer is FormatIndicatedCacheSerializer)
        }

        @Test("A retry strategy asks the loader again; a loader error, then its bytes, ends in success")
        func retry() async throws {
            let url = remoteURL()
            let attempts = AttemptCounter()
            let png = Fixtures.solidPNG(width: 4, height: 4, Fixtures.argb(9, 9, 9))
            let downloader = ImageDownloader(name: "retry")
            downloader.imageLoader = AsyncImageLoader { _ in
                if attempts.next() < 2 { throw URLError(.timedOut) }
                return png
            }
            let manager = KingfisherManager(downloader: downloader, cache: ImageCache(name: "retry-\(UUID().uuidString)"))
            let result = try await manager.retrieveImage(with: url, options: [.retryStrategy(DelayRetryStrategy(maxRetryCount: 2))])
            #expect(result.image.size == CGSize(width: 4, height: 4))
            #expect(attempts.count == 3)
        }

        @Test("The memory storage evicts the least recently used beyond its count limit")
        func countLimit() {
            let storage = MemoryStorage.Backend<KFCrossPlatformImage>(config: .init(totalCostLimit: 1 << 20))
            storage.config.countLimit = 2
            let image = Fixtures.image(width: 2, height: 2) { _, _ in 0 }
            storage.store(value: image, forKey: "a")
            storage.store(value: image, forKey: "b")
            _ = storage.value(forKey: "a")
            storage.store(value: image, forKey: "c")
            #expect(storage.isCached(forKey: "a") && !storage.isCached(forKey: "b") && storage.isCached(forKey: "c"))
            #expect(storage.totalCacheCost() == 2 * 2 * 2 * 4)
        }

        @Test("imageView.kf.setImage sets a file URL's image and calls back; offline it keeps the placeholder and fails")
        func imageViewSetImage() throws {
            let file = try Fixtures.file(Fixtures.solidPNG(width: 12, height: 6, Fixtures.argb(0x33, 0x66, 0x99)), named: "photo.png")
            let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 12, height: 6))
            let results = Recorder<Result<RetrieveImageResult, KingfisherError>>()
            imageView.kf.indicatorType = .activity
            imageView.kf.setImage(with: file, placeholder: nil, options: [.transition(.fade(0.2))]) { results.record($0) }
            #expect(imageView.image?.size == CGSize(width: 12, height: 6))
            #expect((try? results.values.first?.get())?.cacheType == CacheType.none)
            if case .activity = imageView.kf.indicatorType {} else { Issue.record("indicator type not kept") }

            let placeholder = Fixtures.image(width: 3, height: 3) { _, _ in Fixtures.argb(0xEE, 0xEE, 0xEE) }
            let offline = UIImageView(frame: .zero)
            offline.kf.setImage(with: remoteURL(), placeholder: placeholder) { results.record($0) }
            #expect(offline.image === placeholder)
            guard case .failure(.responseError) = results.values.last else {
                Issue.record("expected a response error offline")
                return
            }
            let nilSource = UIImageView(frame: .zero)
            nilSource.kf.setImage(with: nil as URL?) { results.record($0) }
            guard case .failure(.imageSettingError(reason: .emptySource)) = results.values.last else {
                Issue.record("expected emptySource")
                return
            }
        }

        @Test("button.kf.setImage(with:for:) sets the state's image; offline the placeholder stays as the background image")
        func button() throws {
            let file = try Fixtures.file(Fixtures.solidPNG(width: 16, height: 16, Fixtures.argb(0, 0x77, 0)), named: "icon.png")
            let button = UIButton(type: .custom)
            button.kf.setImage(with: file, for: .normal)
            #expect(button.image(for: .normal)?.size == CGSize(width: 16, height: 16))
            let placeholder = Fixtures.image(width: 2, height: 2) { _, _ in 0xFF00_0000 }
            button.kf.setBackgroundImage(with: remoteURL(), for: .normal, placeholder: placeholder)
            #expect(button.backgroundImage(for: .normal) === placeholder)
        }

        @Test("KF.url(_:) builds the options and sets the image view, with its callbacks")
        func builder() throws {
            let file = try Fixtures.file(Fixtures.solidPNG(width: 20, height: 20, Fixtures.argb(0xAA, 0, 0)), named: "builder.png")
            let imageView = UIImageView(frame: .zero)
            let sizes = Recorder<CGSize>()
            KF.url(file)
                .downsampling(size: CGSize(width: 5, height: 5))
                .scaleFactor(1)
                .cacheOriginalImage()
                .onSuccess { sizes.record($0.image.size) }
                .set(to: imageView)
            #expect(sizes.values == [CGSize(width: 5, height: 5)])
            #expect(imageView.image?.cgImage?.width == 5)
        }

        @Test("An undecodable download fails with the processor error, naming the default processor")
        func undecodable() async {
            let url = remoteURL()
            let downloader = ImageDownloader(name: "bad")
            downloader.imageLoader = .images([url: Data("<html>not found</html>".utf8)])
            let manager = KingfisherManager(downloader: downloader, cache: ImageCache(name: "bad-\(UUID().uuidString)"))
            do {
                _ = try await manager.retrieveImage(with: url)
                Issue.record("expected a failure")
            } catch let error as KingfisherError {
                #expect(error.errorCode == 4001)
                #expect(error.description.contains("PNG or JPEG"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}

/// Counts a loader's calls from any thread.
final class AttemptCounter: @unchecked Sendable {
    // Unchecked: the count is read and written under the lock.
    private let lock = NSLock()
    private var value = 0

    /// The number of calls before this one; counts this one.
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }

    /// The calls so far.
    var count: Int { lock.withLock { value } }
}
