import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension DataRequest {
    /// Calls `completionHandler` on `queue` with the body as received, or the request's error.
    @discardableResult
    @preconcurrency
    public func response(queue: DispatchQueue = .main, completionHandler: @escaping @Sendable (AFDataResponse<Data?>) -> Void) -> Self {
        appendResponseHandler { [self] in
            let (request, response, data, error) = withState { ($0.requests.last, $0.httpResponse, $0.data, $0.error) }
            let result: AFResult<Data?> = error.map { .failure($0) } ?? .success(data)
            let dataResponse = DataResponse(
                request: request, response: response, data: data, metrics: nil, serializationDuration: 0, result: result)
            owningSessionMonitor?.request(self, didParseResponse: dataResponse)
            deliver(dataResponse, on: queue, to: completionHandler)
        }
        return self
    }

    /// Calls `completionHandler` on `queue` with what `responseSerializer` makes of the response.
    @discardableResult
    @preconcurrency
    public func response<Serializer: DataResponseSerializerProtocol>(
        queue: DispatchQueue = .main, responseSerializer: Serializer,
        completionHandler: @escaping @Sendable (AFDataResponse<Serializer.SerializedObject>) -> Void
    ) -> Self {
        let monitor = owningSessionMonitor
        appendResponseHandler { [self] in
            let (request, response, data, error) = withState { ($0.requests.last, $0.httpResponse, $0.data, $0.error) }
            let start = DispatchTime.now()
            let result: AFResult<Serializer.SerializedObject>
            do {
                result = .success(try responseSerializer.serialize(request: request, response: response, data: data, error: error))
            } catch {
                result = .failure(error.asAFError(or: .responseSerializationFailed(reason: .customSerializationFailed(error: error))))
            }
            let duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000
            let dataResponse = DataResponse(
                request: request, response: response, data: data, metrics: nil, serializationDuration: duration, result: result)
            monitor?.request(self, didParseResponse: dataResponse)
            deliver(dataResponse, on: queue, to: completionHandler)
        }
        return self
    }

    /// Calls `completionHandler` on `queue` with the body as `Data` (empty for `HEAD`, 204 and 205).
    @discardableResult
    @preconcurrency
    public func responseData(
        queue: DispatchQueue = .main, dataPreprocessor: any DataPreprocessor = DataResponseSerializer.defaultDataPreprocessor,
        emptyResponseCodes: Set<Int> = DataResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = DataResponseSerializer.defaultEmptyRequestMethods,
        completionHandler: @escaping @Sendable (AFDataResponse<Data>) -> Void
    ) -> Self {
        response(
            queue: queue,
            responseSerializer: DataResponseSerializer(
                dataPreprocessor: dataPreprocessor, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods),
            completionHandler: completionHandler)
    }

    /// Calls `completionHandler` on `queue` with the body as text (in `encoding`, else the
    /// response's charset, else ISO Latin 1).
    @discardableResult
    @preconcurrency
    public func responseString(
        queue: DispatchQueue = .main, dataPreprocessor: any DataPreprocessor = StringResponseSerializer.defaultDataPreprocessor,
        encoding: String.Encoding? = nil, emptyResponseCodes: Set<Int> = StringResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = StringResponseSerializer.defaultEmptyRequestMethods,
        completionHandler: @escaping @Sendable (AFDataResponse<String>) -> Void
    ) -> Self {
        response(
            queue: queue,
            responseSerializer: StringResponseSerializer(
                dataPreprocessor: dataPreprocessor, encoding: encoding, emptyResponseCodes: emptyResponseCodes,
                emptyRequestMethods: emptyRequestMethods),
            completionHandler: completionHandler)
    }

    /// Calls `completionHandler` on `queue` with the body as a `JSONSerialization` object
    /// (deprecated upstream as here: decode with `responseDecodable`).
    @available(*, deprecated, message: "Alamofire 6 removes responseJSON: decode with responseDecodable(of:).")
    @discardableResult
    @preconcurrency
    public func responseJSON(
        queue: DispatchQueue = .main, dataPreprocessor: any DataPreprocessor = JSONResponseSerializer.defaultDataPreprocessor,
        emptyResponseCodes: Set<Int> = JSONResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = JSONResponseSerializer.defaultEmptyRequestMethods,
        options: JSONSerialization.ReadingOptions = .allowFragments, completionHandler: @escaping @Sendable (AFDataResponse<Any>) -> Void
    ) -> Self {
        response(
            queue: queue,
            responseSerializer: JSONResponseSerializer(
                dataPreprocessor: dataPreprocessor, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods,
                options: options),
            completionHandler: completionHandler)
    }

    /// Calls `completionHandler` on `queue` with the body decoded as `type` (by `decoder`, a
    /// `JSONDecoder` unless given); a failed validation, a transport error or a decoding error
    /// comes as the failure.
    @discardableResult
    @preconcurrency
    public func responseDecodable<Value: Decodable & Sendable>(
        of type: Value.Type = Value.self, queue: DispatchQueue = .main,
        dataPreprocessor: any DataPreprocessor = DecodableResponseSerializer<Value>.defaultDataPreprocessor,
        decoder: any DataDecoder = JSONDecoder(),
        emptyResponseCodes: Set<Int> = DecodableResponseSerializer<Value>.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = DecodableResponseSerializer<Value>.defaultEmptyRequestMethods,
        completionHandler: @escaping @Sendable (AFDataResponse<Value>) -> Void
    ) -> Self {
        response(
            queue: queue,
            responseSerializer: DecodableResponseSerializer<Value>(
                dataPreprocessor: dataPreprocessor, decoder: decoder, emptyResponseCodes: emptyResponseCodes,
                emptyRequestMethods: emptyRequestMethods),
            completionHandler: completionHandler)
    }

    var owningSessionMonitor: CompositeEventMonitor? { owningSession?.eventMonitor }
}
