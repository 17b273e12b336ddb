import Foundation
import NapkinUI

extension View {
    /// The charts inside drawing each `symbol(by:)` value's points, and its legend entry, with the
    /// symbol `mapping` pairs it with (`["Day": Circle().strokeBorder(lineWidth: 2), "Night": .square]`);
    /// the values are handed symbols in the mapping's order. Symbols of different shape types mix.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let pairs = mapping.map { (value: $0.key.plotValue, shape: $0.value) }
        return symbolScale { $0.pairs = pairs }
    }

    /// The charts inside giving the `symbol(by:)` values of `domain` the symbols of `range` in turn
    /// (the first value the first symbol, starting over when the symbols run out); values not in
    /// `domain` come after it, in the order they first appear.
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain, range: [any ChartSymbolShape]) -> some View {
        let values = Self.symbolDomain(domain)
        return symbolScale {
            $0.domain = values
            $0.range = range
        }
    }

    /// The charts inside handing the `symbol(by:)` values the symbols of `range` in turn, in the
    /// order the values first appear, instead of the basic symbols.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        symbolScale { $0.range = range }
    }

    /// The charts inside handing the basic symbols (circle, square, triangle...) to the
    /// `symbol(by:)` values in the order of `domain` (a list of values).
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let values = Self.symbolDomain(domain)
        return symbolScale { $0.domain = values }
    }

    /// The charts inside giving each `symbol(by:)` value the symbol `mapping` returns for it.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        symbolScale { $0.mapping = Self.symbolMapping(mapping) }
    }

    /// The charts inside giving each `symbol(by:)` value the symbol `mapping` returns for it, the
    /// values of `domain` first, in its order.
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S)
        -> some View where Domain.Element: Plottable
    {
        let values = domain.map(\.plotValue)
        let map = Self.symbolMapping(mapping)
        return symbolScale {
            $0.domain = values
            $0.mapping = map
        }
    }

    private func symbolScale(_ change: @escaping @MainActor (inout ChartSettings.SymbolScale) -> Void) -> some View {
        transformEnvironment(\.chartSettings) { change(&$0.symbolScale) }
    }

    /// A list domain's values; nil for ranges and `.automatic`, which order nothing.
    private static func symbolDomain(_ domain: some ScaleDomain) -> [PlotValue]? {
        (domain as? any PlotValueList)?.plotValues
    }

    /// `mapping` applied to the values it takes (a value of another type has no symbol from it).
    private static func symbolMapping<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: @escaping (DataValue) -> S)
        -> @MainActor (PlotValue) -> (any ChartSymbolShape)?
    {
        { value in value.plottable(as: DataValue.self).map { mapping($0) } }
    }
}

/// A list of plottable values (a categories domain).
protocol PlotValueList {
    var plotValues: [PlotValue] { get }
}

extension Array: PlotValueList where Element: Plottable {
    var plotValues: [PlotValue] { map(\.plotValue) }
}
