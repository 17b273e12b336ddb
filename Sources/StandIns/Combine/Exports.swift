// `import Combine` on Linux: NapkinCombine under Apple's module name, so a view model file that
// imports only Combine declares the same `ObservableObject` that NapkinUI's `@StateObject` takes.
@_exported import NapkinCombine
