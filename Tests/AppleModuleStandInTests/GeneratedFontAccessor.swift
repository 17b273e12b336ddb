// A font accessor in the shape code generators write: its SwiftUI member exists only where
// SwiftUI can be imported, and names SwiftUI's type by the module.
import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

struct GeneratedFontAccessor {
    let name: String

    #if canImport(SwiftUI)
    func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
        SwiftUI.Font.custom(name, size: size)
    }
    #endif
}
