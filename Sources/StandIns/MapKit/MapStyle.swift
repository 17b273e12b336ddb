import Foundation
import NapkinUI

/// How a map looks, as MapKit's `MapStyle`: the standard map, satellite imagery, or imagery
/// with roads and names (hybrid). Linux has no tiles: a standard map draws its land colour, an
/// imagery or hybrid map a dark ground colour, each in the colour scheme.
public struct MapStyle: Sendable, Equatable {
    enum Base: Sendable, Equatable {
        case standard, imagery, hybrid
    }

    let base: Base
    /// Whether the map shows relief and buildings in 3D.
    public let elevation: Elevation
    /// Whether the standard map's colours are muted.
    public let emphasis: StandardEmphasis
    /// Which points of interest are labelled.
    public let pointsOfInterest: PointOfInterestCategories
    /// Whether traffic is shown.
    public let showsTraffic: Bool

    /// Flat or with relief, as MapKit's `MapStyle.Elevation`.
    public enum Elevation: Sendable, Hashable {
        /// MapKit's choice.
        case automatic
        /// Flat.
        case flat
        /// With relief and buildings.
        case realistic
    }

    /// How strongly the standard map shows its colours, as MapKit's `MapStyle.StandardEmphasis`.
    public enum StandardEmphasis: Sendable, Hashable {
        /// The usual colours.
        case automatic
        /// Muted colours, for data drawn over them.
        case muted
    }

    /// The standard map: streets and names.
    public static let standard = MapStyle.standard()

    /// The standard map, with these choices.
    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle {
        MapStyle(base: .standard, elevation: elevation, emphasis: emphasis, pointsOfInterest: pointsOfInterest, showsTraffic: showsTraffic)
    }

    /// Satellite imagery.
    public static let imagery = MapStyle.imagery()

    /// Satellite imagery, flat or with relief.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle {
        MapStyle(base: .imagery, elevation: elevation, emphasis: .automatic, pointsOfInterest: .excludingAll, showsTraffic: false)
    }

    /// Satellite imagery with roads and names.
    public static let hybrid = MapStyle.hybrid()

    /// Satellite imagery with roads and names, with these choices.
    public static func hybrid(
        elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle {
        MapStyle(base: .hybrid, elevation: elevation, emphasis: .automatic, pointsOfInterest: pointsOfInterest, showsTraffic: showsTraffic)
    }

    /// Whether the map is satellite imagery (drawn on a dark ground).
    var isImagery: Bool { base != .standard }
}

/// Which points of interest a map labels, as MapKit's `PointOfInterestCategories`.
public struct PointOfInterestCategories: Sendable, Equatable {
    enum Choice: Sendable, Equatable {
        case all, none
        case including([MKPointOfInterestCategory])
        case excluding([MKPointOfInterestCategory])
    }

    let choice: Choice

    /// Every category.
    public static let all = PointOfInterestCategories(choice: .all)
    /// None.
    public static let excludingAll = PointOfInterestCategories(choice: .none)
    /// Only `categories`.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(choice: .including(categories))
    }
    /// Every category but `categories`.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(choice: .excluding(categories))
    }
}

/// The map's plain colours where its tiles would be.
enum MapPalette {
    /// The standard map's land: a warm off-white in light mode, a dark grey in dark mode.
    static let land = Color(light: Color(red: 0.973, green: 0.957, blue: 0.925), dark: Color(red: 0.165, green: 0.173, blue: 0.184))
    /// Imagery's ground: a dark green-grey, a little darker in dark mode.
    static let imagery = Color(light: Color(red: 0.231, green: 0.267, blue: 0.208), dark: Color(red: 0.176, green: 0.204, blue: 0.157))

    /// The ground colour of `style`.
    static func ground(for style: MapStyle) -> Color {
        style.isImagery ? imagery : land
    }
}

private struct MapStyleKey: EnvironmentKey {
    static let defaultValue = MapStyle.standard
}

private struct MapControlsKey: EnvironmentKey {
    static let defaultValue: MapControlsContent? = nil
}

private struct MapCameraChangeKey: EnvironmentKey {
    static var defaultValue: [MapCameraChangeAction] { [] }
}

/// What `.mapControls` gave: the controls' views, drawn in a column at the map's top trailing corner.
struct MapControlsContent: @unchecked Sendable {
    let view: AnyView
}

/// A handler of `onMapCameraChange`.
typealias MapCameraChangeAction = @MainActor (MapCameraUpdateContext) -> Void

extension EnvironmentValues {
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }

    var mapControls: MapControlsContent? {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }

    var mapCameraChangeActions: [MapCameraChangeAction] {
        get { self[MapCameraChangeKey.self] }
        set { self[MapCameraChangeKey.self] = newValue }
    }
}

extension View {
    /// Draws the maps inside in `style`.
    public func mapStyle(_ style: MapStyle) -> some View {
        environment(\.mapStyle, style)
    }

    /// The controls the maps inside show (``MapUserLocationButton``, ``MapCompass``, ``MapScaleView``
    /// and ``MapPitchToggle``), in a column at the map's top trailing corner.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        environment(\.mapControls, MapControlsContent(view: AnyView(content())))
    }

    /// Calls `action` with the map's camera, region and rectangle when its camera settles (once,
    /// when the map appears: nothing moves a map in a render).
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping @MainActor (MapCameraUpdateContext) -> Void
    ) -> some View {
        transformEnvironment(\.mapCameraChangeActions) { actions in actions.append(action) }
    }

    /// Calls `action` when the map's camera settles (once, when the map appears).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping @MainActor () -> Void) -> some View {
        onMapCameraChange(frequency: frequency) { (_: MapCameraUpdateContext) in action() }
    }
}
