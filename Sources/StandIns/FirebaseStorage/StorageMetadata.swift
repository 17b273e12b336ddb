import Foundation

/// An object's metadata, as FirebaseStorage's `StorageMetadata`: make one to upload with (its content type and custom
/// metadata are kept), or read the stored object's.
open class StorageMetadata: NSObject, @unchecked Sendable {
    // Unchecked: like FirebaseStorage's, an instance is filled in by one caller before it is handed over.

    /// The object's bucket (empty on metadata made to upload with).
    public let bucket: String
    /// The object's `Cache-Control`.
    public var cacheControl: String?
    /// The object's `Content-Disposition`.
    public var contentDisposition: String?
    /// The object's `Content-Encoding`.
    public var contentEncoding: String?
    /// The object's `Content-Language`.
    public var contentLanguage: String?
    /// The object's MIME type (`application/octet-stream` when uploaded without one).
    public var contentType: String?
    /// The MD5 hash of the object's bytes; napkin does not compute it (`nil`).
    public let md5Hash: String?
    /// The object's generation: a new number at every upload.
    public let generation: Int64
    /// Custom key-value pairs kept with the object.
    public var customMetadata: [String: String]?
    /// The metadata's generation: 1 after an upload, one more at each metadata update.
    public let metageneration: Int64
    /// The object's name (the last part of its path).
    public internal(set) var name: String?
    /// The object's full path.
    public internal(set) var path: String?
    /// The object's size in bytes.
    public let size: Int64
    /// When the object was uploaded.
    public let timeCreated: Date?
    /// When the object or its metadata last changed.
    public let updated: Date?

    /// Empty metadata, to set a content type or custom metadata on before an upload.
    public override init() {
        bucket = ""
        md5Hash = nil
        generation = 0
        metageneration = 0
        size = 0
        timeCreated = nil
        updated = nil
        super.init()
    }

    init(bucket: String, path: String, object: SimulatedFirebaseStorage.Object) {
        self.bucket = bucket
        cacheControl = object.cacheControl
        contentDisposition = object.contentDisposition
        contentEncoding = object.contentEncoding
        contentLanguage = object.contentLanguage
        contentType = object.contentType
        md5Hash = nil
        generation = object.generation
        customMetadata = object.customMetadata
        metageneration = object.metageneration
        name = path.split(separator: "/").last.map(String.init)
        self.path = path
        size = Int64(object.data.count)
        timeCreated = object.timeCreated
        updated = object.updated
        super.init()
    }

    /// Whether the metadata is a stored object's.
    public var isFile: Bool { path != nil }
    /// Whether it is a folder's (never: folders are not objects).
    public var isFolder: Bool { false }

    /// The metadata as the JSON dictionary Cloud Storage sends.
    open func dictionaryRepresentation() -> [String: AnyHashable] {
        var out: [String: AnyHashable] = [:]
        if !bucket.isEmpty { out["bucket"] = bucket }
        if let cacheControl { out["cacheControl"] = cacheControl }
        if let contentDisposition { out["contentDisposition"] = contentDisposition }
        if let contentEncoding { out["contentEncoding"] = contentEncoding }
        if let contentLanguage { out["contentLanguage"] = contentLanguage }
        if let contentType { out["contentType"] = contentType }
        if let customMetadata { out["metadata"] = customMetadata }
        if generation != 0 { out["generation"] = String(generation) }
        if metageneration != 0 { out["metageneration"] = String(metageneration) }
        if let path { out["name"] = path }
        if path != nil { out["size"] = size }
        return out
    }
}

/// A page of a listing, as FirebaseStorage's `StorageListResult`.
open class StorageListResult: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The folders directly under the listed reference.
    public let prefixes: [StorageReference]
    /// The objects directly under it.
    public let items: [StorageReference]
    /// The token of the next page, or `nil` on the last.
    public let pageToken: String?

    init(prefixes: [StorageReference], items: [StorageReference], pageToken: String?) {
        self.prefixes = prefixes
        self.items = items
        self.pageToken = pageToken
        super.init()
    }
}
