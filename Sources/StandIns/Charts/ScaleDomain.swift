import Foundation
import NapkinUI

/// What a chart's scale spans, as Swift Charts' `ScaleDomain`: a range (`0...100`), a list of
/// categories (`["Mon", "Tue"]`), or a domain the chart infers from its data (`.automatic`,
/// `.automatic(includesZero: false)`).
public protocol ScaleDomain {}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// A domain the chart infers from its marks' values, as Swift Charts' `AutomaticScaleDomain`:
/// every category in order of appearance, or the numbers and dates from the smallest to the
/// largest, widened to whole ticks. Number domains take in zero unless `includesZero` is false.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    /// Changes the inferred domain (its categories, or its two ends) before the chart uses it.
    let modify: (([PlotValue]) -> [PlotValue])?
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data, zero included for numbers.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil, modify: nil) }

    /// The domain inferred from the data; with `includesZero: false` a number domain spans only
    /// the data (from about its smallest value to its largest), and `reversed: true` runs it
    /// backwards (the largest value at the bottom of a y axis, or at the leading edge of an x axis).
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed, modify: nil)
    }

    /// The domain inferred from the data, then changed by `modifyInferredDomain`: it receives the
    /// categories in order, or a number or date domain's two ends, as `dataType`, and may add,
    /// remove or reorder values (the chart spans the smallest to the largest of a number domain).
    public static func automatic<DataValue: Plottable>(
        includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type,
        modifyInferredDomain: @escaping (inout [DataValue]) -> Void
    ) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed) { inferred in
            var values = inferred.compactMap { $0.plottable(as: DataValue.self) }
            modifyInferredDomain(&values)
            return values.map(\.plotValue)
        }
    }
}

extension View {
    /// The x axis spanning `domain`: a range (kept exactly), categories (in this order), or
    /// `.automatic(includesZero:reversed:)`.
    @_disfavoredOverload
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let setting = ChartSettings.domainSetting(domain)
        return transformEnvironment(\.chartSettings) { settings in
            settings.xDomain = setting.domain
            settings.xAutomatic = setting.automatic
        }
    }

    /// The y axis spanning `domain`: a range (kept exactly), categories (in this order), or
    /// `.automatic(includesZero:reversed:)`.
    @_disfavoredOverload
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let setting = ChartSettings.domainSetting(domain)
        return transformEnvironment(\.chartSettings) { settings in
            settings.yDomain = setting.domain
            settings.yAutomatic = setting.automatic
        }
    }
}

/// A range or list that knows the domain it sets.
protocol ExplicitScaleDomain {
    var explicitDomain: ChartSettings.Domain? { get }
}

extension ClosedRange: ExplicitScaleDomain where Bound: Plottable {
    var explicitDomain: ChartSettings.Domain? {
        guard let lower = lowerBound.plotValue.number, let upper = upperBound.plotValue.number else { return nil }
        return .numbers(lower...upper)
    }
}

extension Range: ExplicitScaleDomain where Bound: Plottable {
    var explicitDomain: ChartSettings.Domain? {
        guard let lower = lowerBound.plotValue.number, let upper = upperBound.plotValue.number, lower <= upper else { return nil }
        return .numbers(lower...upper)
    }
}

extension Array: ExplicitScaleDomain where Element: Plottable {
    var explicitDomain: ChartSettings.Domain? {
        .categories(
            map { value in
                if case .category(let name) = value.plotValue { return name }
                return String(describing: value)
            })
    }
}

extension ChartSettings {
    /// What a `ScaleDomain` sets: an explicit domain, or how to infer one.
    static func domainSetting(_ domain: some ScaleDomain) -> (domain: Domain?, automatic: AutomaticScaleDomain?) {
        if let automatic = domain as? AutomaticScaleDomain { return (nil, automatic) }
        if let explicit = domain as? any ExplicitScaleDomain { return (explicit.explicitDomain, nil) }
        return (nil, nil)
    }
}
