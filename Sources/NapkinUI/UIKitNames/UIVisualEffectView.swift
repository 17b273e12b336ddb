internal import Raster

/// What a ``UIVisualEffectView`` lays over what is behind it, as UIKit's `UIVisualEffect`: a
/// ``UIBlurEffect`` or a ``UIVibrancyEffect``. Effects are immutable.
open class UIVisualEffect: @unchecked Sendable {
    // Sound: the class and its subclasses keep only `let`s of immutable values.

    /// No effect: a visual effect view with it shows only its content.
    public init() {}
}

/// A blurring material, as UIKit's `UIBlurEffect`: given to a ``UIVisualEffectView`` or a bar's
/// ``UIBarAppearance/backgroundEffect``.
///
/// NapkinUI draws a blur as it draws SwiftUI's ``Material``: it does not blur what is behind, it
/// lays the system background's tint over it, more opaque the thicker the material. The
/// `system…Material` styles follow the colour scheme they are shown in; their `Light` and `Dark`
/// variants, and the older `.light`, `.extraLight` and `.dark`, keep theirs.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The materials of UIKit's blur effects (with UIKit's raw values).
    public enum Style: Int, Sendable, CaseIterable {
        /// A bright, nearly white blur (the regular material's weight, always light).
        case extraLight = 0
        /// A light blur (the thin material's weight, always light).
        case light = 1
        /// A dark blur (the regular material's weight, always dark).
        case dark = 2
        /// The regular material, following the colour scheme.
        case regular = 4
        /// A thicker material than `.regular`, following the colour scheme.
        case prominent = 5
        /// The thinnest material, following the colour scheme (SwiftUI's `.ultraThinMaterial`).
        case systemUltraThinMaterial = 6
        /// A thin material (`.thinMaterial`).
        case systemThinMaterial = 7
        /// The regular material (`.regularMaterial`).
        case systemMaterial = 8
        /// A thick material (`.thickMaterial`).
        case systemThickMaterial = 9
        /// The material of bars (`.bar`).
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The regular material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The bars' material, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The regular material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The bars' material, always dark.
        case systemChromeMaterialDark = 20

        /// The SwiftUI material drawn for the style.
        var material: Material {
            switch self {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThinMaterial
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light: .thinMaterial
            case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark, .extraLight: .regularMaterial
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: .thickMaterial
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
            }
        }

        /// The colour scheme the style keeps whatever it is shown in, or `nil` to follow it.
        var fixedScheme: ColorScheme? {
            switch self {
            case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                .systemThickMaterialLight, .systemChromeMaterialLight:
                .light
            case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
                .systemChromeMaterialDark:
                .dark
            case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
                .systemChromeMaterial:
                nil
            }
        }
    }

    /// The material.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's tint over a `size` rectangle in `environment`.
    func paint(in environment: EnvironmentValues) -> Paint {
        var environment = environment
        if let scheme = style.fixedScheme { environment.colorScheme = scheme }
        return style.material.paint(in: environment)
    }
}

/// How strongly a ``UIVibrancyEffect`` shows its content, as UIKit's `UIVibrancyEffectStyle`:
/// the label and fill colours' levels.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// As a primary label.
    case label
    /// As a secondary label.
    case secondaryLabel
    /// As a tertiary label.
    case tertiaryLabel
    /// As a quaternary label.
    case quaternaryLabel
    /// As a fill.
    case fill
    /// As a secondary fill.
    case secondaryFill
    /// As a tertiary fill.
    case tertiaryFill
    /// As a separator.
    case separator
}

/// The effect that makes content over a blur stand out, as UIKit's `UIVibrancyEffect`: used
/// in a ``UIVisualEffectView`` inside a blur's content view.
///
/// A vibrancy view has no backdrop of its own: NapkinUI draws its ``UIVisualEffectView/contentView``
/// as it is, without the blending with what lies behind that iOS does.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content stands over.
    public let blurEffect: UIBlurEffect
    /// How strongly the content shows.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy over `blurEffect` with `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy over `blurEffect`, as a primary label.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}

/// UIKit's view of a blur or vibrancy effect, as SwiftUI files wrap it in a
/// `UIViewRepresentable` for a frosted backdrop: `UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))`.
///
/// Shown, it takes the space offered and draws its ``effect`` as the SwiftUI ``Material`` of the
/// same name is drawn (a ``UIBlurEffect``: the system background's tint, more opaque the thicker
/// the material; see ``UIBlurEffect``), then its ``contentView`` and what was added to it. With no
/// effect, or a ``UIVibrancyEffect``, only the content is drawn. Setting ``effect`` changes what
/// the next frame draws.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect drawn; `nil` for none.
    open var effect: UIVisualEffect?
    /// The view to add content to (not to the effect view itself, as UIKit asks): it fills the
    /// effect view and is drawn over the effect.
    public let contentView: UIView

    /// A view drawing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect in `frame`.
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Keeps the content view the size of the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let node = super.makeNode(in: environment)
        guard let blur = effect as? UIBlurEffect else { return node }
        let material = ShapeNode(shape: .rectangle, fill: blur.paint(in: environment), stroke: nil, kindName: "UIVisualEffectView")
        return EffectBackdropNode(children: [material, node])
    }
}

/// A blur's material under the effect view's own background and content, both over the whole
/// rectangle.
@MainActor
private final class EffectBackdropNode: LayoutNode {
    override func computeSize(_ proposal: SizeProposal) -> Size {
        children.last?.size(for: proposal) ?? .zero
    }
}
