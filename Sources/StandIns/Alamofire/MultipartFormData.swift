import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `multipart/form-data` body, as Alamofire's `MultipartFormData`: parts of data, files or
/// streams, each with a `Content-Disposition` (name, file name) and a `Content-Type`, between
/// boundaries. A file that cannot be read does not throw where it is appended: the upload fails
/// with ``AFError/multipartEncodingFailed(reason:)``, as upstream.
///
/// The body is made in memory; a part or a body past ``maximumBodySize`` fails instead of being
/// read, and a stream is read in chunks up to the length it was appended with.
open class MultipartFormData: @unchecked Sendable {
    /// Bodies larger than this are written to a file before upload upstream (10 MB); here every
    /// body is made in memory, up to ``maximumBodySize``.
    public static let encodingMemoryThreshold: UInt64 = 10_000_000

    /// The largest body (and part) napkin makes: 256 MiB.
    public static let maximumBodySize: UInt64 = 256 << 20

    /// `multipart/form-data; boundary=…`.
    open lazy var contentType: String = "multipart/form-data; boundary=\(boundary)"
    /// The body's length in bytes.
    public var contentLength: UInt64 {
        lock.withLock {
            parts.reduce(UInt64(boundaryOverhead)) { total, part in
                let (sum, overflow) = total.addingReportingOverflow(UInt64(part.headerData.count) &+ part.length)
                return overflow || part.length > UInt64.max / 2 ? .max : sum
            }
        }
    }

    /// The boundary between parts.
    public let boundary: String
    /// The file manager files are checked with.
    public let fileManager: FileManager

    private struct Part {
        let headerData: Data
        let length: UInt64
        let content: () throws -> Data
    }

    private let lock = NSLock()
    private var parts: [Part] = []
    private var bodyPartError: AFError?

    /// An empty form with a random boundary (or `boundary`).
    public init(fileManager: FileManager = .default, boundary: String? = nil) {
        self.fileManager = fileManager
        self.boundary = boundary ?? MultipartFormData.randomBoundary()
    }

    static func randomBoundary() -> String {
        String(format: "alamofire.boundary.%08x%08x", UInt32.random(in: .min ... .max), UInt32.random(in: .min ... .max))
    }

    private var boundaryOverhead: Int {
        // "--b\r\n" before each part, "\r\n" after each, "--b--\r\n" at the end.
        parts.count * (boundary.utf8.count + 4 + 2) + boundary.utf8.count + 6
    }

    // MARK: Appending parts

    /// Appends `data` as a part named `name`, with a file name and MIME type if given.
    public func append(_ data: Data, withName name: String, fileName: String? = nil, mimeType: String? = nil) {
        let headers = contentHeaders(withName: name, fileName: fileName, mimeType: mimeType)
        append(data, withLength: UInt64(data.count), headers: headers)
    }

    /// Appends the file at `fileURL` as a part named `name`, its file name the URL's last component and
    /// its MIME type guessed from the extension.
    public func append(_ fileURL: URL, withName name: String) {
        let fileName = fileURL.lastPathComponent
        let pathExtension = fileURL.pathExtension
        guard !fileName.isEmpty, !pathExtension.isEmpty else {
            setBodyPartError(.bodyPartFilenameInvalid(in: fileURL))
            return
        }
        append(fileURL, withName: name, fileName: fileName, mimeType: MultipartFormData.mimeType(forPathExtension: pathExtension))
    }

