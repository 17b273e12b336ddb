import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data request's serialized response for `async` code, as Alamofire's `DataTask`:
/// `try await task.value`, `await task.result`, `await task.response`.
public struct DataTask<Value: Sendable>: Sendable {
    /// The whole response.
    public var response: AFDataResponse<Value> {
        get async {
            if shouldAutomaticallyCancel {
                return await withTaskCancellationHandler {
                    await task.value
                } onCancel: {
                    cancel()
                }
            }
            return await task.value
        }
    }

    /// The value or the error.
    public var result: AFResult<Value> {
        get async { await response.result }
    }

    /// The value; throws the ``AFError``.
    public var value: Value {
        get async throws { try await result.get() }
    }

    private let request: DataRequest
    private let task: Task<AFDataResponse<Value>, Never>
    private let shouldAutomaticallyCancel: Bool

    fileprivate init(request: DataRequest, task: Task<AFDataResponse<Value>, Never>, shouldAutomaticallyCancel: Bool) {
        self.request = request
        self.task = task
        self.shouldAutomaticallyCancel = shouldAutomaticallyCancel
    }

    /// Cancels the request and the task awaiting it.
    public func cancel() {
        task.cancel()
        request.cancel()
    }

    /// Resumes the request.
    public func resume() {
        request.resume()
    }

    /// Suspends the request.
    public func suspend() {
        request.suspend()
    }
}

/// A download request's serialized response for `async` code, as Alamofire's `DownloadTask`.
public struct DownloadTask<Value: Sendable>: Sendable {
    /// The whole response.
    public var response: AFDownloadResponse<Value> {
        get async { await task.value }
    }

    /// The value or the error.
    public var result: AFResult<Value> {
        get async { await response.result }
    }

    /// The value; throws the ``AFError``.
    public var value: Value {
        get async throws { try await result.get() }
    }

    private let request: DownloadRequest
    private let task: Task<AFDownloadResponse<Value>, Never>

    fileprivate init(request: DownloadRequest, task: Task<AFDownloadResponse<Value>, Never>) {
        self.request = request
        self.task = task
    }

    /// Cancels the request.
    public func cancel() {
        task.cancel()
        request.cancel()
    }
}

/// Where `async` serializations deliver before their continuations resume.
private let concurrencyQueue = DispatchQueue(label: "org.alamofire.concurrencyQueue", attributes: .concurrent)

extension DataRequest {
    /// The response serialized by `serializer`, for `await`.
    @preconcurrency
    public func serializingResponse<Serializer: ResponseSerializer>(
        using serializer: Serializer, automaticallyCancelling shouldAutomaticallyCancel: Bool = false
    )
        -> DataTask<Serializer.SerializedObject> where Serializer.SerializedObject: Sendable
    {
        let task = Task<AFDataResponse<Serializer.SerializedObject>, Never> {
            await withCheckedContinuation { continuation in
                self.response(queue: concurrencyQueue, responseSerializer: serializer) { continuation.resume(returning: $0) }
            }
        }
        return DataTask(request: self, task: task, shouldAutomaticallyCancel: shouldAutomaticallyCancel)
    }

    /// The body as `Data`, for `await`.
    @preconcurrency
    public func serializingData(
        automaticallyCancelling shouldAutomaticallyCancel: Bool = false,
        dataPreprocessor: any DataPreprocessor = DataResponseSerializer.defaultDataPreprocessor,
        emptyResponseCodes: Set<Int> = DataResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = DataResponseSerializer.defaultEmptyRequestMethods
    ) -> DataTask<Data> {
        serializingResponse(
            using: DataResponseSerializer(
                dataPreprocessor: dataPreprocessor, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods),
            automaticallyCancelling: shouldAutomaticallyCancel)
    }

    /// The body as text, for `await`.
    @preconcurrency
    public func serializingString(
        automaticallyCancelling shouldAutomaticallyCancel: Bool = false,
        dataPreprocessor: any DataPreprocessor = StringResponseSerializer.defaultDataPreprocessor, encoding: String.Encoding? = nil,
        emptyResponseCodes: Set<Int> = StringResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = StringResponseSerializer.defaultEmptyRequestMethods
    ) -> DataTask<String> {
        serializingResponse(
            using: StringResponseSerializer(
                dataPreprocessor: dataPreprocessor, encoding: encoding, emptyResponseCodes: emptyResponseCodes,
                emptyRequestMethods: emptyRequestMethods),
            automaticallyCancelling: shouldAutomaticallyCancel)
    }

    /// The body decoded as `type`, for `await`: `try await AF.request(url).serializingDecodable([Post].self).value`.
    @preconcurrency
    public func serializingDecodable<Value: Decodable & Sendable>(
        _ type: Value.Type = Value.self, automaticallyCancelling shouldAutomaticallyCancel: Bool = false,
        dataPreprocessor: any DataPreprocessor = DecodableResponseSerializer<Value>.defaultDataPreprocessor,
        decoder: any DataDecoder = JSONDecoder(),
        emptyResponseCodes: Set<Int> = DecodableResponseSerializer<Value>.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = DecodableResponseSerializer<Value>.defaultEmptyRequestMethods
    ) -> DataTask<Value> {
        serializingResponse(
            using: DecodableResponseSerializer<Value>(
                dataPreprocessor: dataPreprocessor, decoder: decoder, emptyResponseCodes: emptyResponseCodes,
                emptyRequestMethods: emptyRequestMethods),
            automaticallyCancelling: shouldAutomaticallyCancel)
    }
}

extension DownloadRequest {
    /// The downloaded file's URL, for `await`.
    public func serializingDownloadedFileURL() -> DownloadTask<URL> {
        serializingDownload(using: URLResponseSerializer())
    }

    /// The downloaded file as `Data`, for `await`.
    public func serializingData() -> DownloadTask<Data> {
        serializingDownload(using: DataResponseSerializer())
    }

    /// The downloaded file decoded as `type`, for `await`.
    @preconcurrency
    public func serializingDecodable<Value: Decodable & Sendable>(_ type: Value.Type = Value.self, decoder: any DataDecoder = JSONDecoder())
        -> DownloadTask<Value>
    {
        serializingDownload(using: DecodableResponseSerializer<Value>(decoder: decoder))
    }

    /// The download serialized by `serializer`, for `await`.
    public func serializingDownload<Serializer: DownloadResponseSerializerProtocol>(using serializer: Serializer) -> DownloadTask<
        Serializer.SerializedObject
    > where Serializer.SerializedObject: Sendable {
        let task = Task<AFDownloadResponse<Serializer.SerializedObject>, Never> {
            await withCheckedContinuation { continuation in
                self.response(queue: concurrencyQueue, responseSerializer: serializer) { continuation.resume(returning: $0) }
            }
        }
        return DownloadTask(request: self, task: task)
    }
}
