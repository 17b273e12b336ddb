import NapkinUI

/// The background tint a Live Activity's view asks for, handed up to the banner that draws it.
struct ActivityBackgroundTintKey: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// The background of the Live Activity's Lock Screen banner (the system's material when `nil`).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }

    /// The colour of the system's buttons beside the Live Activity (its dismiss button): nothing is drawn beside
    /// napkin's banner, so the view draws as written.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

/// A Live Activity's Lock Screen presentation drawn as the Lock Screen draws it (a napkin addition): the content
/// 358 points wide, as tall as it needs up to 160 points (the Lock Screen's most; taller content is cut), on the
/// tint its view asks for with `activityBackgroundTint` or the system's light or dark material, clipped to a
/// banner with continuous 22-point corners. The 160-point height is Apple's (Human Interface Guidelines, Live
/// Activities); the width (the 390-point screen less 16 points either side) and the corner radius are measured by
/// eye from iPhone 13 Pro screenshots, where Apple gives no figure for that phone.
public struct LiveActivityLockScreenView<Content: View>: View {
    /// The banner's width on napkin's device.
    public static var width: CGFloat { 358 }
    /// The banner's greatest height.
    public static var maximumHeight: CGFloat { 160 }

    let isStale: Bool
    let content: Content
    @State private var tint: Color?
    @Environment(\.colorScheme) private var colorScheme

    /// The banner around `content`.
    public init(isStale: Bool = false, @ViewBuilder content: () -> Content) {
        self.isStale = isStale
        self.content = content()
    }

    /// The view.
    public var body: some View {
        let material = colorScheme == .dark ? Color(white: 0.16, opacity: 0.9) : Color(white: 0.97, opacity: 0.9)
        content
            .frame(width: Self.width)
            .frame(maxHeight: Self.maximumHeight)
            .background(tint ?? material)
            .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
            .onPreferenceChange(ActivityBackgroundTintKey.self) { tint = $0 }
    }
}
