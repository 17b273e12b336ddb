import Foundation
import NapkinUI

/// A value whose memory cost the memory cache counts.
public protocol CacheCostCalculable {
    /// The cost (bytes, for an image: width × height × 4 pixels' bytes).
    var cacheCost: Int { get }
}

/// A value the disk cache can keep as bytes.
public protocol DataTransformable {
    /// The bytes kept.
    func toData() throws -> Data
    /// The value from kept bytes.
    static func fromData(_ data: Data) throws -> Self
    /// The value of no bytes.
    static var empty: Self { get }
}

extension UIImage: CacheCostCalculable {
    /// Bytes of the decoded pixels (4 per pixel).
    public var cacheCost: Int {
        guard let cgImage else { return 1 }
        return cgImage.width * cgImage.height * 4
    }
}

extension Data: DataTransformable {
    /// The bytes.
    public func toData() throws -> Data { self }
    /// The bytes.
    public static func fromData(_ data: Data) throws -> Data { data }
    /// No bytes.
    public static let empty = Data()
}

/// An entry of a storage, with its expiry.
struct StorageEntry<T> {
    var value: T
    var expiration: StorageExpiration
    var estimatedExpiration: Date
    var cost: Int

    mutating func extend(_ extending: ExpirationExtending) {
        switch extending {
        case .none: break
        case .cacheTime: estimatedExpiration = expiration.estimatedExpirationSince(Date())
        case .expirationTime(let newExpiration):
            expiration = newExpiration
            estimatedExpiration = newExpiration.estimatedExpirationSince(Date())
        }
    }

    var isExpired: Bool { estimatedExpiration <= Date() }
}

/// Keys in the order they were last used, with the entries, behind a lock: what both storages share.
final class LockedStore<T>: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var entries: [String: StorageEntry<T>] = [:]
    private var order: [String] = []

    func withLock<R>(_ body: (inout [String: StorageEntry<T>], inout [String]) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&entries, &order)
    }
}

/// The memory cache's storage, as Kingfisher's `MemoryStorage`.
public enum MemoryStorage {
    /// Values kept in memory up to a total cost and a count, each until it expires.
    public final class Backend<T: CacheCostCalculable>: @unchecked Sendable where T: Sendable {
        // Unchecked: the store locks, and `config` is a value read and written whole.
        private let store = LockedStore<T>()
        private let configLock = NSLock()
        private var storedConfig: Config

        /// The limits; lowering them evicts at the next store.
        public var config: Config {
            get { configLock.withLock { storedConfig } }
            set { configLock.withLock { storedConfig = newValue } }
        }

        /// A storage with `config`.
        public init(config: Config) {
            storedConfig = config
        }

        /// Drops the expired values.
        public func removeExpired() {
            store.withLock { entries, order in
                for (key, entry) in entries where entry.isExpired { entries[key] = nil }
                order.removeAll { entries[$0] == nil }
            }
        }

        /// Keeps `value` under `key` until `expiration` (the config's when `nil`); evicts the least recently used
        /// values beyond the count and cost limits.
        public func store(value: T, forKey key: String, expiration: StorageExpiration? = nil) {
            let config = self.config
            let expiration = expiration ?? config.expiration
            guard !expiration.isExpired else { return }
            store.withLock { entries, order in
                entries[key] = StorageEntry(
                    value: value, expiration: expiration, estimatedExpiration: expiration.estimatedExpirationSince(Date()),
                    cost: value.cacheCost)
                order.removeAll { $0 == key }
                order.append(key)
                var total = entries.values.reduce(0) { $0 + $1.cost }
                while !order.isEmpty, order.count > config.countLimit || total > config.totalCostLimit {
                    let oldest = order.removeFirst()
                    total -= entries[oldest]?.cost ?? 0
                    entries[oldest] = nil
                }
            }
        }

        /// The value under `key`, unless missing or expired; reading extends its expiration as `extendingExpiration` says.
        public func value(forKey key: String, extendingExpiration: ExpirationExtending = .cacheTime) -> T? {
            store.withLock { entries, order in
                guard var entry = entries[key] else { return nil }
                if entry.isExpired {
                    entries[key] = nil
                    order.removeAll { $0 == key }
                    return nil
                }
                entry.extend(extendingExpiration)
                entries[key] = entry
                order.removeAll { $0 == key }
                order.append(key)
                return entry.value
            }
        }

        /// Whether a value that has not expired is under `key`.
        public func isCached(forKey key: String) -> Bool {
            store.withLock { entries, _ in entries[key].map { !$0.isExpired } ?? false }
        }

