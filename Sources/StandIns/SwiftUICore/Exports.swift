// `import SwiftUICore` on Linux. Since iOS 18 SwiftUI's views, modifiers, state and shapes live in
// the SwiftUICore module that SwiftUI re-exports, and files written for it import it directly;
// here it is NapkinUI under that name, so such a file compiles as one importing SwiftUI does.
@_exported import NapkinUI
