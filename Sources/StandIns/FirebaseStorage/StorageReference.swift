import Foundation
import NapkinSupport

/// A place in a Cloud Storage bucket, as FirebaseStorage's `StorageReference`: an object's or a folder's path, and the
/// uploads, downloads, listings and deletions of the object there.
///
/// On Linux the bucket is ``SimulatedFirebaseStorage``'s; every call completes before it returns, its completion called
/// on the caller's thread (iOS calls back later on the storage's callback queue), and the returned task has finished.
open class StorageReference: NSObject, @unchecked Sendable {
    // Unchecked: immutable.

    /// The storage the reference belongs to.
    public let storage: Storage
    /// The path from the bucket's root (empty at the root).
    let path: String

    init(storage: Storage, path: String) {
        self.storage = storage
        self.path = path
        super.init()
    }

    private var backend: SimulatedFirebaseStorage { .shared }

    /// The bucket's name.
    public var bucket: String { storage.bucket }
    /// The path from the root, without a leading slash.
    public var fullPath: String { path }
    /// The last part of the path (empty at the root).
    public var name: String { path.split(separator: "/").last.map(String.init) ?? "" }

    /// The bucket's root.
    open func root() -> StorageReference { StorageReference(storage: storage, path: "") }

    /// The folder above, or `nil` at the root.
    open func parent() -> StorageReference? {
        guard !path.isEmpty else { return nil }
        var parts = path.split(separator: "/")
        parts.removeLast()
        return StorageReference(storage: storage, path: parts.joined(separator: "/"))
    }

    /// The reference at `path` below this one (slashes at either end and doubled ones are dropped).
    open func child(_ path: String) -> StorageReference {
        let child = StoragePath.normalize(path)
        guard !child.isEmpty else { return self }
        return StorageReference(storage: storage, path: self.path.isEmpty ? child : "\(self.path)/\(child)")
    }

    /// `gs://<bucket>/<path>`.
    open override var description: String { "gs://\(bucket)/\(path)" }

