internal import Raster

/// UIKit's slider, as SwiftUI files wrap it in a `UIViewRepresentable` or restyle SwiftUI's own
/// ``Slider`` through `UISlider.appearance()` (on iOS a SwiftUI slider is a `UISlider`).
///
/// Drawn as iOS draws it, as NapkinUI's ``Slider`` is: a 4-point capsule track, filled in
/// ``minimumTrackTintColor`` (the tint by default) up to a white 28-point thumb with a soft
/// shadow, and ``maximumTrackTintColor`` (systemFill) beyond; a thumb image is drawn at its own
/// size without a shadow, track images stretched along the track, value images at the ends.
/// The slider is as tall as its tallest part and takes the width offered.
///
/// `Window.setValue(_:of:)` moves it by its ``UIView/accessibilityLabel``: the value is clamped
/// and the ``UIControl/Event/valueChanged`` actions are performed, as a person's drag does
/// (setting ``value`` in code performs none, as in UIKit).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, kept within ``minimumValue``…``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    private var storedValue: Float = 0
    /// The value at the track's start (0 by default); the value moves up to it when below.
    open var minimumValue: Float = 0 {
        didSet { if storedValue < minimumValue { storedValue = minimumValue } }
    }
    /// The value at the track's end (1 by default); the value moves down to it when above.
    open var maximumValue: Float = 1 {
        didSet { if storedValue > maximumValue { storedValue = max(minimumValue, maximumValue) } }
    }
    /// Whether actions are performed while the thumb moves (`true`) or only when it is let go.
    /// A test's `Window.setValue(_:of:)` is one move, which performs them once either way.
    open var isContinuous = true

    /// The colour of the track before the thumb; `nil`: the tint colour. An appearance property.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            let color = minimumTrackTintColor
            noteAppearanceProperty("minimumTrackTintColor") { ($0 as? UISlider)?.minimumTrackTintColor = color }
        }
    }
    /// The colour of the track after the thumb; `nil`: systemFill. An appearance property.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            let color = maximumTrackTintColor
            noteAppearanceProperty("maximumTrackTintColor") { ($0 as? UISlider)?.maximumTrackTintColor = color }
        }
    }
    /// The colour of the round thumb; `nil`: white. An appearance property.
    open var thumbTintColor: UIColor? {
        didSet {
            let color = thumbTintColor
            noteAppearanceProperty("thumbTintColor") { ($0 as? UISlider)?.thumbTintColor = color }
        }
    }
    /// The image at the start of the slider (a quiet speaker). An appearance property.
    open var minimumValueImage: UIImage? {
        didSet {
            let image = minimumValueImage
            noteAppearanceProperty("minimumValueImage") { ($0 as? UISlider)?.minimumValueImage = image }
        }
    }
    /// The image at the end of the slider (a loud speaker). An appearance property.
    open var maximumValueImage: UIImage? {
        didSet {
            let image = maximumValueImage
            noteAppearanceProperty("maximumValueImage") { ($0 as? UISlider)?.maximumValueImage = image }
        }
    }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// A slider with the rectangle `frame`, at 0 in 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The proxy every slider drawn afterwards (and every SwiftUI ``Slider``) takes its
    /// appearance settings from: `UISlider.appearance().minimumTrackTintColor = .white`.
    open override class func appearance() -> UISlider {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UISlider(frame: .zero) }
    }

    /// The proxy for sliders shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISlider {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UISlider(frame: .zero) }
    }

    /// Sets ``value``; `animated` changes nothing in a still frame.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: Images by state

    /// Draws the thumb as `image` in `state` (`nil` removes it). An appearance method.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        noteAppearanceProperty("thumbImage.\(state.rawValue)") { ($0 as? UISlider)?.setThumbImage(image, for: state) }
    }

    /// The thumb image set for `state`, or the normal state's when none was.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }

    /// Draws the track before the thumb as `image` in `state`. An appearance method.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state.rawValue] = image
        noteAppearanceProperty("minimumTrackImage.\(state.rawValue)") { ($0 as? UISlider)?.setMinimumTrackImage(image, for: state) }
    }

    /// The minimum track image set for `state`, or the normal state's when none was.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }

    /// Draws the track after the thumb as `image` in `state`. An appearance method.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state.rawValue] = image
        noteAppearanceProperty("maximumTrackImage.\(state.rawValue)") { ($0 as? UISlider)?.setMaximumTrackImage(image, for: state) }
    }

    /// The maximum track image set for `state`, or the normal state's when none was.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    /// The thumb image of the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image of the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image of the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Geometry

    /// The space between a value image and the track.
    static let valueImageSpacing: CGFloat = 8

    /// Where the minimum value image is drawn: at the start, centred vertically, at its size.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn: at the end, centred vertically, at its size.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track between the value images: 4 points tall (a track image's height when one is
    /// set), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let start = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing
        let end = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing
        let height = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let trackHeight = height > 0 ? height : CGFloat(SliderMetrics.trackHeight)
        return CGRect(x: start, y: bounds.midY - trackHeight / 2, width: max(0, end - start), height: trackHeight)
    }

    /// The thumb at `value` along `rect`: 28 points round (a thumb image's size when one is
    /// set), kept inside the track's ends, centred vertically on the bounds.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat(min(max((value - minimumValue) / span, 0), 1)) : 0
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: SliderMetrics.thumbDiameter, height: SliderMetrics.thumbDiameter)
    }

    /// The slider's height: its tallest part (the 28-point thumb by default).
    var intrinsicHeight: Double {
        let parts = [
            thumbSize.height, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0, trackRect(forBounds: .zero).height,
        ]
        return Double(parts.max() ?? 0)
    }

    // MARK: Drawing

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let drawing = Drawing(height: intrinsicHeight, idealWidth: 200, name: SliderMetrics.trackName) { [self] canvas, rect in
            draw(in: rect, on: canvas, environment: environment)
        }
        let adjustment = InteractiveElement.Adjustment(
            get: { [self] in Double(value) },
            set: { [self] in
                value = Float($0)
                sendActions(for: .valueChanged)
            },
            range: Double(minimumValue)...Double(max(minimumValue, maximumValue)), step: nil)
        return ControlNode(
            child: buildNode(drawing, in: environment), kind: .slider, label: accessibilityLabel ?? "", isEnabled: isEnabled,
            value: formatNumber(Double(value)), action: .adjustment(adjustment))
    }

    /// Draws the slider in `rect` as iOS does (see the type's documentation).
    func draw(in rect: Rect, on canvas: Raster.Canvas, environment: EnvironmentValues) {
        let palette = ControlPalette(environment)
        let bounds = CGRect(rect)
        let track = Rect(trackRect(forBounds: bounds))
        let thumb = Rect(thumbRect(forBounds: bounds, trackRect: CGRect(track), value: value))
        let tint = tintColor.color.srgb(in: environment)
        let look = SliderLook(
            minimumTrack: minimumTrackTintColor?.color.srgb(in: environment) ?? tint,
            maximumTrack: maximumTrackTintColor?.color.srgb(in: environment) ?? palette.track,
            thumb: thumbTintColor?.color.srgb(in: environment) ?? palette.knob,
            thumbImage: currentThumbImage, minimumTrackImage: currentMinimumTrackImage, maximumTrackImage: currentMaximumTrackImage,
            imageTint: tint, environment: environment)
        if let image = minimumValueImage {
            image.draw(in: Rect(minimumValueImageRect(forBounds: bounds)), on: canvas, templateTint: tint, environment: environment)
        }
        if let image = maximumValueImage {
            image.draw(in: Rect(maximumValueImageRect(forBounds: bounds)), on: canvas, templateTint: tint, environment: environment)
        }
        let layer = { SliderMetrics.draw(track: track, thumb: thumb, look: look, on: canvas) }
        if isEnabled { layer() } else { canvas.drawGroup(opacity: SliderMetrics.disabledOpacity, layer) }
    }
}

