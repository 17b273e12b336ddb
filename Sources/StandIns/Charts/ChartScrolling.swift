import NapkinUI

/// Swift Charts' scrolling (iOS 17): `chartScrollableAxes(.horizontal)` lets the plot scroll along an axis.
///
/// A chart scrolls only when part of its domain is out of view, which a visible domain
/// (`chartXVisibleDomain(length:)`) asks for; without one the whole domain is in view, as on iOS, and the
/// chart draws as it does without the modifier. A snapshot shows the chart at rest, at its initial position.
extension View {
    /// The charts inside scroll along `axes`.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        environment(\.chartScrollableAxes, axes)
    }
}

private struct ChartScrollableAxesKey: EnvironmentKey {
    static var defaultValue: Axis.Set { [] }
}

extension EnvironmentValues {
    /// The axes the charts inside scroll along (none unless `chartScrollableAxes(_:)` set them).
    var chartScrollableAxes: Axis.Set {
        get { self[ChartScrollableAxesKey.self] }
        set { self[ChartScrollableAxesKey.self] = newValue }
    }
}
