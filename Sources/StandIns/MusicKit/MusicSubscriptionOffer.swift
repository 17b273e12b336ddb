import NapkinUI

/// The Apple Music subscription offer sheet, as MusicKit's `MusicSubscriptionOffer`: its options.
public enum MusicSubscriptionOffer {
    /// What the offer shows, as MusicKit's `MusicSubscriptionOffer.Options`.
    public struct Options: Hashable, Sendable {
        /// The offer's message, as MusicKit's `MusicSubscriptionOffer.MessageIdentifier`.
        public enum MessageIdentifier: Hashable, Sendable {
            /// "Add music".
            case addMusic
            /// "Connect Apple Music".
            case connect
            /// "Join Apple Music".
            case join
            /// "Play music".
            case playMusic
        }

        /// What the offer asks the person to do, as MusicKit's `MusicSubscriptionOffer.Action`.
        public enum Action: Hashable, Sendable {
            /// Subscribe.
            case subscribe
        }

        /// The offer's message.
        public var messageIdentifier: MessageIdentifier?
        /// An item the offer features.
        public var itemID: MusicItemID?
        /// What the offer asks.
        public var action: Action = .subscribe
        /// The affiliate token.
        public var affiliateToken: String?
        /// The campaign token.
        public var campaignToken: String?

        /// Options with nothing set.
        public init() {}

        /// The default options.
        public static let `default` = Options()
    }
}

extension View {
    /// Presents the Apple Music subscription offer while `isPresented` is true. There is no offer sheet on Linux:
    /// each presentation is recorded in ``SimulatedAppleMusic/subscriptionOffers``, `onLoadCompletion` hears that
    /// it loaded, and the sheet closes at once, as when the person closes it without subscribing (a test subscribes
    /// the person by setting ``SimulatedAppleMusic/subscription``).
    public func musicSubscriptionOffer(
        isPresented: Binding<Bool>, options: MusicSubscriptionOffer.Options = .default,
        onLoadCompletion: @escaping (Error?) -> Void = { _ in }
    ) -> some View {
        modifier(ClosedSubscriptionOffer(isPresented: isPresented, options: options, onLoadCompletion: onLoadCompletion))
    }
}

/// Records the presentation and closes the sheet.
private struct ClosedSubscriptionOffer: ViewModifier {
    @Binding var isPresented: Bool
    let options: MusicSubscriptionOffer.Options
    let onLoadCompletion: (Error?) -> Void

    func body(content: Content) -> some View {
        content
            .onAppear { if isPresented { present() } }
            .onChange(of: isPresented) { _, presented in if presented { present() } }
    }

    private func present() {
        SimulatedAppleMusic.shared.recordSubscriptionOffer(options)
        onLoadCompletion(nil)
        isPresented = false
    }
}