        /// Drops the value under `key`.
        public func remove(forKey key: String) {
            store.withLock { entries, order in
                entries[key] = nil
                order.removeAll { $0 == key }
            }
        }

        /// Drops every value.
        public func removeAll() {
            store.withLock { entries, order in
                entries.removeAll()
                order.removeAll()
            }
        }

        /// The total cost of the values kept.
        public func totalCacheCost() -> Int {
            store.withLock { entries, _ in entries.values.reduce(0) { $0 + $1.cost } }
        }

        /// The number of values kept (napkin's; Kingfisher's NSCache does not say).
        public var count: Int { store.withLock { entries, _ in entries.count } }
    }

    /// The memory cache's limits.
    public struct Config: Sendable {
        /// The most total cost kept (bytes).
        public var totalCostLimit: Int
        /// The most values kept.
        public var countLimit: Int = .max
        /// How long values stay (5 minutes by default).
        public var expiration: StorageExpiration = .seconds(300)
        /// How often expired values are cleaned (seconds).
        public var cleanInterval: TimeInterval
        /// Keep values when the app goes to the background.
        public var keepWhenEnteringBackground: Bool = false

        /// Limits of `totalCostLimit` bytes, cleaned every `cleanInterval` seconds.
        public init(totalCostLimit: Int, cleanInterval: TimeInterval = 120) {
            self.totalCostLimit = totalCostLimit
            self.cleanInterval = cleanInterval
        }
    }
}

/// The disk cache's storage, as Kingfisher's `DiskStorage`. napkin keeps it in memory for the process (a test's run
/// starts with an empty disk cache and writes no files), with the sizes and limits of the real one.
public enum DiskStorage {
    /// Values kept as bytes up to a total size, each until it expires.
    public final class Backend<T: DataTransformable>: @unchecked Sendable {
        // Unchecked: the store locks, and `config` is a value read and written whole.
        private let store = LockedStore<Data>()
        private let configLock = NSLock()
        private var storedConfig: Config

        /// The limits.
        public var config: Config {
            get { configLock.withLock { storedConfig } }
            set { configLock.withLock { storedConfig = newValue } }
        }

        /// Where the cache's files would be on iOS (Caches/com.onevcat.Kingfisher.ImageCache.<name>); nothing is written there.
        public let directoryURL: URL

        /// A storage with `config`.
        public init(config: Config) throws {
            storedConfig = config
            directoryURL = FileManager.default.temporaryDirectory.appendingPathComponent(
                "com.onevcat.Kingfisher.ImageCache.\(config.name)", isDirectory: true)
        }

        /// Keeps `value`'s bytes under `key` until `expiration` (the config's when `nil`); over the size limit, the
        /// least recently used are dropped.
        public func store(value: T, forKey key: String, expiration: StorageExpiration? = nil, forcedExtension: String? = nil) throws {
            let config = self.config
            let expiration = expiration ?? config.expiration
            guard !expiration.isExpired else { return }
            let data = try value.toData()
            store.withLock { entries, order in
                entries[key] = StorageEntry(
                    value: data, expiration: expiration, estimatedExpiration: expiration.estimatedExpirationSince(Date()), cost: data.count)
                order.removeAll { $0 == key }
                order.append(key)
                guard config.sizeLimit > 0 else { return }
                var total = entries.values.reduce(0) { $0 + $1.cost }
                // As Kingfisher's clean-up: down to half the limit once over it.
                if total > config.sizeLimit {
                    while !order.isEmpty, total > Int(config.sizeLimit / 2) {
                        let oldest = order.removeFirst()
                        total -= entries[oldest]?.cost ?? 0
                        entries[oldest] = nil
                    }
                }
            }
        }

        /// The value under `key`, unless missing or expired.
        public func value(forKey key: String, forcedExtension: String? = nil, extendingExpiration: ExpirationExtending = .cacheTime) throws
            -> T?
        {
            let data: Data? = store.withLock { entries, order in
                guard var entry = entries[key] else { return nil }
                if entry.isExpired {
                    entries[key] = nil
                    order.removeAll { $0 == key }
                    return nil
                }
                entry.extend(extendingExpiration)
                entries[key] = entry
                return entry.value
            }
            return try data.map { try T.fromData($0) }
        }

        /// Whether bytes that have not expired are under `key`.
        public func isCached(forKey key: String, forcedExtension: String? = nil) -> Bool {
            store.withLock { entries, _ in entries[key].map { !$0.isExpired } ?? false }
        }

