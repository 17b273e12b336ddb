/// How prominent a view hierarchy is, as SwiftUI's `Prominence`: section headers set to
/// ``increased`` draw larger and bolder (see ``View/headerProminence(_:)``).
public enum Prominence: Sendable, Hashable {
    /// The standard prominence.
    case standard
    /// An increased prominence (not every view reacts to it; section headers do).
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
    /// The prominence of the section headers inside, as SwiftUI's
    /// `EnvironmentValues.headerProminence` (`.standard` by default).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers inside, as SwiftUI's `headerProminence(_:)`.
    /// An ``Prominence/increased`` header draws in Title 3 bold, in the label colour and not
    /// uppercased, in every list style, where a standard inset-grouped header is a small
    /// uppercased grey caption.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