/// The colours and images a slider is drawn with.
struct SliderLook {
    var minimumTrack: SRGBColor
    var maximumTrack: SRGBColor
    var thumb: SRGBColor
    var thumbImage: UIImage?
    var minimumTrackImage: UIImage?
    var maximumTrackImage: UIImage?
    /// The colour template images are drawn in.
    var imageTint: SRGBColor
    var environment: EnvironmentValues
}

extension UIImage {
    /// Draws the image in `rect` of a renderer canvas: a template (a symbol, a template asset,
    /// ``RenderingMode/alwaysTemplate``) in `templateTint`, a tinted image in its tint, a bitmap
    /// in its own colours (an asset in the appearance of `environment`).
    func draw(in rect: Rect, on canvas: Raster.Canvas, templateTint: SRGBColor, environment: EnvironmentValues) {
        let ownTint = renderingMode == .alwaysTemplate ? nil : tint?.color.srgb(in: environment)
        switch source {
        case .bitmap(let bitmap, _, _):
            canvas.draw(bitmap, in: rect, tint: ownTint ?? (renderingMode == .alwaysTemplate ? templateTint : nil))
        case .asset(let asset):
            let bitmap = environment.colorScheme == .dark ? (asset.dark ?? asset.light).0 : asset.light.0
            let template = renderingMode == .alwaysTemplate || (renderingMode == .automatic && asset.isTemplate)
            canvas.draw(bitmap, in: rect, tint: ownTint ?? (template ? templateTint : nil))
        case .symbol(let name):
            guard let entry = SymbolNames.entry(for: name), let scalar = Unicode.Scalar(entry.codePoint),
                let glyph = SymbolFont.shared.glyph(for: scalar)
            else { return }
            let ink = SymbolFont.shared.inkBounds(of: glyph)
            let sx = rect.width / max(ink.width, 0.001), sy = rect.height / max(ink.height, 0.001)
            let em = Rect(x: rect.minX - ink.minX * sx, y: rect.minY - ink.minY * sy, width: sx, height: sy)
            let original = renderingMode == .alwaysOriginal ? ControlPalette(environment).label : templateTint
            canvas.drawSymbol(glyph, em: em, color: ownTint ?? original)
        case .missing:
            return
        }
    }
}
