import Foundation

/// Cloud Storage for one ``FirebaseApp`` and bucket, as FirebaseStorage's `Storage`: hands out references to objects.
///
/// On Linux the bucket is ``SimulatedFirebaseStorage``'s, in memory; nothing reaches the network. Without a configured
/// app, ``storage()`` configures the default one (napkin's simulated project without a `GoogleService-Info.plist`),
/// where FirebaseStorage raises an exception; a bad bucket URL is logged and the app's own bucket used.
open class Storage: NSObject, @unchecked Sendable {
    // Unchecked: the settings are plain values apps set once; the registry is guarded by `registryLock`.

    nonisolated(unsafe) private static var instances: [String: Storage] = [:]
    private static let registryLock = NSLock()

    /// The app the storage belongs to.
    public let app: FirebaseApp
    /// The bucket its references point into.
    let bucket: String
    /// How long an upload is retried (kept; nothing is retried).
    public var maxUploadRetryTime: TimeInterval = 600
    /// How long a download is retried (kept).
    public var maxDownloadRetryTime: TimeInterval = 600
    /// How long other operations are retried (kept).
    public var maxOperationRetryTime: TimeInterval = 120
    /// The size of upload chunks (kept).
    public var uploadChunkSizeBytes: Int64 = .max
    /// The queue completions are meant for; napkin's calls complete before they return, on the caller's thread.
    public var callbackQueue: DispatchQueue = .main

    private init(app: FirebaseApp, bucket: String) {
        self.app = app
        self.bucket = bucket
        super.init()
    }

    /// The default app's storage, in its options' bucket.
    open class func storage() -> Storage { storage(app: FirebaseApp.defaultAppConfiguringIfNeeded()) }

    /// The default app's storage in the bucket of `url` (`gs://my-bucket`).
    open class func storage(url: String) -> Storage { storage(app: FirebaseApp.defaultAppConfiguringIfNeeded(), url: url) }

    /// `app`'s storage, in its options' bucket (else `<project>.appspot.com`).
    open class func storage(app: FirebaseApp) -> Storage {
        let options = app.options
        let bucket = options.storageBucket ?? "\(options.projectID ?? "napkin-simulated").appspot.com"
        return instance(app: app, bucket: bucket)
    }

    /// `app`'s storage in the bucket of `url` (`gs://my-bucket`; a path after the bucket is refused and logged).
    open class func storage(app: FirebaseApp, url: String) -> Storage {
        guard let location = StorageLocation(url), location.path.isEmpty else {
            FirebaseLog.log(
                .error, service: "FirebaseStorage", "I-STR000002",
                "'\(url)' is not a bucket URL (gs://<bucket>, without a path); the app's own bucket is used.")
            return storage(app: app)
        }
        return instance(app: app, bucket: location.bucket)
    }

    private static func instance(app: FirebaseApp, bucket: String) -> Storage {
        _ = SimulatedFirebaseStorage.shared  // registers the backend's reset with SimulatedFirebase
        let key = "\(app.name)|\(bucket)"
        return registryLock.withLock {
            if let existing = instances[key], existing.app === app { return existing }
            let made = Storage(app: app, bucket: bucket)
            instances[key] = made
            return made
        }
    }

    /// Drops every instance (``SimulatedFirebaseStorage/reset()``).
    static func forgetAll() { registryLock.withLock { instances = [:] } }

    /// The bucket's root.
    open func reference() -> StorageReference { StorageReference(storage: self, path: "") }

    /// The reference at `path` from the root (slashes at either end and doubled ones are dropped).
    open func reference(withPath path: String) -> StorageReference { StorageReference(storage: self, path: StoragePath.normalize(path)) }

    /// The reference a URL names: `gs://<bucket>/<path>`, a Firebase download URL
    /// (`https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<path>`), or a download URL napkin handed out. A URL of
    /// another bucket or an unreadable one is logged and gives the root (FirebaseStorage raises an exception).
    open func reference(forURL url: String) -> StorageReference {
        do {
            guard let parsed = URL(string: url) else { throw StorageError.pathError(message: "'\(url)' is not a URL.") }
            return try reference(for: parsed)
        } catch {
            FirebaseLog.log(.error, service: "FirebaseStorage", "I-STR000003", "\(error.localizedDescription) The bucket's root is used.")
            return reference()
        }
    }

    /// The reference a URL names (see ``reference(forURL:)``); throws ``StorageError/bucketMismatch(message:)`` for
    /// another bucket's and ``StorageError/pathError(message:)`` for one it cannot read.
    open func reference(for url: URL) throws -> StorageReference {
        if let location = SimulatedFirebaseStorage.shared.location(ofDownloadURL: url) {
            guard location.bucket == bucket else {
                throw StorageError.bucketMismatch(message: "The URL is of bucket '\(location.bucket)', not this storage's '\(bucket)'.")
            }
            return StorageReference(storage: self, path: location.path)
        }
        guard let location = StorageLocation(url.absoluteString) else {
            throw StorageError.pathError(message: "'\(url.absoluteString)' is not a gs:// or Firebase Storage URL.")
        }
        guard location.bucket == bucket else {
            throw StorageError.bucketMismatch(message: "The URL is of bucket '\(location.bucket)', not this storage's '\(bucket)'.")
        }
        return StorageReference(storage: self, path: location.path)
    }

    /// Points the SDK at the Storage emulator; on Linux the simulated backend answers either way.
    open func useEmulator(withHost host: String, port: Int) {}
}

/// A bucket and path read from a `gs://` or Firebase download URL.
struct StorageLocation {
    let bucket: String
    let path: String

    init?(_ text: String) {
        if text.hasPrefix("gs://") {
            let rest = text.dropFirst(5)
            let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = parts.first, !first.isEmpty else { return nil }
            bucket = String(first)
            path = parts.count > 1 ? StoragePath.normalize(String(parts[1])) : ""
            return
        }
        guard let components = URLComponents(string: text), components.scheme == "https" || components.scheme == "http" else {
            return nil
        }
        let parts = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.count >= 3, parts[0] == "v0", parts[1] == "b" else { return nil }
        bucket = parts[2]
        if parts.count >= 5, parts[3] == "o" {
            path = StoragePath.normalize(parts[4...].joined(separator: "/").removingPercentEncoding ?? "")
        } else {
            path = ""
        }
    }
}
