import Foundation
import NapkinUI

/// A map's controls in a column at its top trailing corner, with the camera's heading for the
/// compass.
struct MapControlStack: View {
    let controls: MapControlsContent?
    let heading: Double

    var body: some View {
        if let controls {
            VStack(spacing: 8) { controls.view }
                .environment(\.mapHeading, heading)
                .padding(.top, 8)
                .padding(.trailing, 8)
        }
    }
}

private struct MapHeadingKey: EnvironmentKey {
    static let defaultValue: Double = 0
}

extension EnvironmentValues {
    /// The heading of the map whose controls these are.
    var mapHeading: Double {
        get { self[MapHeadingKey.self] }
        set { self[MapHeadingKey.self] = newValue }
    }
}

/// The square button that moves a map to the person's location, as MapKit's
/// `MapUserLocationButton`: the location arrow in the tint on a rounded square. Linux knows no
/// location, so tapping it moves nothing.
public struct MapUserLocationButton: View {
    /// The button, for the map in `scope` (or the map it is a control of).
    public init(scope: Namespace.ID? = nil) {}

    /// The arrow on its square.
    public var body: some View {
        Button {
            // No location to move to on Linux.
        } label: {
            Image(systemName: "location")
                .font(.system(size: 17, weight: .medium))
                .foregroundStyle(.tint)
                .frame(width: 44, height: 44)
                .background(MapControlBackground())
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Tracking")
    }
}

/// The compass, as MapKit's `MapCompass`: shown only while the map is turned away from north
/// (as iOS's automatic visibility does), its needle pointing north.
public struct MapCompass: View {
    @Environment(\.mapHeading) private var heading

    /// The compass, for the map in `scope` (or the map it is a control of).
    public init(scope: Namespace.ID? = nil) {}

    /// The needle and the N, or nothing while the map points north.
    public var body: some View {
        if heading.truncatingRemainder(dividingBy: 360) != 0 {
            ZStack {
                Circle().fill(MapControlFill.color)
                Image(systemName: "location.north").font(.system(size: 14, weight: .bold)).foregroundStyle(Color.red)
                    .rotationEffect(.degrees(-heading))
            }
            .frame(width: 40, height: 40)
            .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
            .accessibilityLabel("Compass")
        }
    }
}

/// The scale bar, as MapKit's `MapScaleView`: iOS shows it only while the map is zoomed, so a
/// still map (a render) shows nothing.
public struct MapScaleView: View {
    /// The scale, for the map in `scope`, aligned as `alignment`.
    public init(alignment: HorizontalAlignment = .leading, scope: Namespace.ID? = nil) {}

    /// Nothing: the map is not being zoomed.
    public var body: some View { EmptyView() }
}

/// The 2D/3D toggle, as MapKit's `MapPitchToggle`: iOS shows it where the map has relief to
/// show; the flat map drawn on Linux has none, so it shows nothing.
public struct MapPitchToggle: View {
    /// The toggle, for the map in `scope`.
    public init(scope: Namespace.ID? = nil) {}

    /// Nothing: there is no relief to pitch into.
    public var body: some View { EmptyView() }
}

/// The rounded square behind a map control.
struct MapControlBackground: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(MapControlFill.color)
            .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
    }
}

/// The colour of a map control's background: white in light mode, a raised dark grey in dark mode.
enum MapControlFill {
    static let color = Color(light: .white, dark: Color(red: 0.235, green: 0.235, blue: 0.247))
}
