import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data request's response with an error of ``AFError``.
public typealias AFDataResponse<Success> = DataResponse<Success, AFError>
/// A download request's response with an error of ``AFError``.
public typealias AFDownloadResponse<Success> = DownloadResponse<Success, AFError>

/// What a data request ended with, as Alamofire's `DataResponse`: the request sent, the HTTP
/// response, the body, and the serialized result.
public struct DataResponse<Success, Failure: Error> {
    /// The last request sent.
    public let request: URLRequest?
    /// The server's response, if one came.
    public let response: HTTPURLResponse?
    /// The body, if one came.
    public let data: Data?
    /// The task's metrics: `nil` on Linux, where FoundationNetworking does not collect them.
    public let metrics: URLSessionTaskMetrics?
    /// How long serializing took, in seconds.
    public let serializationDuration: TimeInterval
    /// The serialized value or the error.
    public let result: Result<Success, Failure>

    /// The value, on success.
    public var value: Success? { try? result.get() }
    /// The error, on failure.
    public var error: Failure? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// A response of the parts given.
    public init(
        request: URLRequest?, response: HTTPURLResponse?, data: Data?, metrics: URLSessionTaskMetrics?, serializationDuration: TimeInterval,
        result: Result<Success, Failure>
    ) {
        self.request = request
        self.response = response
        self.data = data
        self.metrics = metrics
        self.serializationDuration = serializationDuration
        self.result = result
    }

    /// The response with its value transformed.
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> DataResponse<NewSuccess, Failure> {
        DataResponse<NewSuccess, Failure>(
            request: request, response: response, data: data, metrics: metrics, serializationDuration: serializationDuration,
            result: result.map(transform))
    }

    /// The response with its value transformed by a function that may throw (its error becomes the failure).
    public func tryMap<NewSuccess>(_ transform: (Success) throws -> NewSuccess) -> DataResponse<NewSuccess, any Error> {
        let mapped: Result<NewSuccess, any Error> =
            switch result {
            case .success(let value): Result { try transform(value) }
            case .failure(let error): .failure(error)
            }
        return DataResponse<NewSuccess, any Error>(
            request: request, response: response, data: data, metrics: metrics, serializationDuration: serializationDuration, result: mapped
        )
    }

    /// The response with its error transformed.
    public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> DataResponse<Success, NewFailure> {
        DataResponse<Success, NewFailure>(
            request: request, response: response, data: data, metrics: metrics, serializationDuration: serializationDuration,
            result: result.mapError(transform))
    }
}

extension DataResponse: @unchecked Sendable where Success: Sendable, Failure: Sendable {}

extension DataResponse: CustomStringConvertible, CustomDebugStringConvertible {
    /// `SUCCESS: value` or `FAILURE: error`.
    public var description: String {
        switch result {
        case .success(let value): "success: \(value)"
        case .failure(let error): "failure: \(error)"
        }
    }

    /// The request, the response's status and headers, the body's size and the result.
    public var debugDescription: String {
        let requestLine = request.map { "\($0.httpMethod ?? "GET") \($0.url?.absoluteString ?? "")" } ?? "none"
        let responseLine = response.map { "status \($0.statusCode), headers: \($0.headers.dictionary)" } ?? "none"
        return """
            [Request]: \(requestLine)
            [Response]: \(responseLine)
            [Data]: \(data.map { "\($0.count) bytes" } ?? "none")
            [Serialization duration]: \(serializationDuration)s
            [Result]: \(description)
            """
    }
}

/// What a download request ended with, as Alamofire's `DownloadResponse`: the file it was written to.
public struct DownloadResponse<Success, Failure: Error> {
    /// The last request sent.
    public let request: URLRequest?
    /// The server's response, if one came.
    public let response: HTTPURLResponse?
    /// Where the body was written.
    public let fileURL: URL?
    /// Data to resume a cancelled download with: always `nil` here.
    public let resumeData: Data?
    /// The task's metrics: `nil` on Linux.
    public let metrics: URLSessionTaskMetrics?
    /// How long serializing took, in seconds.
    public let serializationDuration: TimeInterval
    /// The serialized value or the error.
    public let result: Result<Success, Failure>

    /// The value, on success.
    public var value: Success? { try? result.get() }
    /// The error, on failure.
    public var error: Failure? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// A response of the parts given.
    public init(
        request: URLRequest?, response: HTTPURLResponse?, fileURL: URL?, resumeData: Data?, metrics: URLSessionTaskMetrics?,
        serializationDuration: TimeInterval, result: Result<Success, Failure>
    ) {
        self.request = request
        self.response = response
        self.fileURL = fileURL
        self.resumeData = resumeData
        self.metrics = metrics
        self.serializationDuration = serializationDuration
        self.result = result
    }
}

extension DownloadResponse: @unchecked Sendable where Success: Sendable, Failure: Sendable {}
