import Foundation

/// What decodes a value from a top-level representation, as Combine's `TopLevelDecoder`: the
/// decoder ``Publisher/decode(type:decoder:)`` takes (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder<Input> {
    /// What it decodes from (`Data` for Foundation's decoders).
    associatedtype Input

    /// The value of `type` that `from` holds.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// What encodes a value into a top-level representation, as Combine's `TopLevelEncoder`: the
/// encoder ``Publisher/encode(encoder:)`` takes (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder<Output> {
    /// What it encodes into (`Data` for Foundation's encoders).
    associatedtype Output

    /// `value`, encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// The publisher of ``Publisher/decode(type:decoder:)``.
    public typealias Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder> = Steps<Upstream, Output, any Error>
    /// The publisher of ``Publisher/encode(encoder:)``.
    public typealias Encode<Upstream: Publisher, Coder: TopLevelEncoder> = Steps<Upstream, Coder.Output, any Error>
}

extension Publisher {
    /// Each value decoded into `type` by `decoder`; a value that does not decode ends the stream
    /// with the decoder's error (a `DecodingError`), and so does the upstream's failure.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Steps(upstream: self) { .throwing { .send(try decoder.decode(type, from: $0)) } }
    }
}

extension Publisher where Output: Encodable {
    /// Each value encoded by `encoder`; a value that does not encode ends the stream with the
    /// encoder's error (an `EncodingError`).
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Steps(upstream: self) { .throwing { .send(try encoder.encode($0)) } }
    }
}
