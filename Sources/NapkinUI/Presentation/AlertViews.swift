/// The centred box of an alert: title and message, then its buttons side by side when there
/// are two, stacked otherwise (Cancel last).
struct AlertBox: View {
    let title: String?
    let message: String?
    let buttons: [AlertButtonModel]

    var body: some View {
        EnvironmentReader { environment in
            let palette = ControlPalette(environment)
            VStack(spacing: 0) {
                AlertHeader(title: title, message: message)
                Rectangle().fill(Color(palette.separator)).frame(height: 1.0 / environment.displayScale)
                AlertButtons(buttons: buttons, separator: Color(palette.separator), scale: environment.displayScale)
            }
            .frame(width: AlertMetrics.width)
            .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(Color(palette.alertBackground)))
        }
    }
}

private struct AlertHeader: View {
    let title: String?
    let message: String?

    var body: some View {
        VStack(spacing: 2) {
            if let title { Text(verbatim: title).font(.headline) }
            if let message { Text(verbatim: message).font(.footnote) }
        }
        .multilineTextAlignment(.center)
        .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
        .frame(maxWidth: .infinity)
    }
}

private struct AlertButtons: View {
    let buttons: [AlertButtonModel]
    let separator: Color
    let scale: Double

    /// Cancel goes left of two buttons and last of a stack, as iOS orders them.
    private var ordered: [AlertButtonModel] {
        let cancel = buttons.filter { $0.style == .cancel }
        let others = buttons.filter { $0.style != .cancel }
        return buttons.count == 2 ? cancel + others : others + cancel
    }

    var body: some View {
        let ordered = ordered
        if ordered.count == 2 {
            HStack(spacing: 0) {
                AlertButton(model: ordered[0], height: AlertMetrics.buttonHeight, fontSize: 17)
                Rectangle().fill(separator).frame(width: 1 / scale)
                AlertButton(model: ordered[1], height: AlertMetrics.buttonHeight, fontSize: 17)
            }
            .frame(height: AlertMetrics.buttonHeight)
        } else {
            VStack(spacing: 0) {
                ForEach(ordered.indices, id: \.self) { index in
                    if index > 0 { Rectangle().fill(separator).frame(height: 1 / scale) }
                    AlertButton(model: ordered[index], height: AlertMetrics.buttonHeight, fontSize: 17)
                }
            }
        }
    }
}

/// One button of an alert or action sheet: tinted words (bold for Cancel, red when
/// destructive) across the width, reported as an alert action.
///
/// iOS draws alerts with `UIAlertController`, so the tint is the one
/// `UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor` sets,
/// when an app set one, else the tint of where the alert was presented.
struct AlertButton: View {
    let model: AlertButtonModel
    let height: Double
    let fontSize: Double

    var body: some View {
        EnvironmentReader { environment in
            let palette = ControlPalette(environment)
            let tint =
                UIView.appearanceTintColor(containedIn: [UIAlertController.self])?.color.srgb(in: environment) ?? palette.tint(environment)
            Button(action: model.action) {
                Text(verbatim: model.title)
                    .font(model.style == .cancel ? .sansMedium(fontSize) : .sans(fontSize))
                    .foregroundStyle(Color(model.style == .destructive ? palette.red : tint))
                    .frame(maxWidth: .infinity)
                    .frame(height: height)
            }
            .elementKind(.alertAction)
            .buttonStyle(.plain)
        }
    }
}

/// An action sheet: a rounded group of the title, message and actions, and Cancel apart in
/// its own group below, rising from the bottom of the screen.
struct ActionSheetView: View {
    let title: String?
    let message: String?
    let buttons: [AlertButtonModel]

    var body: some View {
        EnvironmentReader { environment in
            let palette = ControlPalette(environment)
            VStack(spacing: AlertMetrics.sheetMargin) {
                Spacer(minLength: 0)
                ActionSheetGroup(
                    title: title, message: message, buttons: buttons.filter { $0.style != .cancel }, palette: palette,
                    scale: environment.displayScale)
                ForEach(buttons.indices.filter { buttons[$0].style == .cancel }, id: \.self) { index in
                    AlertButton(model: buttons[index], height: AlertMetrics.sheetButtonHeight, fontSize: 20)
                        .background(RoundedRectangle(cornerRadius: AlertMetrics.sheetCornerRadius).fill(Color(palette.cancelBackground)))
                }
            }
            .padding(.horizontal, AlertMetrics.sheetMargin)
        }
    }
}

private struct ActionSheetGroup: View {
    let title: String?
    let message: String?
    let buttons: [AlertButtonModel]
    let palette: ControlPalette
    let scale: Double

    var body: some View {
        VStack(spacing: 0) {
            if title != nil || message != nil {
                VStack(spacing: 2) {
                    if let title { Text(verbatim: title).font(.sansMedium(13)) }
                    if let message { Text(verbatim: message).font(.footnote) }
                }
                .foregroundStyle(Color(palette.secondaryLabel))
                .multilineTextAlignment(.center)
                .padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16))
                .frame(maxWidth: .infinity)
            }
            ForEach(buttons.indices, id: \.self) { index in
                if index > 0 || title != nil || message != nil {
                    Rectangle().fill(Color(palette.separator)).frame(height: 1 / scale)
                }
                AlertButton(model: buttons[index], height: AlertMetrics.sheetButtonHeight, fontSize: 20)
            }
        }
        .background(RoundedRectangle(cornerRadius: AlertMetrics.sheetCornerRadius).fill(Color(palette.alertBackground)))
    }
}
