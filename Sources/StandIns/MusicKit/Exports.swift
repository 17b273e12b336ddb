// MusicKit's values are Foundation's `Date`s, `URL`s and `TimeInterval`s, and `MusicDataRequest` takes a
// `URLRequest`: `import MusicKit` brings Foundation, as every Apple framework's Swift overlay does, and on Linux
// FoundationNetworking, where `URLRequest` and `HTTPURLResponse` live.
@_exported import Foundation

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
