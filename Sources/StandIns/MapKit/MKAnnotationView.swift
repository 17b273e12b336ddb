import Foundation
import NapkinUI

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The reuse identifier a map view registers ``MKMarkerAnnotationView`` under, as MapKit's: the
/// view an annotation gets when the delegate gives none.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The reuse identifier of the view of a cluster of annotations, as MapKit's (NapkinUI does not cluster).
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// How readily a map shows a feature when space is short, as MapKit's `MKFeatureDisplayPriority`.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's number.
    public var rawValue: Float
    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Always shown (1000).
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    /// Shown before most others (750).
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    /// Hidden before most others (250).
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
    /// Whether `lhs` is the lower priority.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which annotation views are drawn in front, as MapKit's `MKAnnotationViewZPriority`.
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's number.
    public var rawValue: Float
    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// In front of all (1000).
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    /// A selected view's (1000).
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    /// An unselected view's (500).
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    /// Behind all (0).
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
    /// Whether `lhs` is the lower priority.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether a marker's title or subtitle shows, as MapKit's `MKFeatureVisibility`.
public enum MKFeatureVisibility: Int, Sendable, Hashable {
    /// As the map sees fit: a marker's title always, its subtitle when it is selected.
    case adaptive = 0
    /// Never.
    case hidden = 1
    /// Always.
    case visible = 2
}

/// A view drawn at an annotation's place on an ``MKMapView``, as MapKit's `MKAnnotationView`: it
/// shows its ``image`` (if any) centred on the annotation's point, moved by ``centerOffset``,
/// and, when selected with ``canShowCallout``, the map draws a callout above it with the
/// annotation's title and subtitle and the accessory views.
///
/// The map view makes (or asks its delegate's `mapView(_:viewFor:)` for) one view per annotation
/// when it is drawn, adds it as a subview and places it. A tap on the view (`Window.tap(at:)`)
/// selects its annotation, as a tap does on iOS.
@MainActor @preconcurrency
open class MKAnnotationView: UIView, UIViewContentDrawing {
    /// What the view shows, handed back by ``MKMapView/dequeueReusableAnnotationView(withIdentifier:)``.
    public private(set) var reuseIdentifier: String?
    /// The annotation the view stands for.
    open var annotation: (any MKAnnotation)?
    /// The picture drawn in the view's bounds; setting one sizes the view to it, as MapKit's does.
    open var image: UIImage? {
        didSet {
            guard let image else { return }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            frame = CGRect(
                x: center.x - image.size.width / 2, y: center.y - image.size.height / 2, width: image.size.width,
                height: image.size.height)
        }
    }
    /// How far the view's centre lies from the annotation's point (points; y grows downward).
    open var centerOffset: CGPoint = .zero
    /// How far the callout's point lies from the middle of the view's top edge.
    open var calloutOffset: CGPoint = .zero
    /// Whether a selected view shows a callout with the annotation's title (`false` by default,
    /// as MapKit's).
    open var canShowCallout = false
    /// The view at the callout's left.
    open var leftCalloutAccessoryView: UIView?
    /// The view at the callout's right (often `UIButton(type: .detailDisclosure)`).
    open var rightCalloutAccessoryView: UIView?
    /// A view shown in the callout instead of the subtitle.
    open var detailCalloutAccessoryView: UIView?
    /// Whether the view is selected; the map view sets it (``setSelected(_:animated:)``).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    /// Whether the view is highlighted (pressed).
    open var isHighlighted = false
    /// Whether a tap selects the view (`true` by default).
    open var isEnabled = true
    /// Whether the person can drag the view (kept; a snapshot drags nothing).
    open var isDraggable = false
    /// Where a drag is (kept).
    open var dragState: DragState = .none
    /// How readily the view is shown when views overlap (kept: NapkinUI hides none).
    open var displayPriority: MKFeatureDisplayPriority = .required
    /// The shape overlapping is judged by (kept).
    open var collisionMode: CollisionMode = .rectangle
    /// The cluster the view would join (kept: NapkinUI does not cluster).
    open var clusteringIdentifier: String?
    /// The order the views are drawn in while unselected: higher in front.
    open var zPriority: MKAnnotationViewZPriority = .defaultUnselected
    /// The order while selected: higher in front.
    open var selectedZPriority: MKAnnotationViewZPriority = .defaultSelected

