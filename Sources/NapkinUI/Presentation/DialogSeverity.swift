/// How severe a dialog is, as SwiftUI's `DialogSeverity` (iOS 17): macOS marks a critical one with a caution icon;
/// iOS draws every severity alike.
public struct DialogSeverity: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, standard, critical }
    let kind: Kind

    /// The platform's choice.
    public static let automatic = DialogSeverity(kind: .automatic)
    /// An ordinary dialog.
    public static let standard = DialogSeverity(kind: .standard)
    /// A dialog about something that can destroy data.
    public static let critical = DialogSeverity(kind: .critical)
}

extension View {
    /// Sets the icon of the dialogs presented inside, as SwiftUI's `dialogIcon(_:)` (iOS 17). Apple documents that
    /// it shows on macOS and watchOS and has no effect on other platforms: an iPhone's alert and confirmation dialog
    /// draw no icon, and neither does NapkinUI's.
    public func dialogIcon(_ icon: Image?) -> some View { self }

    /// Sets the severity of the dialogs presented inside, as SwiftUI's `dialogSeverity(_:)` (iOS 17); an iPhone draws
    /// every severity alike (a destructive button's role is what turns it red).
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }
}
