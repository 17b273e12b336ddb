import Foundation
import NapkinUI

/// The map view's annotation views, as MapKit keeps them: registered classes, reuse queues, a view
/// per annotation made when the map is first drawn with it, selection and the callout.
extension MKMapView {
    /// Makes views of `viewClass` (an ``MKAnnotationView`` class) for ``dequeueReusableAnnotationView(withIdentifier:for:)``
    /// under `identifier`. `nil` forgets the identifier.
    ///
    /// Linux has no Objective-C runtime to make an object of a class named at run time, and
    /// MapKit's initialiser is not `required`: the map makes MapKit's own classes, and for a class of
    /// your own the nearest MapKit class it inherits from (a marker for a subclass of
    /// ``MKMarkerAnnotationView``), so cast the view with `as?`, or dequeue with
    /// ``dequeueReusableAnnotationView(withIdentifier:)`` and make your class yourself when it gives nil.
    public func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = viewClass
    }

    /// A view that waits to be reused under `identifier` (a removed annotation's), after its
    /// ``MKAnnotationView/prepareForReuse()``, or `nil` when none waits.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var queue = reuseQueues[identifier], !queue.isEmpty else { return nil }
        let view = queue.removeFirst()
        reuseQueues[identifier] = queue
        view.prepareForReuse()
        return view
    }

    /// A view for `annotation` under `identifier`: one waiting to be reused, or a new one of the
    /// class registered for it (``MKMarkerAnnotationView`` for
    /// `MKMapViewDefaultAnnotationViewReuseIdentifier`, and for an identifier nothing was
    /// registered for, where MapKit would stop the app). Its annotation is `annotation`.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        return Self.makeView(
            of: registeredClasses[identifier] ?? MKMarkerAnnotationView.self, annotation: annotation, identifier: identifier)
    }

    /// The view of `annotation`, once the map has drawn it, else `nil`.
    public func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        annotationViews[ObjectIdentifier(annotation)]
    }

    /// A view of `viewClass`, or of the nearest MapKit class it inherits from.
    static func makeView(of viewClass: AnyClass, annotation: any MKAnnotation, identifier: String) -> MKAnnotationView {
        if viewClass is MKUserLocationView.Type {
            return MKUserLocationView(annotation: annotation, reuseIdentifier: identifier)
        }
        if viewClass is MKMarkerAnnotationView.Type { return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
        if viewClass is MKPinAnnotationView.Type { return MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
        if viewClass is MKAnnotationView.Type { return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
        return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }

    /// The point of this view (or of `view`) at which `coordinate` is drawn.
    public func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let point = projection.point(for: coordinate)
        guard let view, view !== self else { return point }
        let from = windowContentOrigin, to = view.windowContentOrigin
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// The coordinate drawn at `point` of `view` (of this view when `nil`).
    public func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        var local = point
        if let view, view !== self {
            let from = view.windowContentOrigin, to = windowContentOrigin
            local = CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
        }
        return projection.coordinate(at: local)
    }

    /// The annotations whose coordinates lie in `mapRect`, as MapKit's `annotations(in:)`.
    public func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { $0 as? AnyHashable })
    }

    /// How the visible rectangle lands on the view's bounds.
    var projection: MapProjection {
        MapProjection(showing: visibleMapRect, width: Double(bounds.width), height: Double(bounds.height))
    }

    /// The annotations drawn: those added, then the person's location when shown and known.
    var drawnAnnotations: [any MKAnnotation] {
        var drawn = annotations
        if showsUserLocation, CLLocationCoordinate2DIsValid(userLocation.coordinate) { drawn.append(userLocation) }
        return drawn
    }

    /// Takes the view of `annotation` off the map and queues it for reuse.
    func retireView(of annotation: any MKAnnotation) {
        guard let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) else { return }
        view.removeFromSuperview()
        view.setSelected(false, animated: false)
        view.annotation = nil
        if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
    }

    /// Asks the delegate for the views of annotations that have none yet (in the order they were
    /// added; `nil` gives a marker, or the blue dot for the person's location), tells it which were
    /// made, and stacks the views by their z priority with the callout in front.
    package func prepareSubviewsForDrawing() {
        let drawn = drawnAnnotations
        let kept = Set(drawn.map { ObjectIdentifier($0) })
        for (key, view) in annotationViews where !kept.contains(key) {
            if let annotation = view.annotation { retireView(of: annotation) } else { annotationViews[key] = nil }
        }
        var made: [MKAnnotationView] = []
        for annotation in drawn where view(for: annotation) == nil {
            let view = delegate?.mapView(self, viewFor: annotation) ?? defaultView(for: annotation)
            view.annotation = annotation
            annotationViews[ObjectIdentifier(annotation)] = view
            if selectedAnnotations.contains(where: { $0 === annotation }) { view.setSelected(true, animated: false) }
            view.prepareForDisplay()
            made.append(view)
        }
        let ordered = drawn.enumerated().compactMap { index, annotation in view(for: annotation).map { (index, $0) } }
            .sorted { lhs, rhs in
                let left = lhs.1.isSelected ? lhs.1.selectedZPriority : lhs.1.zPriority
                let right = rhs.1.isSelected ? rhs.1.selectedZPriority : rhs.1.zPriority
                return left == right ? lhs.0 < rhs.0 : left < right
            }
        for (_, view) in ordered { addSubview(view) }
        callout?.removeFromSuperview()
        callout = nil
        if let selected = selectedAnnotations.last, let view = view(for: selected), view.canShowCallout,
            let title = selected.title ?? nil, !title.isEmpty
        {
            let bubble = MapCalloutView(annotationView: view, title: title, subtitle: selected.subtitle ?? nil)
            addSubview(bubble)
            callout = bubble
        }
        if !made.isEmpty { delegate?.mapView(self, didAdd: made) }
    }

    /// The map's own view for `annotation`: the blue dot for the person's location, else a marker
    /// (reused under `MKMapViewDefaultAnnotationViewReuseIdentifier`).
    private func defaultView(for annotation: any MKAnnotation) -> MKAnnotationView {
        if annotation is MKUserLocation { return MKUserLocationView(annotation: annotation, reuseIdentifier: nil) }
        return dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
    }

    /// Places each annotation's view at its annotation's point (its anchor there, moved by its
    /// ``MKAnnotationView/centerOffset``) and the callout above the selected view.
    func placeAnnotationViews() {
        let projection = self.projection
        for annotation in drawnAnnotations {
            guard let view = view(for: annotation) else { continue }
            let point = projection.point(for: annotation.coordinate)
            let size = view.bounds.size
            let center = CGPoint(
                x: point.x + view.anchorShift.x + view.centerOffset.x, y: point.y + view.anchorShift.y + view.centerOffset.y)
            view.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        callout?.place(in: bounds)
    }
}

