import Foundation
import NapkinUI

/// The limits of an ``SDImageCache``, as SDWebImage's `SDImageCacheConfig`.
public final class SDImageCacheConfig: @unchecked Sendable {
    // Unchecked: as SDWebImage's, set up before use (the cache reads it under its lock).
    /// The configuration new caches start from.
    public static var `default`: SDImageCacheConfig { SDImageCacheConfig() }
    /// Keep decoded images in memory (true).
    public var shouldCacheImagesInMemory = true
    /// Keep images on disk (napkin: in memory for the process) at most this many seconds (a week).
    public var maxDiskAge: TimeInterval = 60 * 60 * 24 * 7
    /// Most bytes on disk (0: no limit).
    public var maxDiskSize: UInt = 0
    /// Most decoded bytes in memory (0: no limit).
    public var maxMemoryCost: UInt = 0
    /// Most images in memory (0: no limit).
    public var maxMemoryCount: UInt = 0

    /// The defaults.
    public init() {}
}

/// SDWebImage's image cache: decoded images in memory and their bytes "on disk" (kept in memory for the process:
/// a test starts empty and writes no files), with the counts and sizes of the real one. Completion blocks run
/// before the call returns.
open class SDImageCache: @unchecked Sendable {
    // Unchecked: every stored dictionary is read and written under `lock`.
    /// The cache SDWebImage uses unless told otherwise.
    public static let shared = SDImageCache(namespace: "default")

    private let lock = NSLock()
    private var memory: [String: UIImage] = [:]
    private var memoryOrder: [String] = []
    private var disk: [String: (data: Data, stored: Date)] = [:]
    private var diskOrder: [String] = []

    /// The limits.
    public let config: SDImageCacheConfig
    /// The namespace (the disk folder's name on iOS).
    public let namespace: String
    /// Where the disk cache's files would be on iOS (nothing is written).
    public let diskCachePath: String

    /// A cache in `ns`.
    public convenience init(namespace ns: String) {
        self.init(namespace: ns, diskCacheDirectory: nil, config: .default)
    }

    /// A cache in `ns` whose files would be in `directory`.
    public init(namespace ns: String, diskCacheDirectory directory: String?, config: SDImageCacheConfig? = nil) {
        namespace = ns
        self.config = config ?? .default
        diskCachePath = (directory ?? NSTemporaryDirectory()) + "/com.hackemist.SDImageCache/\(ns)"
    }

    /// Stores `image` in memory and on disk under `key`.
    open func store(_ image: UIImage?, forKey key: String?, completion: (() -> Void)? = nil) {
        store(image, imageData: nil, forKey: key, toDisk: true, completion: completion)
    }

    /// Stores `image` in memory and on disk (if `toDisk`) under `key`.
    open func store(_ image: UIImage?, forKey key: String?, toDisk: Bool, completion: (() -> Void)? = nil) {
        store(image, imageData: nil, forKey: key, toDisk: toDisk, completion: completion)
    }

    /// Stores `image` in memory and `imageData` (or the image as PNG) on disk (if `toDisk`) under `key`.
    open func store(_ image: UIImage?, imageData: Data?, forKey key: String?, toDisk: Bool, completion: (() -> Void)? = nil) {
        guard let key, image != nil || imageData != nil else {
            completion?()
            return
        }
        if let image { storeImage(toMemory: image, forKey: key) }
        if toDisk, let data = imageData ?? image?.pngData() { storeImageData(toDisk: data, forKey: key) }
        completion?()
    }

    /// Stores `image` in memory only.
    open func storeImage(toMemory image: UIImage?, forKey key: String?) {
        guard let image, let key, config.shouldCacheImagesInMemory else { return }
        lock.withLock {
            memory[key] = image
            memoryOrder.removeAll { $0 == key }
            memoryOrder.append(key)
            var cost = memory.values.reduce(0) { $0 + Self.cost(of: $1) }
            while !memoryOrder.isEmpty,
                (config.maxMemoryCount > 0 && memoryOrder.count > Int(config.maxMemoryCount))
                    || (config.maxMemoryCost > 0 && cost > Int(config.maxMemoryCost))
            {
                let oldest = memoryOrder.removeFirst()
                cost -= memory[oldest].map(Self.cost(of:)) ?? 0
                memory[oldest] = nil
            }
        }
    }

    /// Stores bytes on disk only.
    open func storeImageData(toDisk imageData: Data?, forKey key: String?) {
        guard let imageData, let key else { return }
        lock.withLock {
            disk[key] = (imageData, Date())
            diskOrder.removeAll { $0 == key }
            diskOrder.append(key)
            guard config.maxDiskSize > 0 else { return }
            var size = disk.values.reduce(0) { $0 + $1.data.count }
            // As SDWebImage's clean-up: oldest first, down to half the limit.
            if size > Int(config.maxDiskSize) {
                while !diskOrder.isEmpty, size > Int(config.maxDiskSize / 2) {
                    let oldest = diskOrder.removeFirst()
                    size -= disk[oldest]?.data.count ?? 0
                    disk[oldest] = nil
                }
            }
        }
    }

