extension View {
    /// Lets the lists and scroll views inside be pulled to refresh, as SwiftUI's
    /// `refreshable(action:)`. The spinner shows only while pulling, so a render (at rest)
    /// draws the content unchanged; `await window.pullToRefresh()` runs `action` and waits
    /// for it, and the content reads it as `@Environment(\.refresh)`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action)
        let withAction = EnvironmentModifiedView(content: self) { $0.refresh = refresh }
        return ModifiedView(content: withAction) { node, environment in
            RefreshControlNode(child: node, action: refresh, isEnabled: environment.isEnabled)
        }
    }
}

/// What pulling to refresh does, as SwiftUI's `RefreshAction`: call it (`await refresh()`)
/// to run it.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh of the `.refreshable` around this view, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// The refreshable content: reported as the refresh control a pull would trigger.
@MainActor
final class RefreshControlNode: WrapperNode {
    let action: RefreshAction
    let isEnabled: Bool

    init(child: LayoutNode, action: RefreshAction, isEnabled: Bool) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(child: child)
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        elements.append(
            InteractiveElement(kind: .refreshControl, label: "Refresh", frame: frame, isEnabled: isEnabled, action: .refresh(action)))
        super.collectElements(into: &elements)
    }

    override var kind: String? { "Refreshable" }
}