    /// The stages of a drag, as MapKit's `MKAnnotationView.DragState`.
    public enum DragState: UInt, Sendable, Hashable {
        case none = 0
        case starting = 1
        case dragging = 2
        case canceling = 3
        case ending = 4
    }

    /// How overlapping is judged, as MapKit's `MKAnnotationView.CollisionMode`.
    public enum CollisionMode: Int, Sendable, Hashable {
        case rectangle = 0
        case circle = 1
        case none = 2
    }

    /// A view for `annotation`, to be reused under `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
    }

    /// A view with no annotation, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        // A zero frame keeps the size a subclass gave itself (a marker's balloon).
        if frame != .zero { self.frame = frame }
    }

    /// Called before a dequeued view is handed back: resets what a reused view should not keep.
    /// Does nothing by default, as MapKit's.
    open func prepareForReuse() {}

    /// Called just before the view is drawn for its annotation, once it has one: sets up what
    /// depends on the annotation. Does nothing by default.
    open func prepareForDisplay() {}

    /// Selects or deselects the view (the map view calls it; see ``MKMapView/selectAnnotation(_:animated:)``).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Sets ``dragState``.
    open func setDragState(_ newDragState: DragState, animated: Bool) {
        dragState = newDragState
    }

    /// The map view the view is on.
    var mapView: MKMapView? { superview as? MKMapView }

    /// Where the annotation's point lies from the view's centre before ``centerOffset``: the view
    /// is centred on it (a marker's and a pin's tip is at the bottom).
    var anchorShift: CGPoint { .zero }

    /// Whether the view is drawn selected: its own state.
    var drawsSelected: Bool { selectedState }

    /// The ground colour of the map the view is on (for the halo around titles).
    var groundColor: UIColor { MKMapView.landColor(for: mapView?.mapType ?? .standard) }

    /// Draws ``image`` in the bounds.
    package func drawViewContent() {
        image?.draw(in: bounds)
    }

    /// A tap selects the view's annotation (if the view ``isEnabled``), as on iOS.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let annotation, let mapView else { return }
        mapView.selectAnnotation(annotation, animated: true)
    }

    /// Touches on the view are the view's.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// iOS's balloon marker, as MapKit's `MKMarkerAnnotationView` (the view a map gives an annotation
