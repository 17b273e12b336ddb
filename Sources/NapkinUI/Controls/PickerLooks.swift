internal import Raster

/// iOS 17's picker metrics, in points.
enum PickerMetrics {
    /// A segmented control's height.
    static let segmentedHeight: Double = 32
    /// Its outer corner radius.
    static let segmentedCornerRadius: Double = 9
    /// Between its edge and the selected segment.
    static let segmentInset: Double = 2
    /// A wheel's height (UIPickerView's).
    static let wheelHeight: Double = 216
    /// A wheel's row height.
    static let wheelRowHeight: Double = 34
    /// The up-down chevrons' box beside a menu picker's value.
    static let menuChevronWidth: Double = 11
}

extension PickerLook {
    /// The views that draw a picker in this look: one view, or one per row for an inline
    /// picker in a form.
    @MainActor
    func views(for model: PickerModel, label: AnyView, in environment: EnvironmentValues) -> [any View] {
        let palette = ControlPalette(environment)
        let tint = palette.tint(environment)
        let showsLabel = environment.isFormRow && !environment.labelsHidden
        switch self {
        case .menu:
            let value = MenuPickerValue(text: model.selectedOption?.label ?? "", tint: tint)
            guard showsLabel else { return [value] }
            return [LabeledRow(label: label, trailing: AnyView(value))]
        case .navigationLink:
            let value = HStack(spacing: 8) {
                Text(verbatim: model.selectedOption?.label ?? "").foregroundStyle(Color(palette.secondaryLabel))
                Drawing(width: 8, height: 14, name: "Chevron") { canvas, rect in
                    Chevron.forward(in: rect, color: palette.tertiaryLabel, on: canvas)
                }
            }
            return [LabeledRow(label: environment.labelsHidden ? AnyView(EmptyView()) : label, trailing: AnyView(value))]
        case .segmented:
            return [SegmentedControl(model: model, palette: palette)]
        case .inline:
            let rows: [any View] = model.options.indices.map { index in
                InlineOptionRow(text: model.options[index].label, isSelected: index == model.selectedIndex, tint: tint)
            }
            if environment.isFormRow { return rows }
            return [VStack(spacing: 0) { ForEach(rows.indices, id: \.self) { AnyView(erasing: rows[$0]).frame(minHeight: 44) } }]
        case .wheel:
            return [WheelPicker(model: model, palette: palette)]
        }
    }
}

/// A label leading and a value trailing, across the width offered.
struct LabeledRow: View {
    let label: AnyView
    let trailing: AnyView

    var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: 8)
            trailing
        }
    }
}

/// A closed menu picker: the value and `chevron.up.chevron.down`, in the tint.
private struct MenuPickerValue: View {
    let text: String
    let tint: SRGBColor

    var body: some View {
        HStack(spacing: 5) {
            Text(verbatim: text)
            Drawing(width: PickerMetrics.menuChevronWidth, height: 18, name: "UpDownChevron") { canvas, rect in
                Chevron.upDown(in: rect, color: tint, on: canvas)
            }
        }
        .foregroundStyle(Color(tint))
    }
}

/// An option of an inline picker: its words, and a checkmark in the tint when chosen.
private struct InlineOptionRow: View {
    let text: String
    let isSelected: Bool
    let tint: SRGBColor

    var body: some View {
        HStack(spacing: 0) {
            Text(verbatim: text)
            Spacer(minLength: 8)
            if isSelected {
                Drawing(width: 17, height: 17, name: "Checkmark") { canvas, rect in
                    Chevron.checkmark(in: rect, color: tint, on: canvas)
                }
            }
        }
    }
}

/// iOS's segmented control: a grey rounded track, the chosen segment raised in white, thin
/// separators between the others.
private struct SegmentedControl: View {
    let model: PickerModel
    let palette: ControlPalette

    var body: some View {
        ZStack {
            Drawing(height: PickerMetrics.segmentedHeight, idealWidth: idealWidth, name: "SegmentedTrack") {
                [model, palette] canvas, rect in
                SegmentedControl.drawTrack(model: model, palette: palette, in: rect, on: canvas)
            }
            HStack(spacing: 0) {
                ForEach(model.options.indices, id: \.self) { index in
                    Text(verbatim: model.options[index].label)
                        .font(index == model.selectedIndex ? .sansMedium(13) : .sans(13))
                        .foregroundStyle(Color(palette.label))
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .frame(height: PickerMetrics.segmentedHeight)
    }

    /// Each segment as wide as the widest label needs, when nothing proposes a width.
    private var idealWidth: Double {
        let widest = model.options.map { Font.sansMedium(13).nominalAdvance(of: $0.label) }.max() ?? 0
        return Double(model.options.count) * (widest + 24)
    }

    @MainActor
    static func drawTrack(model: PickerModel, palette: ControlPalette, in rect: Rect, on canvas: Raster.Canvas) {
        canvas.fill(.roundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius), in: canvas.snap(rect), with: palette.fill)
        let count = model.options.count
        guard count > 0 else { return }
        let width = rect.width / Double(count)
        for index in 1..<max(count, 1) {
            // No separator beside the chosen segment, as iOS hides those two.
            if let selected = model.selectedIndex, selected == index || selected == index - 1 { continue }
            let x = rect.minX + width * Double(index)
            canvas.fill(canvas.snap(Rect(x: x - 0.5, y: rect.midY - 6, width: 1, height: 12)), with: palette.tertiaryLabel)
        }
        if let selected = model.selectedIndex {
            let inset = PickerMetrics.segmentInset
            let segment = Rect(
                x: rect.minX + width * Double(selected) + inset, y: rect.minY + inset, width: width - 2 * inset,
                height: rect.height - 2 * inset)
            let shape = ShapeKind.roundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius - inset)
            drawSoftShadow(shape, in: segment, on: canvas, offsetY: 1.5, radius: 3, opacity: 0.1)
            canvas.fill(shape, in: canvas.snap(segment), with: palette.selectedSegment)
        }
    }
}

/// A wheel at rest: the chosen option in the middle band, two neighbours above and below
/// fading away.
private struct WheelPicker: View {
    let model: PickerModel
    let palette: ControlPalette

    var body: some View {
        ZStack {
            Drawing(height: PickerMetrics.wheelHeight, idealWidth: 200, name: "WheelBand") { [palette] canvas, rect in
                let band = Rect(
                    x: rect.minX + 8, y: rect.midY - PickerMetrics.wheelRowHeight / 2, width: rect.width - 16,
                    height: PickerMetrics.wheelRowHeight)
                canvas.fill(.roundedRectangle(cornerRadius: 8), in: canvas.snap(band), with: palette.fill)
            }
            VStack(spacing: 0) {
                ForEach(-3..<4, id: \.self) { offset in row(offset) }
            }
        }
        .frame(height: PickerMetrics.wheelHeight)
    }

    /// The row `offset` places from the chosen one, fainter and smaller the farther it is.
    @ViewBuilder private func row(_ offset: Int) -> some View {
        let index = (model.selectedIndex ?? 0) + offset
        let text = model.options.indices.contains(index) ? model.options[index].label : ""
        let distance = Double(abs(offset))
        Text(verbatim: text)
            .font(.sans(21 - 1.5 * distance))
            .foregroundStyle(Color(palette.label.opacity(offset == 0 ? 1 : max(0.15, 0.55 - 0.15 * distance))))
            .frame(height: PickerMetrics.wheelRowHeight - 2 * distance)
            .frame(maxWidth: .infinity)
    }
}
