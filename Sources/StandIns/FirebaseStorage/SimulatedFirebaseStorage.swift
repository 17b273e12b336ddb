import Foundation

/// napkin's Cloud Storage backend: the objects of each bucket, kept in memory, standing in for Google's servers.
/// Nothing reaches the network and no security rules are applied (every read and write is allowed). A test or preview
/// seeds objects and reads what the app uploaded:
///
/// ```swift
/// SimulatedFirebaseStorage.shared.putObject(pngData, at: "profile_images/ada.png", contentType: "image/png")
/// ```
///
/// Objects are at most ``maximumObjectByteCount`` bytes and a bucket holds at most ``maximumBucketByteCount``
/// (uploads past them fail with ``StorageError/invalidArgument(message:)`` and ``StorageError/quotaExceeded(bucket:serverError:)``).
/// A download URL is a `file:` URL of a copy of the object's bytes in a folder of the temporary directory, so
/// napkin's `AsyncImage` draws an uploaded picture. Not Firebase's: napkin's own, for tests.
public final class SimulatedFirebaseStorage: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one backend of the process.
    public static let shared = SimulatedFirebaseStorage()

    /// The largest object kept: 64 MiB.
    public static let maximumObjectByteCount = 64 * 1024 * 1024
    /// The most bytes a bucket keeps: 256 MiB.
    public static let maximumBucketByteCount = 256 * 1024 * 1024

    /// A stored object.
    struct Object {
        var data: Data
        var contentType: String?
        var cacheControl: String?
        var contentDisposition: String?
        var contentEncoding: String?
        var contentLanguage: String?
        var customMetadata: [String: String]?
        var timeCreated: Date
        var updated: Date
        var generation: Int64
        var metageneration: Int64
        var token: String
    }

    private let lock = NSLock()
    private var buckets: [String: [String: Object]] = [:]
    private var tokens: [String: (bucket: String, path: String)] = [:]
    private var generation: Int64 = 1_700_000_000_000_000
    private var storedNextError: StorageError?
    private var clock: @Sendable () -> Date = { Date() }
    private let folder: URL

    private init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "napkin-firebase-storage-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        SimulatedFirebase.onReset("FirebaseStorage") { SimulatedFirebaseStorage.shared.reset() }
    }

    /// The bucket of napkin's simulated default project.
    public static let defaultBucket = "napkin-simulated.appspot.com"

    // MARK: What a test sets and reads

    /// An error the next request fails with instead (used once), such as ``StorageError/unauthorized(bucket:object:serverError:)``
    /// for rules that refuse, or ``StorageError/retryLimitExceeded`` for an offline device.
    public var nextError: StorageError? {
        get { lock.withLock { storedNextError } }
        set { lock.withLock { storedNextError = newValue } }
    }

    /// Puts `data` at `path` of `bucket` (the simulated default project's unless given), as if uploaded earlier.
    /// Returns `false` when it is larger than ``maximumObjectByteCount`` or the path is empty.
    @discardableResult
    public func putObject(
        _ data: Data, at path: String, contentType: String? = nil, customMetadata: [String: String]? = nil,
        bucket: String = SimulatedFirebaseStorage.defaultBucket
    ) -> Bool {
        let path = StoragePath.normalize(path)
        guard !path.isEmpty else { return false }
        if case .failure = store(data, bucket: bucket, path: path, metadata: nil, contentType: contentType, custom: customMetadata) {
            return false
        }
        return true
    }

    /// The bytes at `path` of `bucket`, or `nil`.
    public func object(at path: String, bucket: String = SimulatedFirebaseStorage.defaultBucket) -> Data? {
        let path = StoragePath.normalize(path)
        return lock.withLock { buckets[bucket]?[path]?.data }
    }

    /// The paths of `bucket`'s objects, sorted.
    public func paths(bucket: String = SimulatedFirebaseStorage.defaultBucket) -> [String] {
        lock.withLock { (buckets[bucket] ?? [:]).keys.sorted() }
    }

    /// The date objects are stored at (now unless a test fixes it).
    public func setClock(_ now: @escaping @Sendable () -> Date) {
        lock.withLock { clock = now }
    }

    /// Empties every bucket, removes the downloaded copies and forgets the settings.
    public func reset() {
        lock.withLock {
            buckets = [:]
            tokens = [:]
            storedNextError = nil
            clock = { Date() }
        }
        try? FileManager.default.removeItem(at: folder)
        Storage.forgetAll()
    }

    // MARK: What references ask

    func takeNextError() -> StorageError? {
        lock.withLock {
            defer { storedNextError = nil }
            return storedNextError
        }
    }

    func object(bucket: String, path: String) -> Object? { lock.withLock { buckets[bucket]?[path] } }

    /// Stores an upload: its metadata, or the error.
    func store(
        _ data: Data, bucket: String, path: String, metadata: StorageMetadata?, contentType: String? = nil, custom: [String: String]? = nil
    ) -> Result<StorageMetadata, StorageError> {
        guard data.count <= Self.maximumObjectByteCount else {
            return .failure(
                .invalidArgument(
                    message: "The upload is \(data.count) bytes; napkin keeps objects of at most \(Self.maximumObjectByteCount) bytes."))
        }
        let now = lock.withLock { clock }()
        return lock.withLock {
            var objects = buckets[bucket, default: [:]]
            let used = objects.reduce(0) { $0 + ($1.key == path ? 0 : $1.value.data.count) }
            guard used + data.count <= Self.maximumBucketByteCount else {
                return .failure(.quotaExceeded(bucket: bucket, serverError: [:]))
            }
            generation += 1
            let previous = objects[path]
            let object = Object(
                data: data, contentType: metadata?.contentType ?? contentType ?? "application/octet-stream",
                cacheControl: metadata?.cacheControl, contentDisposition: metadata?.contentDisposition,
                contentEncoding: metadata?.contentEncoding, contentLanguage: metadata?.contentLanguage,
                customMetadata: metadata?.customMetadata ?? custom, timeCreated: now, updated: now, generation: generation,
                metageneration: 1,
                token: previous?.token ?? UUID().uuidString.lowercased())
            objects[path] = object
            buckets[bucket] = objects
            tokens[object.token] = (bucket, path)
            return .success(StorageMetadata(bucket: bucket, path: path, object: object))
        }
    }

    func delete(bucket: String, path: String) -> Bool {
        lock.withLock {
            guard let removed = buckets[bucket]?.removeValue(forKey: path) else { return false }
            tokens[removed.token] = nil
            return true
        }
    }

    func updateMetadata(bucket: String, path: String, _ change: (inout Object) -> Void) -> StorageMetadata? {
        let now = lock.withLock { clock }()
        return lock.withLock {
            guard var object = buckets[bucket]?[path] else { return nil }
            change(&object)
            object.updated = now
            object.metageneration += 1
            buckets[bucket]?[path] = object
            return StorageMetadata(bucket: bucket, path: path, object: object)
        }
    }

    /// The immediate children of `prefix` in `bucket`: objects and folder names, each sorted.
    func list(bucket: String, prefix: String) -> (items: [String], prefixes: [String]) {
        let paths = lock.withLock { Array((buckets[bucket] ?? [:]).keys) }
        let start = prefix.isEmpty ? "" : prefix + "/"
        var items: Set<String> = []
        var folders: Set<String> = []
        for path in paths where path.hasPrefix(start) {
            let rest = path.dropFirst(start.count)
            if let slash = rest.firstIndex(of: "/") {
                folders.insert(start + rest[..<slash])
            } else {
                items.insert(path)
            }
        }
        return (items.sorted(), folders.sorted())
    }

    /// A `file:` URL of a copy of the object's bytes, named by its download token and its name.
    func downloadURL(bucket: String, path: String) -> Result<URL, StorageError> {
        guard let object = object(bucket: bucket, path: path) else { return .failure(.objectNotFound(object: path, serverError: [:])) }
        var name = String(path.split(separator: "/").last ?? "object")
        if name == "." || name == ".." { name = "object" }
        let directory = folder.appendingPathComponent(object.token, isDirectory: true)
        let file = directory.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try object.data.write(to: file, options: .atomic)
        } catch {
            return .failure(.internalError(message: "Could not write the download copy at '\(file.path)': \(error.localizedDescription)"))
        }
        return .success(file)
    }

    /// The bucket and path a download URL of this backend was made for.
    func location(ofDownloadURL url: URL) -> (bucket: String, path: String)? {
        guard url.isFileURL, url.path.hasPrefix(folder.path + "/") else { return nil }
        let token = url.deletingLastPathComponent().lastPathComponent
        return lock.withLock { tokens[token] }
    }
}

/// Cloud Storage paths as FirebaseStorage normalizes them: no leading, trailing or doubled slashes.
enum StoragePath {
    static func normalize(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
    }
}
