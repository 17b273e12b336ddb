import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request whose body is written to a file, as Alamofire's `DownloadRequest`: a temporary file,
/// moved where the ``Destination`` says. The body arrives in memory first (FoundationNetworking's
/// data task) and is then written; resuming a cancelled download is not offered (`resumeData` is `nil`).
public final class DownloadRequest: Request, @unchecked Sendable {
    /// What to do at the destination.
    public struct Options: OptionSet, Sendable {
        /// Creates the destination's missing folders.
        public static let createIntermediateDirectories = Options(rawValue: 1 << 0)
        /// Removes a file already at the destination.
        public static let removePreviousFile = Options(rawValue: 1 << 1)

        /// The options' bits.
        public let rawValue: Int
        /// Options of `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
    }

    /// Where a downloaded file goes, given its temporary URL and the response.
    public typealias Destination = @Sendable (_ temporaryURL: URL, _ response: HTTPURLResponse) -> (destinationURL: URL, options: Options)

    /// A destination in `directory` named as the response suggests.
    public static func suggestedDownloadDestination(
        for directory: FileManager.SearchPathDirectory = .documentDirectory, in domain: FileManager.SearchPathDomainMask = .userDomainMask,
        options: Options = []
    ) -> Destination {
        { temporaryURL, response in
            let folder = FileManager.default.urls(for: directory, in: domain).first ?? temporaryURL.deletingLastPathComponent()
            let name = response.suggestedFilename ?? temporaryURL.lastPathComponent
            return (folder.appendingPathComponent(name), options)
        }
    }

    /// What the request is made from.
    public let convertible: any URLRequestConvertible
    /// Where the file goes.
    public let destination: Destination?

    private var downloadedFileURL: URL?

    /// The file the body was written to.
    public var fileURL: URL? { withState { _ in downloadedFileURL } }
    /// Data to resume with: always `nil` here.
    public var resumeData: Data? { nil }

    init(
        convertible: any URLRequestConvertible, session: Session, interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?,
        destination: Destination?
    ) {
        self.convertible = convertible
        self.destination = destination
        super.init(session: session, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    override func makeInitialURLRequest() throws -> URLRequest {
        try convertible.asURLRequest()
    }

    override func didReceive(data: Data?, response: HTTPURLResponse?) {
        super.didReceive(data: nil, response: response)
        guard let data, let response else { return }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("Alamofire_\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            recordError(.downloadedFileMoveFailed(error: error, source: temporary, destination: temporary))
            return
        }
        guard let destination else {
            withState { _ in downloadedFileURL = temporary }
            return
        }
        let (target, options) = destination(temporary, response)
        do {
            if options.contains(.removePreviousFile), FileManager.default.fileExists(atPath: target.path) {
                try FileManager.default.removeItem(at: target)
            }
            if options.contains(.createIntermediateDirectories) {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try FileManager.default.moveItem(at: temporary, to: target)
            withState { _ in downloadedFileURL = target }
        } catch {
            self.recordError(.downloadedFileMoveFailed(error: error, source: temporary, destination: target))
        }
    }

    private func recordError(_ error: AFError) {
        withState { $0.error = error }
    }

    /// Calls `completionHandler` on `queue` with the file's URL, or the request's error.
    @discardableResult
    @preconcurrency
    public func response(queue: DispatchQueue = .main, completionHandler: @escaping @Sendable (AFDownloadResponse<URL?>) -> Void) -> Self {
        appendResponseHandler { [self] in
            let (request, response, error) = withState { ($0.requests.last, $0.httpResponse, $0.error) }
            let fileURL = self.fileURL
            let result: AFResult<URL?> = error.map { .failure($0) } ?? .success(fileURL)
            let downloadResponse = DownloadResponse(
                request: request, response: response, fileURL: fileURL, resumeData: nil, metrics: nil, serializationDuration: 0,
                result: result)
            deliver(downloadResponse, on: queue, to: completionHandler)
        }
        return self
    }

    /// Calls `completionHandler` on `queue` with what `responseSerializer` makes of the file.
    @discardableResult
    @preconcurrency
    public func response<Serializer: DownloadResponseSerializerProtocol>(
        queue: DispatchQueue = .main, responseSerializer: Serializer,
        completionHandler: @escaping @Sendable (AFDownloadResponse<Serializer.SerializedObject>) -> Void
    ) -> Self {
        appendResponseHandler { [self] in
            let (request, response, error) = withState { ($0.requests.last, $0.httpResponse, $0.error) }
            let fileURL = self.fileURL
            let result: AFResult<Serializer.SerializedObject>
            do {
                result = .success(
                    try responseSerializer.serializeDownload(request: request, response: response, fileURL: fileURL, error: error))
            } catch {
                result = .failure(error.asAFError(or: .responseSerializationFailed(reason: .customSerializationFailed(error: error))))
            }
            let downloadResponse = DownloadResponse(
                request: request, response: response, fileURL: fileURL, resumeData: nil, metrics: nil, serializationDuration: 0,
                result: result)
            deliver(downloadResponse, on: queue, to: completionHandler)
        }
        return self
    }

    /// Calls `completionHandler` on `queue` with the file's URL.
    @discardableResult
    @preconcurrency
    public func responseURL(queue: DispatchQueue = .main, completionHandler: @escaping @Sendable (AFDownloadResponse<URL>) -> Void) -> Self
    {
        response(queue: queue, responseSerializer: URLResponseSerializer(), completionHandler: completionHandler)
    }

    /// Calls `completionHandler` on `queue` with the file's bytes.
    @discardableResult
    @preconcurrency
    public func responseData(queue: DispatchQueue = .main, completionHandler: @escaping @Sendable (AFDownloadResponse<Data>) -> Void)
        -> Self
    {
        response(queue: queue, responseSerializer: DataResponseSerializer(), completionHandler: completionHandler)
    }

    /// Calls `completionHandler` on `queue` with the file decoded as `type`.
    @discardableResult
    @preconcurrency
    public func responseDecodable<Value: Decodable & Sendable>(
        of type: Value.Type = Value.self, queue: DispatchQueue = .main, decoder: any DataDecoder = JSONDecoder(),
        completionHandler: @escaping @Sendable (AFDownloadResponse<Value>) -> Void
    ) -> Self {
        response(
            queue: queue, responseSerializer: DecodableResponseSerializer<Value>(decoder: decoder), completionHandler: completionHandler)
    }
}

/// The downloaded file's URL, as Alamofire's `URLResponseSerializer`.
public struct URLResponseSerializer: DownloadResponseSerializerProtocol {
    /// A serializer.
    public init() {}

    /// The file's URL, or the request's error.
    public func serializeDownload(request: URLRequest?, response: HTTPURLResponse?, fileURL: URL?, error: (any Error)?) throws -> URL {
        if let error { throw error }
        guard let fileURL else { throw AFError.responseSerializationFailed(reason: .inputFileNil) }
        return fileURL
    }
}
