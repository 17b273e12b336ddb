import Foundation
import NapkinCombine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data request's response as a Combine publisher, as Alamofire's `DataResponsePublisher`: one
/// `DataResponse`, then finished. Subscribing adds the response handler (which resumes the request
/// when the session starts requests immediately); each subscriber gets the same response.
public struct DataResponsePublisher<Value>: Publisher {
    /// The response.
    public typealias Output = DataResponse<Value, AFError>
    /// Never fails: a failed request is a response whose result is the failure.
    public typealias Failure = Never

    private let start: @Sendable (@escaping @Sendable (Output) -> Void) -> Void

    init(start: @escaping @Sendable (@escaping @Sendable (Output) -> Void) -> Void) {
        self.start = start
    }

    /// Adds the response handler and sends its response to `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let start = start
        Deferred {
            Future<Output, Never> { promise in
                let fulfil = HandOver(value: promise)
                start { response in fulfil.value(.success(response)) }
            }
        }
        .receive(subscriber: subscriber)
    }

    /// The response's result.
    public func result() -> AnyPublisher<Result<Value, AFError>, Never> {
        map(\.result).eraseToAnyPublisher()
    }

    /// The response's value; a failed request fails the publisher with its ``AFError``.
    public func value() -> AnyPublisher<Value, AFError> {
        setFailureType(to: AFError.self)
            .flatMap { response -> AnyPublisher<Value, AFError> in
                switch response.result {
                case .success(let value): Just(value).setFailureType(to: AFError.self).eraseToAnyPublisher()
                case .failure(let error): Fail(error: error).eraseToAnyPublisher()
                }
            }
            .eraseToAnyPublisher()
    }
}

extension DataRequest {
    /// The response serialized by `serializer`, as a publisher delivering on `queue`.
    public func publishResponse<Serializer: ResponseSerializer>(using serializer: Serializer, on queue: DispatchQueue = .main)
        -> DataResponsePublisher<Serializer.SerializedObject>
    {
        DataResponsePublisher { done in self.response(queue: queue, responseSerializer: serializer, completionHandler: done) }
    }

    /// The body as `Data`, as a publisher.
    public func publishData(queue: DispatchQueue = .main) -> DataResponsePublisher<Data> {
        publishResponse(using: DataResponseSerializer(), on: queue)
    }

    /// The body as text, as a publisher.
    public func publishString(queue: DispatchQueue = .main, encoding: String.Encoding? = nil) -> DataResponsePublisher<String> {
        publishResponse(using: StringResponseSerializer(encoding: encoding), on: queue)
    }

    /// The body decoded as `type`, as a publisher: `AF.request(url).publishDecodable(type: [Post].self).value()`.
    public func publishDecodable<T: Decodable>(
        type: T.Type = T.self, queue: DispatchQueue = .main, decoder: any DataDecoder = JSONDecoder()
    )
        -> DataResponsePublisher<T>
    {
        publishResponse(using: DecodableResponseSerializer<T>(decoder: decoder), on: queue)
    }

    /// The body as received, as a publisher.
    public func publishUnserialized(queue: DispatchQueue = .main) -> DataResponsePublisher<Data?> {
        DataResponsePublisher { done in self.response(queue: queue, completionHandler: done) }
    }
}
