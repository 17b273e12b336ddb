import Foundation

// Apple's Foundation has PersonNameComponents.FormatStyle; swift-corelibs-foundation does not.
#if os(Linux)

extension PersonNameComponents {
    /// Writes a person's name, as Foundation's `PersonNameComponents.FormatStyle` (which
    /// swift-corelibs-foundation does not have): `name.formatted(.name(style: .abbreviated))`.
    ///
    /// The rules are those Apple documents for English, where the given name comes first; every
    /// locale gets them (a family-first order, as Chinese or Japanese write names, is not
    /// applied). For Dr. Thomas Louis Clark Esq., called Tom:
    /// - ``Style-swift.enum/long``: every part but the nickname, "Dr. Thomas Louis Clark Esq.";
    /// - ``Style-swift.enum/medium`` (the default): given and family name, "Thomas Clark";
    /// - ``Style-swift.enum/short``: the nickname, else the given name, "Tom";
    /// - ``Style-swift.enum/abbreviated``: the initials of the given and family names, "TC".
    /// A style whose parts are all missing falls back to the next longer one, then to the
    /// nickname, so a name with only a family name still reads.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable, CaseIterable {
            /// The shortened form: the nickname, else the given name.
            case short = 1
            /// Given and family name.
            case medium = 2
            /// Every part but the nickname.
            case long = 3
            /// The initials of the given and family names.
            case abbreviated = 4
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale (kept for Foundation's signature; English rules are applied).
        public var locale: Locale

        /// A style writing `style` for `locale`.
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The same style for `locale`.
        public func locale(_ locale: Locale) -> FormatStyle {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The name written in this style.
        public func format(_ value: PersonNameComponents) -> String {
            let parts = [value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix]
            func joined(_ names: [String?]) -> String {
                names.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
            }
            let long = joined(parts)
            let medium = joined([value.givenName, value.familyName])
            let nickname = joined([value.nickname])
            switch style {
            case .long:
                return long.isEmpty ? nickname : long
            case .medium:
                return medium.isEmpty ? (long.isEmpty ? nickname : long) : medium
            case .short:
                if !nickname.isEmpty { return nickname }
                let given = joined([value.givenName])
                return given.isEmpty ? (medium.isEmpty ? long : medium) : given
            case .abbreviated:
                let initials = [value.givenName, value.familyName].compactMap { name in
                    name?.trimmingCharacters(in: .whitespaces).first.map(String.init)
                }
                if !initials.isEmpty { return initials.joined() }
                return (joined([value.middleName]).first ?? nickname.first).map(String.init) ?? ""
            }
        }
    }

    /// The name in the default style (``FormatStyle/Style-swift.enum/medium``): "Thomas Clark".
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The name written by `style`: `name.formatted(.name(style: .short))`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A style writing a name in `style`: `.name(style: .abbreviated)`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif
