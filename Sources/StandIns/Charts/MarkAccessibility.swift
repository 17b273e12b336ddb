import Foundation
import NapkinUI

// VoiceOver's words for a chart's marks, as Swift Charts' accessibility modifiers on chart
// content. They change nothing the chart draws (on iOS neither does); each mark keeps them.

extension ChartContent {
    /// Names each mark for VoiceOver, from a literal.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
        accessibilityLabel(Text(key))
    }

    /// Names each mark for VoiceOver with a string taken as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let label = String(label)
        return modified { $0.accessibilityLabel = label }
    }

    /// Names each mark for VoiceOver with a `Text` (its characters).
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        accessibilityLabel(label.string)
    }

    /// Each mark's value for VoiceOver, read after its label, from a literal.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
        accessibilityValue(Text(key))
    }

    /// Each mark's value for VoiceOver, a string taken as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let value = String(value)
        return modified { $0.accessibilityValue = value }
    }

    /// Each mark's value for VoiceOver, a `Text` (its characters).
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        accessibilityValue(value.string)
    }

    /// Leaves the marks out of what VoiceOver reads, or, with `false`, keeps them in.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.accessibilityHidden = hidden }
    }
}

extension ChartRenderer {
    /// Where a mark sits, for what is placed over it (annotations, VoiceOver's element): a
    /// bar's, rectangle's or point's frame, a rule's extent, a line's or area's point, the middle
    /// of a sector (as a point).
    func anchor(of mark: ChartPlan.PlacedMark, at index: Int, sectors: [Sector]) -> CGRect? {
        unmovedAnchor(of: mark, at: index, sectors: sectors)?.offsetBy(dx: mark.record.offset.width, dy: mark.record.offset.height)
    }

    private func unmovedAnchor(of mark: ChartPlan.PlacedMark, at index: Int, sectors: [Sector]) -> CGRect? {
        if plan.isPie, index < sectors.count {
            let sector = sectors[index]
            let middle = (sector.start + sector.end) / 2
            let radius = (sector.inner + sector.outer) / 2
            return CGRect(
                x: sector.center.x + radius * CGFloat(cos(middle)), y: sector.center.y + radius * CGFloat(sin(middle)), width: 0, height: 0)
        } else if let rect = rect(of: mark) {
            return rect
        } else if mark.record.kind == .rule, let line = ruleLine(mark) {
            return CGRect(
                x: min(line.0.x, line.1.x), y: min(line.0.y, line.1.y), width: abs(line.1.x - line.0.x), height: abs(line.1.y - line.0.y))
        } else if let x = xCenter(mark.record.x), let y = yCenter(mark.record.y) {
            return CGRect(x: x, y: y, width: 0, height: 0)
        }
        return nil
    }
}

/// The marks given words by `accessibilityLabel` or `accessibilityValue`, as VoiceOver's
/// elements: nothing drawn, each over its mark (at least a symbol's size), in the order written.
struct ChartMarkElements: View {
    let plan: ChartPlan
    let geometry: ChartGeometry
    let calendar: Calendar

    struct Element {
        var label: String
        var value: String?
        var frame: CGRect
    }

    var elements: [Element] {
        let renderer = ChartRenderer(plan: plan, geometry: geometry, calendar: calendar)
        let sectors = plan.isPie ? renderer.sectors() : []
        var result: [Element] = []
        for (index, mark) in plan.marks.enumerated() where !mark.record.accessibilityHidden {
            let record = mark.record
            guard record.accessibilityLabel != nil || record.accessibilityValue != nil,
                let anchor = renderer.anchor(of: mark, at: index, sectors: sectors)
            else { continue }
            let side = ChartRenderer.symbolSide
            let frame = anchor.insetBy(dx: min(0, (anchor.width - side) / 2), dy: min(0, (anchor.height - side) / 2))
            result.append(Element(label: record.accessibilityLabel ?? "", value: record.accessibilityValue, frame: frame))
        }
        return result
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
                item(element).position(x: element.frame.midX, y: element.frame.midY)
            }
        }
    }

    @ViewBuilder
    func item(_ element: Element) -> some View {
        let area = Color.clear.frame(width: element.frame.width, height: element.frame.height).accessibilityLabel(element.label)
        if let value = element.value { area.accessibilityValue(value) } else { area }
    }
}