    /// Appends the file at `fileURL` as a part named `name` with the file name and MIME type given.
    public func append(_ fileURL: URL, withName name: String, fileName: String, mimeType: String) {
        let headers = contentHeaders(withName: name, fileName: fileName, mimeType: mimeType)
        guard fileURL.isFileURL else {
            setBodyPartError(.bodyPartURLInvalid(url: fileURL))
            return
        }
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) else {
            setBodyPartError(.bodyPartFileNotReachable(at: fileURL))
            return
        }
        guard !isDirectory.boolValue else {
            setBodyPartError(.bodyPartFileIsDirectory(at: fileURL))
            return
        }
        guard let size = (try? fileManager.attributesOfItem(atPath: fileURL.path))?[.size] as? NSNumber else {
            setBodyPartError(.bodyPartFileSizeNotAvailable(at: fileURL))
            return
        }
        let length = size.uint64Value
        append(headers: headers, length: length) { try MultipartFormData.readFile(at: fileURL) }
    }

    /// Appends `length` bytes of `stream` as a part named `name`.
    public func append(_ stream: InputStream, withLength length: UInt64, name: String, fileName: String, mimeType: String) {
        append(stream, withLength: length, headers: contentHeaders(withName: name, fileName: fileName, mimeType: mimeType))
    }

    /// Appends `length` bytes of `stream` as a part with `headers`.
    public func append(_ stream: InputStream, withLength length: UInt64, headers: HTTPHeaders) {
        let handedOver = HandOver(value: stream)
        append(headers: headers, length: length) { try MultipartFormData.read(handedOver.value, length: length) }
    }

    private func append(_ data: Data, withLength length: UInt64, headers: HTTPHeaders) {
        append(headers: headers, length: length) { data }
    }

    private func append(headers: HTTPHeaders, length: UInt64, content: @escaping () throws -> Data) {
        var headerText = ""
        for header in headers { headerText += "\(header.name): \(header.value)\r\n" }
        headerText += "\r\n"
        lock.withLock { parts.append(Part(headerData: Data(headerText.utf8), length: length, content: content)) }
    }

    private func setBodyPartError(_ reason: AFError.MultipartEncodingFailureReason) {
        lock.withLock {
            if bodyPartError == nil { bodyPartError = .multipartEncodingFailed(reason: reason) }
        }
    }

    private func contentHeaders(withName name: String, fileName: String? = nil, mimeType: String? = nil) -> HTTPHeaders {
        var disposition = "form-data; name=\"\(name)\""
        if let fileName { disposition += "; filename=\"\(fileName)\"" }
        var headers: HTTPHeaders = [.contentDisposition(disposition)]
        if let mimeType { headers.add(.contentType(mimeType)) }
        return headers
    }

    // MARK: Encoding

    /// The whole body; throws the first error a part had, or a read error.
    public func encode() throws -> Data {
        let (parts, error) = lock.withLock { (self.parts, bodyPartError) }
        if let error { throw error }
        guard contentLength <= MultipartFormData.maximumBodySize else {
            throw AFError.multipartEncodingFailed(
                reason: .outputStreamWriteFailed(error: TooLarge(size: contentLength, limit: MultipartFormData.maximumBodySize)))
        }
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            body.append(part.headerData)
            body.append(try part.content())
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// Writes the body to the file at `fileURL`, which must not exist.
    public func writeEncodedData(to fileURL: URL) throws {
        guard fileURL.isFileURL else { throw AFError.multipartEncodingFailed(reason: .outputStreamURLInvalid(url: fileURL)) }
        guard !fileManager.fileExists(atPath: fileURL.path) else {
            throw AFError.multipartEncodingFailed(reason: .outputStreamFileAlreadyExists(at: fileURL))
        }
        do {
            try encode().write(to: fileURL)
        } catch let error as AFError {
            throw error
        } catch {
            throw AFError.multipartEncodingFailed(reason: .outputStreamWriteFailed(error: error))
        }
    }

    // MARK: Reading, bounded

    /// A body or part past ``MultipartFormData/maximumBodySize``.
    struct TooLarge: Error, CustomStringConvertible {
        let size: UInt64
        let limit: UInt64
        var description: String { "\(size) bytes is more than the \(limit) napkin reads into memory" }
    }

    static func readFile(at fileURL: URL) throws -> Data {
        let size = ((try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.size] as? NSNumber)?.uint64Value ?? 0
        guard size <= maximumBodySize else {
            throw AFError.multipartEncodingFailed(reason: .inputStreamReadFailed(error: TooLarge(size: size, limit: maximumBodySize)))
        }
        do {
            return try Data(contentsOf: fileURL)
        } catch {
            throw AFError.multipartEncodingFailed(reason: .bodyPartInputStreamCreationFailed(for: fileURL))
        }
    }

    static func read(_ stream: InputStream, length: UInt64) throws -> Data {
        guard length <= maximumBodySize else {
            throw AFError.multipartEncodingFailed(reason: .inputStreamReadFailed(error: TooLarge(size: length, limit: maximumBodySize)))
        }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while UInt64(data.count) < length {
            let wanted = Int(min(UInt64(buffer.count), length - UInt64(data.count)))
            let read = stream.read(&buffer, maxLength: wanted)
            if read < 0 {
                throw AFError.multipartEncodingFailed(
                    reason: .inputStreamReadFailed(
                        error: stream.streamError
                            ?? AFError.UnexpectedInputStreamLength(bytesExpected: length, bytesRead: UInt64(data.count))))
            }
            if read == 0 { break }
            data.append(buffer, count: read)
        }
        guard UInt64(data.count) == length else {
            throw AFError.multipartEncodingFailed(
                reason: .inputStreamReadFailed(
                    error: AFError.UnexpectedInputStreamLength(bytesExpected: length, bytesRead: UInt64(data.count))))
        }
        return data
    }

    /// The MIME type of a file extension (`application/octet-stream` when unknown).
    static func mimeType(forPathExtension pathExtension: String) -> String {
        let types: [String: String] = [
            "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic", "webp": "image/webp",
            "svg": "image/svg+xml", "pdf": "application/pdf", "json": "application/json", "txt": "text/plain", "html": "text/html",
            "csv": "text/csv", "xml": "application/xml", "zip": "application/zip", "mp4": "video/mp4", "mov": "video/quicktime",
            "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/wav", "doc": "application/msword",
            "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ]
        return types[pathExtension.lowercased()] ?? "application/octet-stream"
    }
}
