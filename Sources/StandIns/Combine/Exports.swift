// `import Combine` on Linux: NapkinCombine under Apple's module name, so a view model file that
// imports only Combine declares the same `ObservableObject` that NapkinUI's `@StateObject` takes.
@_exported import NapkinCombine

// And URLSession, whose `dataTaskPublisher(for:)` NapkinCombine adds: on iOS a file that imports
// Foundation and Combine has both, and Linux's Foundation keeps the networking classes in
// FoundationNetworking (what the AppleImports plugin re-exports too).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
