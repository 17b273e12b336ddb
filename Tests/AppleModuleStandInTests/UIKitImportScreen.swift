// A view file as an iOS app keeps it: `import UIKit` as written, and a UIKit helper behind `#if canImport(UIKit)`
// that must be compiled (on iOS it is; a Linux build that left it out would not call it).
import UIKit

#if canImport(UIKit)
/// The app's colour for a streak: UIKit's system colours, as the app's helper picks them.
func streakColor(days: Int) -> UIColor {
    days >= 7 ? .systemOrange : .secondaryLabel
}
let uiKitHelperCompiled = true
#else
let uiKitHelperCompiled = false
#endif

struct StreakBadge: View {
    let days: Int

    var body: some View {
        Label("\(days) days", systemImage: "flame.fill")
            .foregroundStyle(Color(uiColor: streakColor(days: days)))
    }
}