        /// Drops the bytes under `key`.
        public func remove(forKey key: String, forcedExtension: String? = nil) throws {
            store.withLock { entries, order in
                entries[key] = nil
                order.removeAll { $0 == key }
            }
        }

        /// Drops everything.
        public func removeAll() throws {
            store.withLock { entries, order in
                entries.removeAll()
                order.removeAll()
            }
        }

        /// Drops the expired bytes; the keys dropped.
        @discardableResult
        public func removeExpiredValues() throws -> [URL] {
            store.withLock { entries, order in
                let expired = entries.filter { $0.value.isExpired }.map(\.key)
                for key in expired { entries[key] = nil }
                order.removeAll { entries[$0] == nil }
                return expired.map { directoryURL.appendingPathComponent($0) }
            }
        }

        /// The bytes kept.
        public func totalSize() throws -> UInt {
            store.withLock { entries, _ in UInt(entries.values.reduce(0) { $0 + $1.cost }) }
        }

        /// The number of values kept (napkin's: the files the directory would hold).
        public var count: Int { store.withLock { entries, _ in entries.count } }
    }

    /// The disk cache's limits.
    public struct Config: @unchecked Sendable {
        // Unchecked: a file manager is thread-safe; the rest are values.
        /// Most bytes kept (0: no limit).
        public var sizeLimit: UInt
        /// How long values stay (7 days by default).
        public var expiration: StorageExpiration = .days(7)
        /// The extension of the files' names.
        public var pathExtension: String?
        /// Whether file names are hashes of the keys.
        public var usesHashedFileName = true
        /// Whether hashed names keep the key's extension.
        public var autoExtAfterHashedFileName = false
        /// The cache's name.
        public let name: String
        /// The file manager.
        public let fileManager: FileManager

        /// Limits of `sizeLimit` bytes for the cache `name`.
        public init(name: String, sizeLimit: UInt, fileManager: FileManager = .default, directory: URL? = nil) {
            self.name = name
            self.sizeLimit = sizeLimit
            self.fileManager = fileManager
        }
    }
}

/// What storing an image did, per storage.
public struct CacheStoreResult: Sendable {
    /// Memory: always stored.
    public let memoryCacheResult: Result<(), Never>
    /// Disk: stored, or why not.
    public let diskCacheResult: Result<(), KingfisherError>
}

/// What looking an image up found.
public enum ImageCacheResult: Sendable {
    /// Found on disk.
    case disk(KFCrossPlatformImage)
    /// Found in memory.
    case memory(KFCrossPlatformImage)
    /// Not found.
    case none

    /// The image found.
    public var image: KFCrossPlatformImage? {
        switch self {
        case .disk(let image), .memory(let image): image
        case .none: nil
        }
    }

    /// Where it was found.
    public var cacheType: CacheType {
        switch self {
        case .disk: .disk
        case .memory: .memory
        case .none: .none
        }
    }
}

/// Kingfisher's two-level image cache: decoded images in memory, their bytes "on disk" (in memory for the process
/// here), keyed by cache key and processor identifier. Completion handlers run before the call returns.
open class ImageCache: @unchecked Sendable {
    // Unchecked: both storages lock.
    /// The cache Kingfisher uses unless told otherwise.
    public static let `default` = ImageCache(name: "default")

    /// The decoded images.
    public let memoryStorage: MemoryStorage.Backend<KFCrossPlatformImage>
    /// The images' bytes.
    public let diskStorage: DiskStorage.Backend<Data>

    /// A cache with the given storages.
    public init(memoryStorage: MemoryStorage.Backend<KFCrossPlatformImage>, diskStorage: DiskStorage.Backend<Data>) {
        self.memoryStorage = memoryStorage
        self.diskStorage = diskStorage
    }

    /// A cache named `name` (a quarter of 4 GB of memory for images, no disk limit, as Kingfisher's defaults on a
    /// 4 GB device).
    public convenience init(name: String) {
        let memory = MemoryStorage.Backend<KFCrossPlatformImage>(config: .init(totalCostLimit: 1 << 30))
        // The in-memory disk storage cannot fail to open.
        let disk = try! DiskStorage.Backend<Data>(config: .init(name: name, sizeLimit: 0))
        self.init(memoryStorage: memory, diskStorage: disk)
    }

    /// A cache named `name` whose disk folder would be under `path` (nothing is written there).
    public convenience init(name: String, cacheDirectoryURL: URL?, diskCachePathClosure: ((URL, String) -> URL)? = nil) throws {
        self.init(name: name)
    }

