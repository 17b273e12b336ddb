// `import NapkinUI` brings `@Observable` with it, as `import SwiftUI` does on Apple platforms,
// so view models written for SwiftUI compile with only their import changed.
@_exported import Observation
