import Foundation

/// iPhone's default: ``LinearCapacityGaugeStyle``.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    nonisolated public init() {}

    /// A linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar 8 points tall (systemFill, filled in the tint from the leading edge), the label
/// centred above it, the current value centred below it, the bounds' labels at its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}

    /// The label, the bar between the bounds' labels, and the current value.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, thickness: 8, marker: false)
    }
}

/// As ``LinearCapacityGaugeStyle``, with a thinner 4-point bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}

    /// The label, the thin bar between the bounds' labels, and the current value.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, thickness: 4, marker: false)
    }
}

/// A 4-point track with a ring marking the value, the label above, the bounds' labels at its
/// ends (the current value's words at the leading end when there are none).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}

    /// The track with its marker.
    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, thickness: 4, marker: true)
    }
}

/// A closed ring 58 points across, 6 points thick, filled clockwise from twelve o'clock in the
/// tint, with the current value (or the label) in its middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}

    /// The ring and its centre.
    public func makeBody(configuration: Configuration) -> some View {
        CircularGauge(configuration: configuration, open: false)
    }
}

/// An open ring 58 points across (a 90° gap at the bottom), with a ring marking the value,
/// the current value in its middle and the bounds' labels in the gap.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}

    /// The open ring, its marker and labels.
    public func makeBody(configuration: Configuration) -> some View {
        CircularGauge(configuration: configuration, open: true)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform default (linear capacity on iPhone).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filling with the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filling with the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin track with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filling with the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// The linear gauges: label, bar between the bounds' labels, current value.
private struct LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let thickness: CGFloat
    let marker: Bool

    var body: some View {
        VStack(spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.footnote).foregroundStyle(.secondary) }
                GaugeBar(value: configuration.value, thickness: thickness, marker: marker)
                if let maximum = configuration.maximumValueLabel { maximum.font(.footnote).foregroundStyle(.secondary) }
            }
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// A bar drawn with a ``Canvas``: the track, then the fill or the marker.
private struct GaugeBar: View {
    let value: Double
    let thickness: CGFloat
    let marker: Bool

    var body: some View {
        Canvas { context, size in
            // The track is `thickness` tall, centred; a marker ring spans the whole height.
            let top = (size.height - thickness) / 2
            let track = Path(roundedRect: CGRect(x: 0, y: top, width: size.width, height: thickness), cornerRadius: thickness / 2)
            context.fill(track, with: .style(Color.systemFill))
            if marker {
                let side = size.height
                let x = min(max(CGFloat(value) * size.width, side / 2), size.width - side / 2)
                let ring = Path(ellipseIn: CGRect(x: x - side / 2 + 1, y: 1, width: side - 2, height: side - 2))
                context.fill(ring, with: .style(Color.systemBackground))
                context.stroke(ring, with: .style(.tint), lineWidth: 2)
            } else if value > 0 {
                let width = max(thickness, CGFloat(value) * size.width)
                context.fill(
                    Path(roundedRect: CGRect(x: 0, y: top, width: width, height: thickness), cornerRadius: thickness / 2),
                    with: .style(.tint))
            }
        }
        .frame(height: thickness + (marker ? 4 : 0))
    }
}

/// The circular gauges, drawn with a ``Canvas``, their words laid over the middle.
private struct CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let open: Bool
    static let diameter: CGFloat = 58
    static let lineWidth: CGFloat = 6

    var body: some View {
        ZStack {
            Canvas { context, size in
                // An open ring's marker is 2 points wider than the line: it stays inside the frame.
                let radius = (min(size.width, size.height) - Self.lineWidth - (open ? 2 : 0)) / 2
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                // Angles clockwise on screen from three o'clock: a closed ring starts at twelve;
                // an open one spans 270° from seven thirty to four thirty.
                let start = open ? 135.0 : -90.0, sweep = open ? 270.0 : 360.0
                let style = StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round)
                context.stroke(arc(center, radius, start, start + sweep), with: .style(Color.systemFill), style: style)
                let end = start + sweep * configuration.value
                if open {
                    let point = CGPoint(
                        x: center.x + radius * CGFloat(cos(end * .pi / 180)), y: center.y + radius * CGFloat(sin(end * .pi / 180)))
                    let side = Self.lineWidth + 2
                    let ring = Path(ellipseIn: CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side))
                    context.fill(ring, with: .style(Color.systemBackground))
                    context.stroke(ring, with: .style(.tint), lineWidth: 2)
                } else if configuration.value > 0 {
                    context.stroke(arc(center, radius, start, end), with: .style(.tint), style: style)
                }
            }
            VStack(spacing: 0) {
                if let current = configuration.currentValueLabel {
                    current.font(.system(size: 17, weight: .semibold))
                } else {
                    configuration.label.font(.caption)
                }
            }
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(Self.lineWidth + 4)
            if open {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.horizontal, 8)
            }
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }

    private func arc(_ center: CGPoint, _ radius: CGFloat, _ from: Double, _ to: Double) -> Path {
        Path { path in
            path.addArc(center: center, radius: radius, startAngle: .degrees(from), endAngle: .degrees(to), clockwise: false)
        }
    }
}
