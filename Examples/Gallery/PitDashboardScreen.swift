import Foundation
import NapkinUI

/// A dashboard with gauges and progress: a smoker's temperatures, a cook's progress, a chart
/// drawn with `Canvas`, and actions.
public struct PitDashboardScreen: View {
    static let temperatures: [Double] = [180, 205, 224, 231, 228, 226, 230, 233, 229, 225, 227, 226]

    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    HStack(spacing: 16) {
                        TemperatureGauge(title: "Pit", value: 226, range: 0...300, tint: .orange)
                        TemperatureGauge(title: "Meat", value: 171, range: 0...210, tint: .red)
                        Gauge(value: 0.62) {
                            Text("Wood")
                        } currentValueLabel: {
                            Text("62")
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.green)
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Wood")
                        .accessibilityValue("62 percent")
                    }
                    DashboardCard(title: "Cook progress") {
                        ProgressView("Brisket", value: 9, total: 14)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Brisket")
                            .accessibilityValue("9 of 14 hours")
                        ProgressView(value: 0.35) {
                            Text("Ribs")
                        } currentValueLabel: {
                            Text("2 h 10 min left").foregroundStyle(AccessibleColors.secondaryText)
                        }
                        .tint(.orange)
                        .accessibilityElement(children: .combine)
                    }
                    DashboardCard(title: "Pit temperature") {
                        TemperatureChart(values: Self.temperatures).frame(height: 90)
                        Gauge(value: 226, in: 200...250) {
                            Text("Target band")
                        } currentValueLabel: {
                            Text("226 °F").foregroundStyle(AccessibleColors.secondaryText)
                        } minimumValueLabel: {
                            Text("200").foregroundStyle(AccessibleColors.secondaryText)
                        } maximumValueLabel: {
                            Text("250").foregroundStyle(AccessibleColors.secondaryText)
                        }
                        .gaugeStyle(.accessoryLinear)
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Pit temperature, target band 200 to 250 °F")
                        .accessibilityValue("226 °F")
                    }
                    DashboardCard(title: "Session") {
                        SessionRow(title: "Started", value: "5:40 AM")
                        SessionRow(title: "Wood added", value: "4 splits")
                        SessionRow(title: "Status", value: "Holding")
                    }
                    HStack(spacing: 12) {
                        Button("Add wood") {}.buttonStyle(.bordered).tint(.primary)
                        Button("Wrap brisket") {}.buttonStyle(.borderedProminent).tint(AccessibleColors.blue)
                    }
                    .controlSize(.large)
                }
                .padding(16)
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Pit")
        }
    }
}

private struct TemperatureGauge: View {
    let title: String
    let value: Double
    let range: ClosedRange<Double>
    let tint: Color

    var body: some View {
        Gauge(value: value, in: range) {
            Text(title)
        } currentValueLabel: {
            Text("\(Int(value))°")
        } minimumValueLabel: {
            Text("\(Int(range.lowerBound))").foregroundStyle(AccessibleColors.secondaryText)
        } maximumValueLabel: {
            Text("\(Int(range.upperBound))").foregroundStyle(AccessibleColors.secondaryText)
        }
        .gaugeStyle(.accessoryCircular)
        .tint(tint)
        // One element, as iOS reads a gauge: "Pit, 226 degrees, range 0 to 300".
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue("\(Int(value)) degrees, range \(Int(range.lowerBound)) to \(Int(range.upperBound))")
    }
}

/// A session fact, its value in the readable secondary colour, read as one element.
private struct SessionRow: View {
    let title: String
    let value: String

    var body: some View {
        LabeledContent(title) { Text(value).foregroundStyle(AccessibleColors.secondaryText) }
            .accessibilityElement(children: .combine)
    }
}

private struct DashboardCard<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline).accessibilityAddTraits(.isHeader)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(.rect(cornerRadius: 12))
    }
}

/// A line of readings with a shaded band under it, drawn with `Canvas`.
private struct TemperatureChart: View {
    let values: [Double]

    var body: some View {
        Canvas { context, size in
            guard let low = values.min(), let high = values.max(), values.count > 1, high > low else { return }
            func point(_ index: Int) -> CGPoint {
                CGPoint(
                    x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                    y: size.height - 4 - (size.height - 8) * CGFloat((values[index] - low) / (high - low)))
            }
            var line = Path()
            line.move(to: point(0))
            for index in values.indices.dropFirst() { line.addLine(to: point(index)) }
            var band = line
            band.addLine(to: CGPoint(x: size.width, y: size.height))
            band.addLine(to: CGPoint(x: 0, y: size.height))
            band.closeSubpath()
            context.fill(
                band,
                with: .linearGradient(
                    Gradient(colors: [Color.orange.opacity(0.35), Color.orange.opacity(0)]), startPoint: .zero,
                    endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(.orange), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            let last = point(values.count - 1)
            context.fill(Path(ellipseIn: CGRect(x: last.x - 4, y: last.y - 4, width: 8, height: 8)), with: .color(.orange))
        }
    }
}