    /// Stores `image` in memory and (unless `toDisk` is false) its bytes, under `key` and `identifier`.
    open func store(
        _ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String, processorIdentifier identifier: String = "",
        forcedExtension: String? = nil, cacheSerializer serializer: any CacheSerializer = DefaultCacheSerializer.default,
        toDisk: Bool = true, callbackQueue: CallbackQueue = .untouch, completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        var options = KingfisherParsedOptionsInfo(nil)
        options.cacheSerializer = serializer
        store(
            image, original: original, forKey: key, processorIdentifier: identifier, options: options, toDisk: toDisk,
            completionHandler: completionHandler)
    }

    /// Stores `image` as the options say (expirations, serializer).
    open func store(
        _ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String, options: KingfisherParsedOptionsInfo, toDisk: Bool = true,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        store(
            image, original: original, forKey: key, processorIdentifier: options.processor.identifier, options: options, toDisk: toDisk,
            completionHandler: completionHandler)
    }

    func store(
        _ image: KFCrossPlatformImage, original: Data?, forKey key: String, processorIdentifier identifier: String,
        options: KingfisherParsedOptionsInfo, toDisk: Bool, completionHandler: (@Sendable (CacheStoreResult) -> Void)?
    ) {
        let computedKey = key.computedKey(with: identifier)
        memoryStorage.store(value: image, forKey: computedKey, expiration: options.memoryCacheExpiration)
        var diskResult: Result<(), KingfisherError> = .success(())
        if toDisk {
            if let data = options.cacheSerializer.data(with: image, original: original) {
                do {
                    try diskStorage.store(value: data, forKey: computedKey, expiration: options.diskCacheExpiration)
                } catch {
                    diskResult = .failure(
                        .cacheError(reason: .cannotSerializeImage(image: image, original: original, serializer: options.cacheSerializer)))
                }
            } else {
                diskResult = .failure(
                    .cacheError(reason: .cannotSerializeImage(image: image, original: original, serializer: options.cacheSerializer)))
            }
        }
        completionHandler?(CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: diskResult))
    }

    /// Stores bytes on disk only.
    open func storeToDisk(
        _ data: Data, forKey key: String, processorIdentifier identifier: String = "", forcedExtension: String? = nil,
        expiration: StorageExpiration? = nil, callbackQueue: CallbackQueue = .untouch,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        var result: Result<(), KingfisherError> = .success(())
        do {
            try diskStorage.store(value: data, forKey: key.computedKey(with: identifier), expiration: expiration)
        } catch {
            result = .failure(
                .cacheError(reason: .cannotSerializeImage(image: nil, original: data, serializer: DefaultCacheSerializer.default)))
        }
        completionHandler?(CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: result))
    }

    /// Removes the image under `key` and `identifier` from memory and/or disk.
    open func removeImage(
        forKey key: String, processorIdentifier identifier: String = "", forcedExtension: String? = nil, fromMemory: Bool = true,
        fromDisk: Bool = true, callbackQueue: CallbackQueue = .untouch, completionHandler: (@Sendable () -> Void)? = nil
    ) {
        let computedKey = key.computedKey(with: identifier)
        if fromMemory { memoryStorage.remove(forKey: computedKey) }
        if fromDisk { try? diskStorage.remove(forKey: computedKey) }
        completionHandler?()
    }

    /// Looks the image up in memory, then on disk (decoding the bytes and keeping the image in memory again).
    open func retrieveImage(
        forKey key: String, options: KingfisherOptionsInfo? = nil, callbackQueue: CallbackQueue = .mainCurrentOrAsync,
        completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?
    ) {
        retrieveImage(
            forKey: key, options: KingfisherParsedOptionsInfo(options), callbackQueue: callbackQueue, completionHandler: completionHandler)
    }

    /// Looks the image up as the parsed options say.
    open func retrieveImage(
        forKey key: String, options: KingfisherParsedOptionsInfo, callbackQueue: CallbackQueue = .mainCurrentOrAsync,
        completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?
    ) {
        completionHandler?(lookUp(forKey: key, options: options))
    }

    /// Looks the image up (memory, then disk).
    open func retrieveImage(forKey key: String, options: KingfisherOptionsInfo? = nil) async throws -> ImageCacheResult {
        try lookUp(forKey: key, options: KingfisherParsedOptionsInfo(options)).get()
    }

    func lookUp(forKey key: String, options: KingfisherParsedOptionsInfo) -> Result<ImageCacheResult, KingfisherError> {
        if let image = retrieveImageInMemoryCache(forKey: key, options: options) { return .success(.memory(image)) }
        if options.fromMemoryCacheOrRefresh { return .success(.none) }
        let computedKey = key.computedKey(with: options.processor.identifier)
        guard let data = try? diskStorage.value(forKey: computedKey, extendingExpiration: options.diskCacheAccessExtendingExpiration) else {
            return .success(.none)
        }
        guard let image = options.cacheSerializer.image(with: data, options: options) else {
            return .failure(.cacheError(reason: .cannotSerializeImage(image: nil, original: data, serializer: options.cacheSerializer)))
        }
        memoryStorage.store(value: image, forKey: computedKey, expiration: options.memoryCacheExpiration)
        return .success(.disk(image))
    }

    /// The image in memory under `key` and the options' processor.
    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherOptionsInfo? = nil) -> KFCrossPlatformImage? {
        retrieveImageInMemoryCache(forKey: key, options: KingfisherParsedOptionsInfo(options))
    }

    /// The image in memory under `key` and the options' processor.
    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        memoryStorage.value(
            forKey: key.computedKey(with: options.processor.identifier), extendingExpiration: options.memoryCacheAccessExtendingExpiration)
    }

    /// The image on disk under `key` (decoded, not put in memory).
    open func retrieveImageInDiskCache(
        forKey key: String, options: KingfisherOptionsInfo? = nil, callbackQueue: CallbackQueue = .untouch,
        completionHandler: @escaping @Sendable (Result<KFCrossPlatformImage?, KingfisherError>) -> Void
    ) {
        let options = KingfisherParsedOptionsInfo(options)
        let data = try? diskStorage.value(forKey: key.computedKey(with: options.processor.identifier))
        completionHandler(.success(data.flatMap { options.cacheSerializer.image(with: $0, options: options) }))
    }

    /// Empties both storages.
    public func clearCache(completion handler: (@Sendable () -> Void)? = nil) {
        clearMemoryCache()
        clearDiskCache(completion: handler)
    }

    /// Empties the memory storage.
    public func clearMemoryCache() {
        memoryStorage.removeAll()
    }

    /// Empties the disk storage.
    open func clearDiskCache(completion handler: (@Sendable () -> Void)? = nil) {
        try? diskStorage.removeAll()
        handler?()
    }

    /// Drops expired images from both storages.
    open func cleanExpiredCache(completion handler: (@Sendable () -> Void)? = nil) {
        cleanExpiredMemoryCache()
        cleanExpiredDiskCache(completion: handler)
    }

    /// Drops expired images from memory.
    open func cleanExpiredMemoryCache() {
        memoryStorage.removeExpired()
    }

    /// Drops expired bytes from disk.
    open func cleanExpiredDiskCache(completion handler: (@Sendable () -> Void)? = nil) {
        _ = try? diskStorage.removeExpiredValues()
        handler?()
    }

    /// Where the image under `key` is cached.
    open func imageCachedType(
        forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier,
        forcedExtension: String? = nil
    ) -> CacheType {
        let computedKey = key.computedKey(with: identifier)
        if memoryStorage.isCached(forKey: computedKey) { return .memory }
        if diskStorage.isCached(forKey: computedKey) { return .disk }
        return .none
    }

    /// Whether the image under `key` is cached anywhere.
    public func isCached(
        forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier,
        forcedExtension: String? = nil
    ) -> Bool {
        imageCachedType(forKey: key, processorIdentifier: identifier, forcedExtension: forcedExtension).cached
    }

    /// The bytes on disk, to `handler`.
    open func calculateDiskStorageSize(completion handler: @escaping (@Sendable (Result<UInt, KingfisherError>) -> Void)) {
        handler(.success((try? diskStorage.totalSize()) ?? 0))
    }

    /// The bytes on disk.
    open var diskStorageSize: UInt {
        get async throws { try diskStorage.totalSize() }
    }

    /// The total cost of the images in memory.
    open var memoryStorageCacheCost: Int { memoryStorage.totalCacheCost() }

    /// Empties both storages.
    open func clearCache() async {
        clearCache(completion: nil)
    }

    /// Empties the disk storage.
    open func clearDiskCache() async {
        clearDiskCache(completion: nil)
    }
}

extension String {
    /// The key an image is cached under: the source's key, then the processor's identifier when it has one.
    func computedKey(with identifier: String) -> String {
        identifier.isEmpty ? self : "\(self)@\(identifier)"
    }
}
