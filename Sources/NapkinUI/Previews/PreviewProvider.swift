/// A type that produces previews of views, as SwiftUI's `PreviewProvider`.
///
/// NapkinUI finds every provider linked into a binary (``PreviewRegistry``) and splits its
/// `previews` into one preview per top-level view (the views of a `Group` or of the builder
/// itself), each with the settings its `previewDisplayName`, `previewLayout`, `previewDevice`
/// and `previewInterfaceOrientation` modifiers give it. `Window(previewing: ContentView_Previews.self)`
/// hosts all of `previews` at once.
///
/// Optimised builds drop a `private` or `fileprivate` provider that nothing references (with
/// the record NapkinUI finds it by): in `-c release` runs only internal and public providers
/// are found. `#Preview` has no such limit.
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

extension Window {
    /// A window showing all of `provider`'s previews at once on `device`, ready to render.
    public convenience init<Provider: PreviewProvider>(previewing provider: Provider.Type, device: Device = .iPhone13Pro) {
        self.init(device: device)
        rootViewController = HostingController(rootView: provider.previews)
    }
}
