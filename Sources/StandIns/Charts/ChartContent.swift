@_spi(StandIns) import NapkinUI

/// What a chart shows, as Swift Charts' `ChartContent`: a mark, a group of marks, a `ForEach`
/// of marks, or your own type whose `body` is built from them.
///
/// ```swift
/// struct Forecast: ChartContent {
///     let days: [Day]
///     var body: some ChartContent {
///         ForEach(days) { LineMark(x: .value("Day", $0.date, unit: .day), y: .value("High", $0.high)) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of (`Never` for marks, which the chart draws itself).
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

/// Marks have no body: the chart draws them.
extension Never: ChartContent {}

extension ChartContent where Body == Never {
    /// Marks and groups have no body: the chart reads them directly and never asks for it.
    public var body: Never { fatalError("\(Self.self) is drawn by the chart and has no body") }
}

/// Content the chart reads directly instead of asking for its body: marks, groups, `ForEach`.
@MainActor
protocol PrimitiveChartContent {
    func collect(into collector: inout MarkCollector)
}

extension ChartContent {
    /// Appends the marks of this content, with their modifiers applied, to `collector`.
    func collectMarks(into collector: inout MarkCollector) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collect(into: &collector)
        } else {
            body.collectMarks(into: &collector)
        }
    }

    /// The marks of this content in the order they were written.
    func marks() -> [MarkRecord] {
        var collector = MarkCollector()
        collectMarks(into: &collector)
        return collector.marks
    }
}

/// The marks a chart's content holds, in the order they were written.
struct MarkCollector {
    var marks: [MarkRecord] = []
}

/// Builds chart content from marks, `ForEach`, `if`/`else` and optionals, as Swift Charts'
/// `ChartContentBuilder`.
@resultBuilder @MainActor
public enum ChartContentBuilder {
    /// Content as written.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    /// The parts of a block, in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> ChartContentGroup {
        var parts: [any ChartContent] = []
        repeat parts.append(each content)
        return ChartContentGroup(parts: parts)
    }

    /// The content of an `if` without `else`, or none.
    public static func buildOptional(_ content: ChartContentGroup?) -> ChartContentGroup {
        content ?? ChartContentGroup(parts: [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(branch: .first(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(branch: .second(second))
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> ChartContentGroup {
        ChartContentGroup(parts: [content])
    }

    /// The content of a `for` loop's iterations.
    public static func buildArray<Content: ChartContent>(_ content: [Content]) -> ChartContentGroup {
        ChartContentGroup(parts: content)
    }
}

/// Several pieces of chart content in the order they were written (what a builder's block makes).
public struct ChartContentGroup: ChartContent, PrimitiveChartContent {
    let parts: [any ChartContent]

    func collect(into collector: inout MarkCollector) {
        for part in parts { part.collectMarks(into: &collector) }
    }
}

/// One of the two branches of an `if`/`else` in chart content.
public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }

    let branch: Branch

    func collect(into collector: inout MarkCollector) {
        switch branch {
        case .first(let content): content.collectMarks(into: &collector)
        case .second(let content): content.collectMarks(into: &collector)
        }
    }
}

/// Chart content carried through `ForEach`, whose elements are views: never drawn as a view.
struct ChartContentCarrier: View {
    let content: any ChartContent
    var body: EmptyView { EmptyView() }
}

extension ForEach {
    /// No body: a chart reads the content of each element.
    public var body: Never { fatalError("ForEach is read by the chart and has no body") }
}

extension ForEach: ChartContent, PrimitiveChartContent {
    func collect(into collector: inout MarkCollector) {
        for element in data {
            // The parts, not the built view: a `ForEach` made by the view initializer (a `ForEach`
            // of `ForEach`es, see below) holds the inner ones in the view builder's groups.
            for part in builtParts(for: element) {
                if let carrier = part as? ChartContentCarrier {
                    carrier.content.collectMarks(into: &collector)
                } else if let nested = part as? any ChartContent {
                    nested.collectMarks(into: &collector)
                }
            }
        }
    }
}

// NapkinUI's `ForEach` is both a view and chart content (it is not generic over its content,
// as SwiftUI's is), so `ForEach(lines) { line in ForEach(line.points) { ... } }` in a chart
// would fit both the view initializers and these. These are disfavoured: the outer one is then
// made by the view initializer, holding the inner ones, and a chart reads through it (above).

extension ForEach {
    /// Chart content for each element of `data`, identified by `id`, as in Swift Charts.
    @_disfavoredOverload
    public init<Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        // A closure value, not a literal, so that no view builder rewrites what it returns.
        let carry: (Data.Element) -> ChartContentCarrier = { ChartContentCarrier(content: content($0)) }
        self.init(data, id: id, content: carry)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of a collection of identifiable elements.
    @_disfavoredOverload
    public init<Content: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Chart content for each integer in `range`.
    @_disfavoredOverload
    public init<Content: ChartContent>(_ range: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}

/// Marks grouped so that modifiers apply to all of them, as Swift Charts' `Plot`: it draws
/// nothing of its own.
///
/// ```swift
/// ForEach(days) { day in
///     Plot {
///         AreaMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
///         LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
///     }
///     .accessibilityLabel(day.name)
/// }
/// ```
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content

    /// The marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    func collect(into collector: inout MarkCollector) {
        content.collectMarks(into: &collector)
    }
}