    /// References are equal when their bucket and path are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? StorageReference else { return false }
        return other.bucket == bucket && other.path == path
    }

    /// A hash of the bucket and path.
    open override var hash: Int { description.hashValue }

    // MARK: Uploading

    private func upload(_ data: Result<Data, StorageError>, metadata: StorageMetadata?) -> StorageUploadTask {
        let task = StorageUploadTask(reference: self)
        let result: Result<StorageMetadata, StorageError>
        if let error = backend.takeNextError() {
            result = .failure(error)
        } else if path.isEmpty {
            result = .failure(.invalidArgument(message: "An object cannot be uploaded at the bucket's root; upload to a child reference."))
        } else {
            result = data.flatMap { backend.store($0, bucket: bucket, path: path, metadata: metadata) }
        }
        switch result {
        case .success(let stored): task.outcome = (stored, nil, stored.size)
        case .failure(let error): task.outcome = (nil, error, Int64((try? data.get())?.count ?? 0))
        }
        return task
    }

    private func finish(_ task: StorageTask, _ completion: ((StorageMetadata?, Error?) -> Void)?) {
        completion?(task.outcome.metadata, task.outcome.error)
    }

    /// Uploads `uploadData` here, with `metadata`'s content type and custom metadata.
    open func putData(_ uploadData: Data, metadata: StorageMetadata? = nil) -> StorageUploadTask {
        upload(.success(uploadData), metadata: metadata)
    }

    /// Uploads `uploadData` here and calls `completion` with the stored object's metadata or the error.
    @discardableResult
    open func putData(
        _ uploadData: Data, metadata: StorageMetadata? = nil, completion: ((_: StorageMetadata?, _: Error?) -> Void)?
    ) -> StorageUploadTask {
        let task = upload(.success(uploadData), metadata: metadata)
        finish(task, completion)
        return task
    }

    /// Uploads the file at `fileURL` here (a regular file of at most `SimulatedFirebaseStorage.maximumObjectByteCount`
    /// bytes); its content type is guessed from its extension when `metadata` gives none.
    open func putFile(from fileURL: URL, metadata: StorageMetadata? = nil) -> StorageUploadTask {
        upload(readFile(fileURL), metadata: metadataGuessingType(metadata, fileURL))
    }

    /// Uploads the file at `fileURL` here and calls `completion` with the stored object's metadata or the error.
    @discardableResult
    open func putFile(
        from fileURL: URL, metadata: StorageMetadata? = nil, completion: ((_: StorageMetadata?, _: Error?) -> Void)?
    ) -> StorageUploadTask {
        let task = upload(readFile(fileURL), metadata: metadataGuessingType(metadata, fileURL))
        finish(task, completion)
        return task
    }

    private func readFile(_ url: URL) -> Result<Data, StorageError> {
        guard url.isFileURL else { return .failure(.invalidArgument(message: "'\(url.absoluteString)' is not a file URL.")) }
        do {
            return .success(try readRegularFile(url, limit: SimulatedFirebaseStorage.maximumObjectByteCount))
        } catch {
            return .failure(.unknown(message: error.description, serverError: [:]))
        }
    }

    private func metadataGuessingType(_ metadata: StorageMetadata?, _ url: URL) -> StorageMetadata {
        let out = metadata ?? StorageMetadata()
        if out.contentType == nil {
            let types = [
                "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic",
                "webp": "image/webp",
                "pdf": "application/pdf", "json": "application/json", "txt": "text/plain", "mp4": "video/mp4", "mov": "video/quicktime",
                "m4a": "audio/mp4", "mp3": "audio/mpeg", "wav": "audio/wav", "caf": "audio/x-caf",
            ]
            out.contentType = types[url.pathExtension.lowercased()]
        }
        return out
    }

    // MARK: Downloading

    private func download(maxSize: Int64) -> Result<Data, StorageError> {
        if let error = backend.takeNextError() { return .failure(error) }
        guard let object = backend.object(bucket: bucket, path: path) else {
            return .failure(.objectNotFound(object: path, serverError: [:]))
        }
        let size = Int64(object.data.count)
        guard size <= maxSize else { return .failure(.downloadSizeExceeded(total: size, maxSize: maxSize)) }
        return .success(object.data)
    }

    /// Downloads the object's bytes; fails with ``StorageError/downloadSizeExceeded(total:maxSize:)`` when it is larger
    /// than `maxSize`, ``StorageError/objectNotFound(object:serverError:)`` when there is none.
    @discardableResult
    open func getData(maxSize: Int64, completion: @escaping ((_: Data?, _: Error?) -> Void)) -> StorageDownloadTask {
        let task = StorageDownloadTask(reference: self)
        let result = download(maxSize: maxSize)
        switch result {
        case .success(let data):
            task.outcome = (metadata(), nil, Int64(data.count))
            completion(data, nil)
        case .failure(let error):
            task.outcome = (nil, error, 0)
            completion(nil, error)
        }
        return task
    }

    /// ``getData(maxSize:completion:)`` awaited.
    open func data(maxSize: Int64) async throws -> Data { try download(maxSize: maxSize).get() }

    private func metadata() -> StorageMetadata? {
        backend.object(bucket: bucket, path: path).map { StorageMetadata(bucket: bucket, path: path, object: $0) }
    }

    /// Writes the object to `fileURL` (a regular file is replaced).
    open func write(toFile fileURL: URL) -> StorageDownloadTask { write(toFile: fileURL, completion: nil) }

    /// Writes the object to `fileURL` and calls `completion` with the file's URL or the error.
    @discardableResult
    open func write(toFile fileURL: URL, completion: ((_: URL?, _: Error?) -> Void)?) -> StorageDownloadTask {
        let task = StorageDownloadTask(reference: self)
        let result = writeNow(fileURL)
        switch result {
        case .success(let url):
            task.outcome = (metadata(), nil, task.outcome.bytes)
            completion?(url, nil)
        case .failure(let error):
            task.outcome = (nil, error, 0)
            completion?(nil, error)
        }
        return task
    }

    private func writeNow(_ fileURL: URL) -> Result<URL, StorageError> {
        download(maxSize: .max).flatMap { data in
            do {
                try data.write(to: fileURL, options: .atomic)
                return .success(fileURL)
            } catch {
                return .failure(.unknown(message: "Could not write '\(fileURL.path)': \(error.localizedDescription)", serverError: [:]))
            }
        }
    }

    /// The object's download URL: on Linux a `file:` URL of a copy of its bytes (which napkin's `AsyncImage` draws,
    /// and ``Storage/reference(forURL:)`` maps back here); ``StorageError/objectNotFound(object:serverError:)`` when
    /// there is no object.
    open func downloadURL(completion: @escaping ((_: URL?, _: Error?) -> Void)) {
        switch downloadURLNow() {
        case .success(let url): completion(url, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// ``downloadURL(completion:)`` awaited.
    open func downloadURL() async throws -> URL { try downloadURLNow().get() }

    private func downloadURLNow() -> Result<URL, StorageError> {
        if let error = backend.takeNextError() { return .failure(error) }
        return backend.downloadURL(bucket: bucket, path: path)
    }

    // MARK: Listing, metadata, deleting

    private func listNow(maxResults: Int64?, pageToken: String?) -> Result<StorageListResult, StorageError> {
        if let error = backend.takeNextError() { return .failure(error) }
        if let maxResults, maxResults <= 0 || maxResults > 1000 {
            return .failure(.invalidArgument(message: "maxResults must be between 1 and 1000."))
        }
        let (items, prefixes) = backend.list(bucket: bucket, prefix: path)
        let all = prefixes.map { (true, $0) } + items.map { (false, $0) }
        let start = pageToken.map { Int($0) ?? -1 } ?? 0
        guard start >= 0, start <= all.count else {
            return .failure(.invalidArgument(message: "The page token '\(pageToken ?? "")' is not one a listing gave."))
        }
        let end = maxResults.map { min(all.count, start + Int($0)) } ?? all.count
        let page = all[start..<end]
        let storage = self.storage
        return .success(
            StorageListResult(
                prefixes: page.filter(\.0).map { StorageReference(storage: storage, path: $0.1) },
                items: page.filter { !$0.0 }.map { StorageReference(storage: storage, path: $0.1) },
                pageToken: end < all.count ? String(end) : nil))
    }

    private func deliver<T>(_ result: Result<T, StorageError>, _ completion: (T?, Error?) -> Void) {
        switch result {
        case .success(let value): completion(value, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// Lists every object and folder directly under this reference.
    open func listAll(completion: @escaping ((_: StorageListResult?, _: Error?) -> Void)) {
        deliver(listNow(maxResults: nil, pageToken: nil), completion)
    }

    /// ``listAll(completion:)`` awaited.
    open func listAll() async throws -> StorageListResult { try listNow(maxResults: nil, pageToken: nil).get() }

    /// Lists the first `maxResults` (1 to 1000) folders and objects under this reference.
    open func list(maxResults: Int64, completion: @escaping ((_: StorageListResult?, _: Error?) -> Void)) {
        deliver(listNow(maxResults: maxResults, pageToken: nil), completion)
    }

    /// Lists the next page after `pageToken`.
    open func list(maxResults: Int64, pageToken: String, completion: @escaping ((_: StorageListResult?, _: Error?) -> Void)) {
        deliver(listNow(maxResults: maxResults, pageToken: pageToken), completion)
    }

    /// ``list(maxResults:completion:)`` awaited.
    open func list(maxResults: Int64) async throws -> StorageListResult { try listNow(maxResults: maxResults, pageToken: nil).get() }

    /// ``list(maxResults:pageToken:completion:)`` awaited.
    open func list(maxResults: Int64, pageToken: String) async throws -> StorageListResult {
        try listNow(maxResults: maxResults, pageToken: pageToken).get()
    }

    private func metadataNow() -> Result<StorageMetadata, StorageError> {
        if let error = backend.takeNextError() { return .failure(error) }
        return metadata().map { .success($0) } ?? .failure(.objectNotFound(object: path, serverError: [:]))
    }

    /// The object's metadata.
    open func getMetadata(completion: @escaping ((_: StorageMetadata?, _: Error?) -> Void)) { deliver(metadataNow(), completion) }

    /// ``getMetadata(completion:)`` awaited.
    open func getMetadata() async throws -> StorageMetadata { try metadataNow().get() }

    private func updateNow(_ metadata: StorageMetadata) -> Result<StorageMetadata, StorageError> {
        if let error = backend.takeNextError() { return .failure(error) }
        let updated = backend.updateMetadata(bucket: bucket, path: path) { object in
            if let value = metadata.contentType { object.contentType = value }
            if let value = metadata.cacheControl { object.cacheControl = value }
            if let value = metadata.contentDisposition { object.contentDisposition = value }
            if let value = metadata.contentEncoding { object.contentEncoding = value }
            if let value = metadata.contentLanguage { object.contentLanguage = value }
            if let value = metadata.customMetadata { object.customMetadata = (object.customMetadata ?? [:]).merging(value) { $1 } }
        }
        return updated.map { .success($0) } ?? .failure(.objectNotFound(object: path, serverError: [:]))
    }

    /// Changes the object's metadata: the values `metadata` sets replace the stored ones (custom keys are merged).
    open func updateMetadata(_ metadata: StorageMetadata, completion: ((_: StorageMetadata?, _: Error?) -> Void)?) {
        let result = updateNow(metadata)
        if let completion { deliver(result, completion) }
    }

    /// ``updateMetadata(_:completion:)`` awaited.
    open func updateMetadata(_ metadata: StorageMetadata) async throws -> StorageMetadata { try updateNow(metadata).get() }

    private func deleteNow() -> StorageError? {
        if let error = backend.takeNextError() { return error }
        return backend.delete(bucket: bucket, path: path) ? nil : .objectNotFound(object: path, serverError: [:])
    }

    /// Deletes the object; ``StorageError/objectNotFound(object:serverError:)`` when there is none.
    open func delete(completion: ((_: Error?) -> Void)?) { completion?(deleteNow()) }

    /// ``delete(completion:)`` awaited.
    open func delete() async throws {
        if let error = deleteNow() { throw error }
    }
}

extension StorageReference {
    /// Uploads `uploadData` here; the stored object's metadata. `onProgress` is called once with the finished progress.
    @discardableResult
    public func putDataAsync(
        _ uploadData: Data, metadata: StorageMetadata? = nil, onProgress: ((Progress?) -> Void)? = nil
    ) async throws -> StorageMetadata {
        let task = putData(uploadData, metadata: metadata)
        if let error = task.outcome.error { throw error }
        onProgress?(task.snapshot.progress)
        return task.outcome.metadata ?? StorageMetadata()
    }

    /// Uploads the file at `url` here; the stored object's metadata.
    @discardableResult
    public func putFileAsync(
        from url: URL, metadata: StorageMetadata? = nil, onProgress: ((Progress?) -> Void)? = nil
    ) async throws -> StorageMetadata {
        let task = putFile(from: url, metadata: metadata)
        if let error = task.outcome.error { throw error }
        onProgress?(task.snapshot.progress)
        return task.outcome.metadata ?? StorageMetadata()
    }

    /// Writes the object to `fileURL`; the file's URL.
    public func writeAsync(toFile fileURL: URL, onProgress: ((Progress?) -> Void)? = nil) async throws -> URL {
        let url = try writeNowAsync(fileURL)
        onProgress?(nil)
        return url
    }

    private func writeNowAsync(_ fileURL: URL) throws -> URL {
        var outcome: Result<URL, Error> = .failure(StorageError.unknown(message: "The download did not finish.", serverError: [:]))
        write(toFile: fileURL) { url, error in
            if let url { outcome = .success(url) } else if let error { outcome = .failure(error) }
        }
        return try outcome.get()
    }
}
