// `import NapkinUI` brings ObservableObject, @Published and the publishers with it, as
// `import SwiftUI` brings Combine's on Apple platforms; a file that imports the opt-in `Combine`
// product instead sees the same types (it re-exports NapkinCombine too).
@_exported import NapkinCombine