    static func cost(of image: UIImage) -> Int {
        guard let cgImage = image.cgImage else { return 1 }
        return cgImage.width * cgImage.height * 4
    }

    /// The image in memory under `key`.
    open func imageFromMemoryCache(forKey key: String?) -> UIImage? {
        guard let key else { return nil }
        return lock.withLock { memory[key] }
    }

    /// The image on disk under `key`, decoded (and kept in memory again), unless older than `maxDiskAge`.
    open func imageFromDiskCache(forKey key: String?) -> UIImage? {
        guard let data = diskImageData(forKey: key), let image = UIImage(data: data) else { return nil }
        storeImage(toMemory: image, forKey: key)
        return image
    }

    /// The image in memory, else on disk.
    open func imageFromCache(forKey key: String?) -> UIImage? {
        imageFromMemoryCache(forKey: key) ?? imageFromDiskCache(forKey: key)
    }

    /// The bytes on disk under `key`, unless older than `maxDiskAge`.
    open func diskImageData(forKey key: String?) -> Data? {
        guard let key else { return nil }
        return lock.withLock {
            guard let entry = disk[key] else { return nil }
            if config.maxDiskAge >= 0, Date().timeIntervalSince(entry.stored) > config.maxDiskAge { return nil }
            return entry.data
        }
    }

    /// Whether bytes are on disk under `key`.
    open func diskImageDataExists(withKey key: String?) -> Bool { diskImageData(forKey: key) != nil }

    /// Whether bytes are on disk under `key`, to `completionBlock`.
    open func diskImageExists(withKey key: String?, completion completionBlock: ((Bool) -> Void)? = nil) {
        completionBlock?(diskImageDataExists(withKey: key))
    }

    /// Looks `key` up in memory, then on disk; `doneBlock` gets the image, its bytes and where it was.
    @discardableResult
    open func queryCacheOperation(forKey key: String?, done doneBlock: ((UIImage?, Data?, SDImageCacheType) -> Void)? = nil) -> AnyObject? {
        if let image = imageFromMemoryCache(forKey: key) {
            doneBlock?(image, nil, .memory)
        } else if let data = diskImageData(forKey: key), let image = UIImage(data: data) {
            storeImage(toMemory: image, forKey: key)
            doneBlock?(image, data, .disk)
        } else {
            doneBlock?(nil, nil, .none)
        }
        return nil
    }

    /// Where `key`'s image is.
    open func imageCacheType(forKey key: String?) -> SDImageCacheType {
        let inMemory = imageFromMemoryCache(forKey: key) != nil, onDisk = diskImageDataExists(withKey: key)
        return inMemory && onDisk ? .all : inMemory ? .memory : onDisk ? .disk : .none
    }

    /// Removes `key`'s image from memory and disk.
    open func removeImage(forKey key: String?, withCompletion completion: (() -> Void)? = nil) {
        removeImage(forKey: key, fromDisk: true, withCompletion: completion)
    }

    /// Removes `key`'s image from memory, and from disk if `fromDisk`.
    open func removeImage(forKey key: String?, fromDisk: Bool, withCompletion completion: (() -> Void)? = nil) {
        removeImageFromMemory(forKey: key)
        if fromDisk { removeImageFromDisk(forKey: key) }
        completion?()
    }

    /// Removes `key`'s image from memory.
    open func removeImageFromMemory(forKey key: String?) {
        guard let key else { return }
        lock.withLock {
            memory[key] = nil
            memoryOrder.removeAll { $0 == key }
        }
    }

    /// Removes `key`'s bytes from disk.
    open func removeImageFromDisk(forKey key: String?) {
        guard let key else { return }
        lock.withLock {
            disk[key] = nil
            diskOrder.removeAll { $0 == key }
        }
    }

    /// Empties the memory cache.
    open func clearMemory() {
        lock.withLock {
            memory.removeAll()
            memoryOrder.removeAll()
        }
    }

    /// Empties the disk cache.
    open func clearDisk(onCompletion completion: (() -> Void)? = nil) {
        lock.withLock {
            disk.removeAll()
            diskOrder.removeAll()
        }
        completion?()
    }

    /// Drops bytes older than `maxDiskAge`.
    open func deleteOldFiles(completionBlock: (() -> Void)? = nil) {
        lock.withLock {
            let now = Date()
            for (key, entry) in disk where now.timeIntervalSince(entry.stored) > config.maxDiskAge { disk[key] = nil }
            diskOrder.removeAll { disk[$0] == nil }
        }
        completionBlock?()
    }

    /// Bytes on disk.
    open func totalDiskSize() -> UInt { lock.withLock { UInt(disk.values.reduce(0) { $0 + $1.data.count }) } }

    /// Images on disk.
    open func totalDiskCount() -> UInt { lock.withLock { UInt(disk.count) } }

    /// Images and bytes on disk, to `completionBlock` (file count, total size).
    open func calculateSize(completionBlock: ((_ fileCount: UInt, _ totalSize: UInt) -> Void)? = nil) {
        completionBlock?(totalDiskCount(), totalDiskSize())
    }

    /// Images in memory (napkin's; iOS's NSCache does not say).
    public var memoryCount: Int { lock.withLock { memory.count } }
}
