// `import SwiftUI` on Linux, for a file kept exactly as it is on iOS: NapkinUI under SwiftUI's
// module name. It also answers what the import swap cannot: a scoped import
// (`import struct SwiftUI.Color`), and `#if canImport(SwiftUI)`, behind which code generators
// (SwiftGen, R.swift) put their SwiftUI accessors. A `SwiftUI.Font`-qualified name resolves
// either way, through NapkinUI's `SwiftUI` namespace.
@_exported import NapkinUI
