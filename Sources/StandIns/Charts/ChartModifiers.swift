import Foundation
import NapkinUI

/// What a chart's view modifiers set, carried to the chart by the environment.
struct ChartSettings {
    /// One axis's visibility, marks and title.
    struct Axis {
        var visibility: Visibility = .automatic
        var marks: [AxisMarks]?
        var title: String?
    }

    /// An explicit scale domain.
    enum Domain {
        case numbers(ClosedRange<Double>)
        case categories([String])
    }

    var xAxis = Axis()
    var yAxis = Axis()
    var xDomain: Domain?
    var yDomain: Domain?
    /// How an inferred domain is made (`.automatic(includesZero:reversed:)`).
    var xAutomatic: AutomaticScaleDomain?
    var yAutomatic: AutomaticScaleDomain?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    /// Where the legend sits across the chart (leading unless `chartLegend(alignment:)` says).
    var legendAlignment: Alignment?
    /// The room between the legend and the plot (8 points unless `chartLegend(spacing:)` says).
    var legendSpacing: CGFloat?
    /// The app's own legend (`chartLegend(position:alignment:spacing:content:)`), drawn instead of the marks' one.
    var legendContent: (@MainActor () -> AnyView)?
    var styleScale: [(value: PlotValue, style: AnyShapeStyle)]?
    /// The styles `foregroundStyle(by:)` hands out in turn instead of the palette's colours.
    var styleRange: [AnyShapeStyle]?

    /// What `chartSymbolScale` sets: the symbols `symbol(by:)` gives its values.
    struct SymbolScale {
        /// Values paired with their symbols, in order (the mapping form).
        var pairs: [(value: PlotValue, shape: any ChartSymbolShape)] = []
        /// The values in the order symbols are handed out (and the legend lists them).
        var domain: [PlotValue]?
        /// The symbols handed out in turn instead of the basic ones.
        var range: [any ChartSymbolShape]?
        /// A value's symbol, or nil for the next one of the range or the basic symbols.
        var mapping: (@MainActor (PlotValue) -> (any ChartSymbolShape)?)?
    }

    var symbolScale = SymbolScale()
    var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?

    /// A view built with the laid-out chart (`chartOverlay`, `chartBackground`).
    struct Layer {
        let alignment: Alignment
        let content: @MainActor (ChartProxy) -> AnyView
    }

    var overlay: Layer?
    var background: Layer?
    /// The selection modifiers' bindings (`chartXSelection`, `chartAngleSelection`...).
    var selections: [Selection] = []
    /// The gesture `chartGesture` makes, attached to the plot area in place of the selection drag.
    var gesture: (@MainActor (ChartProxy, AnyView) -> AnyView)?
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// The plot area handed to `chartPlotStyle`'s content: style it as a view (a background, a border).
public struct ChartPlotContent: View {
    /// An empty area the size of the plot.
    public var body: some View { Color.clear }
}

extension View {
    private func chartSetting(_ change: @escaping @MainActor (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// The charts inside with their x axis shown or hidden.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.xAxis.visibility = visibility }
    }

    /// The charts inside with these x axis marks instead of the defaults.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content().axisMarks
        return chartSetting { $0.xAxis.marks = marks }
    }

    /// The charts inside with their y axis shown or hidden.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.yAxis.visibility = visibility }
    }

    /// The charts inside with these y axis marks instead of the defaults.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content().axisMarks
        return chartSetting { $0.yAxis.marks = marks }
    }

    /// The x axis spanning exactly `domain` (no rounding to nice values).
    public func chartXScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let domain = Self.numberDomain(domain)
        return chartSetting { $0.xDomain = domain }
    }

    /// The x axis showing these categories, in this order.
    public func chartXScale<Value: Plottable>(domain: [Value]) -> some View {
        let domain = Self.categoryDomain(domain)
        return chartSetting { $0.xDomain = domain }
    }

    /// The y axis spanning exactly `domain` (no rounding to nice values).
    public func chartYScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let domain = Self.numberDomain(domain)
        return chartSetting { $0.yDomain = domain }
    }

    /// The y axis showing these categories, in this order.
    public func chartYScale<Value: Plottable>(domain: [Value]) -> some View {
        let domain = Self.categoryDomain(domain)
        return chartSetting { $0.yDomain = domain }
    }

    /// The charts inside with their legend shown or hidden.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legendVisibility = visibility }
    }

    /// The charts inside with their legend at `position` (below the plot by default, or above).
    /// `alignment` places it across the chart (leading by default) and `spacing` is the room
    /// between it and the plot (8 points by default).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
            $0.legendVisibility = .visible
        }
    }

    /// The charts inside with the legend `content` builds (the app's own keys, as Charts'
    /// `chartLegend(position:alignment:spacing:content:)`) in place of the one made from the
    /// marks' styles, at `position`, placed by `alignment` and `spacing` as above. It is drawn
    /// even when no mark styles by a value.
    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        chartSetting {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
            $0.legendVisibility = .visible
            $0.legendContent = { AnyView(content()) }
        }
    }

    /// The colours `foregroundStyle(by:)` gives each value, in this order (also the legend's).
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<Value, S>) -> some View {
        let scale = mapping.map { (value: $0.key.plotValue, style: AnyShapeStyle($0.value)) }
        return chartSetting { $0.styleScale = scale }
    }

    /// The colours `range` given to the values `domain`, in order.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(domain: [Value], range: [S]) -> some View {
        let scale = zip(domain, range).map { (value: $0.plotValue, style: AnyShapeStyle($1)) }
        return chartSetting { $0.styleScale = scale }
    }

    /// The styles `range` handed to the `foregroundStyle(by:)` values in the order they first
    /// appear (starting over when they run out), instead of the palette's colours.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S]) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chartSetting { $0.styleRange = styles.isEmpty ? nil : styles }
    }

    /// The plot area (inside the axes) styled by `content`: a background, a border.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// The x axis's title, below its labels.
    public func chartXAxisLabel(
        _ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    )
        -> some View
    {
        chartSetting { $0.xAxis.title = label }
    }

    /// The y axis's title, above its labels.
    public func chartYAxisLabel(
        _ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    )
        -> some View
    {
        chartSetting { $0.yAxis.title = label }
    }

    private static func numberDomain<Value: Plottable & Comparable>(_ domain: ClosedRange<Value>) -> ChartSettings.Domain? {
        guard let lower = domain.lowerBound.plotValue.number, let upper = domain.upperBound.plotValue.number else {
            return nil
        }
        return .numbers(lower...upper)
    }

    private static func categoryDomain<Value: Plottable>(_ values: [Value]) -> ChartSettings.Domain {
        .categories(
            values.map { value in
                if case .category(let name) = value.plotValue { return name }
                return String(describing: value)
            })
    }
}
