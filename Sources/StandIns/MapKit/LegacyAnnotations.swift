import Foundation
import NapkinUI

/// An annotation of an iOS 14–16 ``Map`` (`Map(coordinateRegion:annotationItems:annotationContent:)`),
/// as SwiftUI's `MapAnnotationProtocol`: ``MapMarker``, ``MapPin`` or ``MapAnnotation``.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    /// The element the map draws.
    var mapElement: MapAnnotationElement { get }
}

/// What an iOS 14–16 annotation draws, read by the map.
public struct MapAnnotationElement {
    let element: MapElement
}

/// The iOS 14 balloon marker, as SwiftUI's `MapMarker` (deprecated in iOS 17 for ``Marker``):
/// a balloon in `tint` (red by default) with the map pin glyph, pointing at the coordinate.
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A marker at `coordinate`, coloured `tint`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    /// The balloon.
    public var mapElement: MapAnnotationElement {
        var element = MapElement(.marker(title: nil, glyph: .pin), at: coordinate)
        element.tint = tint.map { AnyShapeStyle($0) }
        return MapAnnotationElement(element: element)
    }
}

/// The iOS 14 pin, as SwiftUI's `MapPin` (deprecated in iOS 16): a round head in `tint` (red by
/// default) on a short needle standing on the coordinate.
public struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A pin at `coordinate`, coloured `tint`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    /// The pin.
    public var mapElement: MapAnnotationElement {
        var element = MapElement(.pin, at: coordinate)
        element.tint = tint.map { AnyShapeStyle($0) }
        return MapAnnotationElement(element: element)
    }
}

/// A view of your own at a coordinate on an iOS 14–16 map, as SwiftUI's `MapAnnotation`:
/// the point `anchorPoint` of `content` (a unit point: 0.5, 0.5 is its centre) lies on the coordinate.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    /// `content` at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    /// The view.
    public var mapElement: MapAnnotationElement {
        let anchor = UnitPoint(x: anchorPoint.x, y: anchorPoint.y)
        return MapAnnotationElement(element: MapElement(.annotation(content: AnyView(content), anchor: anchor, title: nil), at: coordinate))
    }
}