/// iOS's callout: a rounded bubble in the background colour with a shadow, pointing down at the
/// selected view (at the middle of its top edge, moved by its ``MKAnnotationView/calloutOffset``),
/// holding the left accessory, the title over the subtitle (or the detail accessory) and the right
/// accessory. A tap on the left or right accessory, when it is a control, performs its actions and
/// tells the delegate (`mapView(_:annotationView:calloutAccessoryControlTapped:)`).
///
/// The title is 17-point, the subtitle 13-point secondary, the bubble's corners 12 points round,
/// its body at least 44 points tall with 12 points of padding, its pointer 18 wide and 9 tall:
/// measured from iOS 17 screenshots, not from a published specification.
@MainActor
final class MapCalloutView: UIView, UIViewContentDrawing {
    let annotationView: MKAnnotationView
    let title: String
    let subtitle: String?
    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 13)
    static let padding: CGFloat = 12
    static let pointer = CGSize(width: 18, height: 9)
    static let radius: CGFloat = 12
    /// The bubble's colour: white, or in dark mode a grey lighter than the map's ground (iOS's
    /// callout material over a dark map).
    static let fill = UIColor(Color(light: .white, dark: Color(red: 0.227, green: 0.227, blue: 0.235)))
    /// Where the pointer's tip is, from the view's left edge.
    private var tipX: CGFloat = 0
    /// Where the title and subtitle start.
    private var textOrigin = CGPoint.zero

    init(annotationView: MKAnnotationView, title: String, subtitle: String?) {
        self.annotationView = annotationView
        self.title = title
        self.subtitle = subtitle
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        for accessory in accessories { addSubview(accessory) }
        // The left and right accessories that are controls tell the delegate when tapped (one action,
        // replaced each time the callout is made).
        for case let control as UIControl in [annotationView.leftCalloutAccessoryView, annotationView.rightCalloutAccessoryView] {
            let action = UIAction(identifier: Self.accessoryActionIdentifier) { [weak annotationView, weak control] _ in
                guard let annotationView, let control, let mapView = annotationView.mapView else { return }
                mapView.delegate?.mapView(mapView, annotationView: annotationView, calloutAccessoryControlTapped: control)
            }
            control.addAction(action, for: .touchUpInside)
        }
    }

    static let accessoryActionIdentifier = UIAction.Identifier("napkin.MapKit.calloutAccessoryControlTapped")

    private var accessories: [UIView] {
        [annotationView.leftCalloutAccessoryView, annotationView.detailCalloutAccessoryView, annotationView.rightCalloutAccessoryView]
            .compactMap { $0 }
    }

    /// The size a view asks for: its bounds', else its intrinsic size, else what fits.
    private static func size(of view: UIView) -> CGSize {
        if view.bounds.width > 0, view.bounds.height > 0 { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
        return view.sizeThatFits(CGSize(width: 240, height: 120))
    }

    /// Sizes the bubble to its content, above the view's callout point, inside `mapBounds` (8
    /// points in from its sides), and lays out the accessories.
    func place(in mapBounds: CGRect) {
        let padding = Self.padding
        let titleSize = (title as NSString).size(withAttributes: [.font: Self.titleFont])
        let detail = annotationView.detailCalloutAccessoryView
        let detailSize = detail.map(Self.size(of:)) ?? .zero
        let subtitleSize =
            detail == nil ? (subtitle.map { ($0 as NSString).size(withAttributes: [.font: Self.subtitleFont]) } ?? .zero) : detailSize
        let left = annotationView.leftCalloutAccessoryView.map(Self.size(of:))
        let right = annotationView.rightCalloutAccessoryView.map(Self.size(of:))
        let textWidth = max(titleSize.width, subtitleSize.width)
        let textHeight = titleSize.height + (subtitleSize.height > 0 ? subtitleSize.height + 2 : 0)
        let bodyHeight = max(44, textHeight + 2 * padding, (left?.height ?? 0) + 2 * 8, (right?.height ?? 0) + 2 * 8)
        var width = padding + textWidth + padding
        if let left { width += left.width + 8 - padding + 10 }
        if let right { width += right.width + 8 - padding + 10 }
        width = min(max(width, 2 * Self.radius + Self.pointer.width), max(mapBounds.width - 16, 1))
        let anchor = annotationView.frame
        let tip = CGPoint(x: anchor.midX + annotationView.calloutOffset.x, y: anchor.minY + annotationView.calloutOffset.y)
        let height = bodyHeight + Self.pointer.height
        var x = tip.x - width / 2
        x = min(max(x, mapBounds.minX + 8), mapBounds.maxX - 8 - width)
        frame = CGRect(x: x, y: tip.y - height, width: width, height: height)
        tipX = min(max(tip.x - x, Self.radius + Self.pointer.width / 2), width - Self.radius - Self.pointer.width / 2)
        var textX = padding
        if let leftView = annotationView.leftCalloutAccessoryView, let left {
            leftView.frame = CGRect(x: 8, y: (bodyHeight - left.height) / 2, width: left.width, height: left.height)
            textX = 8 + left.width + 10
        }
        if let rightView = annotationView.rightCalloutAccessoryView, let right {
            rightView.frame = CGRect(
                x: width - 8 - right.width, y: (bodyHeight - right.height) / 2, width: right.width, height: right.height)
        }
        textOrigin = CGPoint(x: textX, y: (bodyHeight - textHeight) / 2)
        if let detail {
            detail.frame = CGRect(
                x: textX, y: textOrigin.y + titleSize.height + 2, width: detailSize.width, height: detailSize.height)
        }
    }

    /// The bubble with its pointer, its shadow, then the title and subtitle.
    package func drawViewContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let body = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - Self.pointer.height)
        let outline = UIBezierPath(roundedRect: body, cornerRadius: Self.radius)
        outline.move(to: CGPoint(x: tipX - Self.pointer.width / 2, y: body.maxY))
        outline.addLine(to: CGPoint(x: tipX, y: bounds.height))
        outline.addLine(to: CGPoint(x: tipX + Self.pointer.width / 2, y: body.maxY))
        outline.close()
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 10, color: UIColor.black.withAlphaComponent(0.2).cgColor)
        context.setFillColor(Self.fill.cgColor)
        context.addPath(outline.cgPath)
        context.fillPath()
        context.restoreGState()
        (title as NSString).draw(at: textOrigin, withAttributes: [.font: Self.titleFont, .foregroundColor: UIColor.label])
        if annotationView.detailCalloutAccessoryView == nil, let subtitle {
            let titleHeight = (title as NSString).size(withAttributes: [.font: Self.titleFont]).height
            (subtitle as NSString).draw(
                at: CGPoint(x: textOrigin.x, y: textOrigin.y + titleHeight + 2),
                withAttributes: [.font: Self.subtitleFont, .foregroundColor: UIColor.secondaryLabel])
        }
    }

    /// Touches anywhere on the callout are the callout's, so that it can tell the delegate which
    /// accessory was tapped.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A touch on a control among the accessories that does not take taps itself: its actions
    /// (which tell the delegate).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        for accessory in accessories where accessory.frame.contains(point) {
            (accessory as? UIControl)?.sendActions(for: .touchUpInside)
            return
        }
    }
}