/// its delegate makes no view for): a round head narrowing to a point at the annotation, in
/// ``markerTintColor`` (red by default), with a white glyph (the map pin, ``glyphText`` or
/// ``glyphImage``) and the annotation's title under it in small semibold type with a halo of the
/// ground's colour. Selected, it is drawn larger with the subtitle under the title.
///
/// The balloon is 30 by 39 points (42 by 54 selected), the glyph 14 points (20 selected), the
/// title 11-point semibold, 2 points under the tip: as NapkinUI's SwiftUI `Marker`, measured from
/// iOS 17 screenshots, not from a published specification.
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour (`nil`: red).
    open var markerTintColor: UIColor?
    /// The glyph's colour (`nil`: white).
    open var glyphTintColor: UIColor?
    /// Text in the balloon, instead of the pin (one or two characters read best).
    open var glyphText: String?
    /// An image in the balloon, tinted ``glyphTintColor``, instead of the pin.
    open var glyphImage: UIImage?
    /// The image while selected (else ``glyphImage``).
    open var selectedGlyphImage: UIImage?
    /// Whether the title shows under the balloon.
    open var titleVisibility: MKFeatureVisibility = .adaptive
    /// Whether the subtitle shows under the title.
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    /// Whether the balloon pops in when added (kept: a snapshot is still).
    open var animatesWhenAdded = false

    /// A marker for `annotation`.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        sizeToBalloon()
    }

    /// Sizes the view to the balloon, keeping its centre.
    private func sizeToBalloon() {
        let size = MarkerBalloon.size(selected: drawsSelected)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    open override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        sizeToBalloon()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    override var anchorShift: CGPoint { CGPoint(x: 0, y: -bounds.height / 2) }

    /// The balloon, its glyph, and the title and subtitle under it (outside the bounds, as iOS
    /// draws them).
    package override func drawViewContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let selected = drawsSelected
        let rect = CGRect(origin: .zero, size: MarkerBalloon.size(selected: selected))
        let balloon = MapBalloonPath.path(in: rect)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 4, color: UIColor.black.withAlphaComponent(0.25).cgColor)
        context.addPath(balloon)
        context.setFillColor((markerTintColor ?? .systemRed).cgColor)
        context.fillPath()
        context.restoreGState()
        context.addPath(balloon)
        context.setStrokeColor(UIColor.white.withAlphaComponent(0.9).cgColor)
        context.setLineWidth(1)
        context.strokePath()
        drawGlyph(in: CGRect(x: 0, y: 0, width: rect.width, height: rect.width), selected: selected)
        drawTitles(below: CGPoint(x: rect.midX, y: rect.maxY + 2), selected: selected)
    }

    private func drawGlyph(in square: CGRect, selected: Bool) {
        let glyphColor = glyphTintColor ?? .white
        let glyphSize: CGFloat = selected ? 20 : 14
        if let image = (selected ? selectedGlyphImage ?? glyphImage : glyphImage) {
            let side = glyphSize + 2
            let fitted = MapBalloonPath.fit(image.size, inSquare: side, centredAt: CGPoint(x: square.midX, y: square.midY))
            image.withTintColor(glyphColor, renderingMode: .alwaysTemplate).draw(in: fitted)
        } else if let glyphText, !glyphText.isEmpty {
            let font = UIFont.systemFont(ofSize: glyphSize - 1, weight: .bold)
            let text = glyphText as NSString
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: glyphColor]
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: square.midX - size.width / 2, y: square.midY - size.height / 2), withAttributes: attributes)
        } else if let pin = UIImage(systemName: "mappin") {
            // The symbol at the glyph's point size, as the SwiftUI marker draws it.
            let side = glyphSize
            let fitted = MapBalloonPath.fit(pin.size, inSquare: side, centredAt: CGPoint(x: square.midX, y: square.midY))
            pin.withTintColor(glyphColor, renderingMode: .alwaysTemplate).draw(in: fitted)
        }
    }

    private func drawTitles(below top: CGPoint, selected: Bool) {
        var lines: [(String, UIFont, UIColor)] = []
        let showsTitle = titleVisibility != .hidden
        let showsSubtitle = subtitleVisibility == .visible || (subtitleVisibility == .adaptive && selected)
        if showsTitle, let title = annotation?.title ?? nil, !title.isEmpty {
            lines.append((title, .systemFont(ofSize: 11, weight: .semibold), .label))
        }
        if showsSubtitle, let subtitle = annotation?.subtitle ?? nil, !subtitle.isEmpty {
            lines.append((subtitle, .systemFont(ofSize: 10, weight: .regular), .secondaryLabel))
        }
        MapHaloText.draw(lines, centredBelow: top, halo: groundColor)
    }
}

/// iOS's pin before markers, as MapKit's `MKPinAnnotationView` (deprecated in iOS 16 for
/// ``MKMarkerAnnotationView``): a round head in ``pinTintColor`` (red by default) with a light
/// spot, on a grey needle whose end is the annotation's point. 14 points wide, 30 tall, as
/// NapkinUI's SwiftUI `MapPin` (measured from screenshots).
@MainActor @preconcurrency
open class MKPinAnnotationView: MKAnnotationView {
    /// The head's colour.
    open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor()
    /// Whether the pin drops in when added (kept: a snapshot is still).
    open var animatesDrop = false
    /// The iOS 3 colour choice, as MapKit's `MKPinAnnotationColor`; setting it sets ``pinTintColor``.
    open var pinColor: MKPinAnnotationColor = .red {
        didSet {
            switch pinColor {
            case .red: pinTintColor = Self.redPinColor()
            case .green: pinTintColor = Self.greenPinColor()
            case .purple: pinTintColor = Self.purplePinColor()
            }
        }
    }

