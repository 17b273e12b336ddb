import Foundation
internal import Raster

/// The background of a configured view, as UIKit's `UIBackgroundConfiguration`, as far as a
/// button configuration's ``UIButton/Configuration/background`` reaches it: its colour, corners
/// and stroke.
public struct UIBackgroundConfiguration: Sendable {
    /// The fill; `nil` takes the button style's.
    public var backgroundColor: UIColor?
    /// The corner radius, used by a ``UIButton/Configuration/CornerStyle/fixed`` corner style.
    public var cornerRadius: CGFloat = 0
    /// The outline's colour; `nil` for none.
    public var strokeColor: UIColor?
    /// The outline's width.
    public var strokeWidth: CGFloat = 0
    /// The image behind the content (kept: not drawn).
    public var image: UIImage?

    /// A background with nothing set.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
    /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15): a style (``plain()``,
    /// ``tinted()``, ``gray()``, ``filled()`` and their bordered names) and its title, subtitle,
    /// image, colours, size, insets and corners.
    public struct Configuration: Sendable {
        /// The button's size: its title's font and its padding, as UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable, Hashable {
            /// The smallest: footnote text.
            case mini
            /// Small: subheadline text.
            case small
            /// Medium (the default): body text.
            case medium
            /// Large: body text, more padding.
            case large
        }

        /// How round the background's corners are, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable, Hashable {
            /// The background's own ``UIBackgroundConfiguration/cornerRadius``.
            case fixed = -1
            /// As the button's size says (8 points for a medium button, as SwiftUI's bordered buttons).
            case dynamic = 0
            /// Slightly rounded (4 points).
            case small = 1
            /// Rounded (8 points).
            case medium = 2
            /// Very rounded (12 points).
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// How the title and subtitle line up, as UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable, Hashable {
            /// Centred, or leading when there is a subtitle.
            case automatic
            /// At the start of a line.
            case leading
            /// Centred.
            case center
            /// At the end of a line.
            case trailing
        }

        /// Which style the configuration was made as.
        enum Style: Sendable, Hashable {
            case plain, tinted, gray, filled
        }

        let style: Style

        /// The title.
        public var title: String?
        /// A styled title (its characters are drawn in the configuration's font and colour).
        public var attributedTitle: AttributedString?
        /// The line under the title, in subheadline text.
        public var subtitle: String?
        /// The image, beside the title.
        public var image: UIImage?
        /// Which side of the title the image is on (`.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title (0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up.
        public var titleAlignment: TitleAlignment = .automatic
        /// The title's and image's colour; `nil`: the style's (the tint, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The background's colour; `nil`: the style's (the tint for filled, the tint at 15 % for tinted).
        public var baseBackgroundColor: UIColor?
        /// The background's settings.
        public var background = UIBackgroundConfiguration()
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size, which sets the title's font and the padding.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        /// The space between the background's edges and the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Whether a spinner replaces the image.
        public var showsActivityIndicator = false
        /// Whether the button is drawn as selected (kept).
        public var isSelected = false

        init(style: Style) {
            self.style = style
        }

        /// A title in the tint colour, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A title in the tint colour on the tint at 15 %.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A title in the tint colour on the grey system fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A white title on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style under its older name.
        public static func borderless() -> Configuration { plain() }
        /// The gray style under its older name.
        public static func bordered() -> Configuration { gray() }
        /// The tinted style under its older name.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The filled style under its older name.
        public static func borderedProminent() -> Configuration { filled() }

        /// The insets UIKit gives a size (SwiftUI's bordered buttons' padding).
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            let metrics = BorderedButtonMetrics(size.controlSize)
            let vertical = CGFloat(metrics.vertical), horizontal = CGFloat(metrics.horizontal)
            return NSDirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        }

        /// The title's font and the dynamic corners of the size.
        var metrics: (titleFont: Font, cornerRadius: Double) {
            let metrics = BorderedButtonMetrics(buttonSize.controlSize)
            return (metrics.font ?? .body, metrics.cornerRadius)
        }

        /// The corner radius for a background `height` tall.
        func cornerRadius(height: Double, metrics: (titleFont: Font, cornerRadius: Double)) -> Double {
            switch cornerStyle {
            case .fixed: Double(background.cornerRadius)
            case .dynamic: metrics.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// Where the title and subtitle line up.
        var textAlignment: NSTextAlignment {
            switch titleAlignment {
            case .automatic: subtitle == nil ? .center : .natural
            case .leading: .natural
            case .center: .center
            case .trailing: .right
            }
        }

        /// The foreground and background of the style, `tint` its colour; a disabled button's are
        /// SwiftUI's disabled bordered colours (tertiary label on the tertiary fill).
        @MainActor
        func resolvedColors(tint: UIColor, isEnabled: Bool) -> (foreground: UIColor, background: UIColor?) {
            guard isEnabled else {
                return (.tertiaryLabel, style == .plain ? nil : .tertiarySystemFill)
            }
            let base = baseBackgroundColor ?? background.backgroundColor
            switch style {
            case .plain:
                return (baseForegroundColor ?? tint, base)
            case .tinted:
                return (
                    baseForegroundColor ?? baseBackgroundColor ?? tint,
                    background.backgroundColor ?? (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
                )
            case .gray:
                return (baseForegroundColor ?? tint, base ?? .tertiarySystemFill)
            case .filled:
                return (baseForegroundColor ?? .white, base ?? tint)
            }
        }
    }
}

extension UIButton.Configuration.Size {
    /// The SwiftUI control size of the same metrics.
    var controlSize: ControlSize {
        switch self {
        case .mini: .mini
        case .small: .small
        case .medium: .regular
        case .large: .large
        }
    }
}
