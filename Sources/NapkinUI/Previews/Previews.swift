/// A type that produces previews of views, as SwiftUI's `PreviewProvider`. NapkinUI renders
/// them: `Window(previewing: ContentView_Previews.self)` hosts `previews`, and
/// `assertSnapshot(of: ContentView_Previews.previews, as: .image)` snapshots them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (accepted; NapkinUI draws iOS).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform for previews, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// A device named for previews, as SwiftUI's `PreviewDevice` (`"iPhone 13 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Hashable {
    /// The whole device.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: Double, height: Double)
}

/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait` (accepted).
public struct PreviewTrait<T>: Sendable {
    let name: String
}

/// The kind of value a `#Preview` trait applies to.
public enum Preview {
    /// Views.
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view's own size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// Landscape.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    /// Portrait.
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}

/// Declares a preview of the view built by `body`, as SwiftUI's `#Preview`. NapkinUI's
/// compiler plugin (no swift-syntax needed) expands it to a uniquely named
/// ``PreviewProvider`` whose `previews` is `body`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "NapkinPreviewMacros", type: "PreviewMacro")

/// Declares a preview with traits (accepted).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "NapkinPreviewMacros", type: "PreviewMacro")

extension View {
    /// Accepted for source compatibility: previews render on the window's device.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    /// Accepted for source compatibility.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// Accepted for source compatibility.
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// Accepted for source compatibility.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// An orientation for previews, as SwiftUI's `InterfaceOrientation` (accepted).
public enum InterfaceOrientation: Sendable, Hashable {
    /// Portrait.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Landscape, home button left.
    case landscapeLeft
    /// Landscape, home button right.
    case landscapeRight
}

extension Window {
    /// A window showing `provider`'s previews on `device`, ready to render.
    public convenience init<Provider: PreviewProvider>(previewing provider: Provider.Type, device: Device = .iPhone13Pro) {
        self.init(device: device)
        rootViewController = HostingController(rootView: provider.previews)
    }
}