    /// The standard red.
    open class func redPinColor() -> UIColor { .systemRed }
    /// The standard green.
    open class func greenPinColor() -> UIColor { .systemGreen }
    /// The standard purple.
    open class func purplePinColor() -> UIColor { .systemPurple }

    static let pinSize = CGSize(width: 14, height: 30)

    /// A pin for `annotation`.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame = CGRect(origin: .zero, size: Self.pinSize)
    }

    override var anchorShift: CGPoint { CGPoint(x: 0, y: -bounds.height / 2) }

    /// The needle, then the head with its spot.
    package override func drawViewContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = Self.pinSize
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor.black.withAlphaComponent(0.2).cgColor)
        context.setFillColor(UIColor.systemGray.cgColor)
        context.fill(CGRect(x: size.width / 2 - 1, y: size.width - 1, width: 2, height: size.height - size.width + 1))
        context.setFillColor((pinTintColor ?? Self.redPinColor()).cgColor)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: size.width, height: size.width))
        context.restoreGState()
        context.setFillColor(UIColor.white.withAlphaComponent(0.5).cgColor)
        context.fillEllipse(in: CGRect(x: size.width / 2 - 4, y: size.width / 2 - 4, width: 4, height: 4))
    }
}

/// The colours of iOS 3's pins, as MapKit's `MKPinAnnotationColor` (deprecated).
public enum MKPinAnnotationColor: UInt, Sendable, Hashable {
    case red = 0
    case green = 1
    case purple = 2
}

/// The view of the person's location, as MapKit's `MKUserLocationView`: a blue dot in a white ring
/// with a soft shadow, inside a faint blue halo (16, 22 and 44 points across).
@MainActor @preconcurrency
open class MKUserLocationView: MKAnnotationView {
    /// A dot for `annotation` (the map's ``MKMapView/userLocation``).
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame = CGRect(x: 0, y: 0, width: 22, height: 22)
    }

    /// The halo, the ring and the dot, centred.
    package override func drawViewContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        func circle(_ diameter: CGFloat) -> CGRect {
            CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        }
        let tint = tintColor ?? .systemBlue
        context.setFillColor(tint.withAlphaComponent(0.15).cgColor)
        context.fillEllipse(in: circle(44))
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 4, color: UIColor.black.withAlphaComponent(0.25).cgColor)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: circle(22))
        context.restoreGState()
        context.setFillColor(tint.cgColor)
        context.fillEllipse(in: circle(16))
    }
}

/// The balloon's outline in UIKit drawing: the SwiftUI marker's shape.
enum MapBalloonPath {
    @MainActor
    static func path(in rect: CGRect) -> CGPath { BalloonShape().path(in: rect).cgPath }

    /// A rectangle of `size`'s proportions, as large as fits a square of `side` centred at `center`.
    static func fit(_ size: CGSize, inSquare side: CGFloat, centredAt center: CGPoint) -> CGRect {
        guard size.width > 0, size.height > 0 else { return CGRect(x: center.x, y: center.y, width: 0, height: 0) }
        let scale = min(side / size.width, side / size.height)
        let width = size.width * scale, height = size.height * scale
        return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}

/// Lines of text centred under a point with a halo of the ground's colour, as a map draws
/// its labels.
enum MapHaloText {
    @MainActor
    static func draw(_ lines: [(String, UIFont, UIColor)], centredBelow top: CGPoint, halo: UIColor) {
        var y = top.y
        for (text, font, color) in lines {
            let string = text as NSString
            let size = string.size(withAttributes: [.font: font])
            let origin = CGPoint(x: top.x - size.width / 2, y: y)
            // The halo: the text in the ground's colour, a point around, then the text over it.
            for dx in [-1, 0, 1] as [CGFloat] {
                for dy in [-1, 0, 1] as [CGFloat] where dx != 0 || dy != 0 {
                    string.draw(at: CGPoint(x: origin.x + dx, y: origin.y + dy), withAttributes: [.font: font, .foregroundColor: halo])
                }
            }
            string.draw(at: origin, withAttributes: [.font: font, .foregroundColor: color])
            y += size.height
        }
    }
}
