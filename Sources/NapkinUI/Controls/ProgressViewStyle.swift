internal import Raster

/// The look of progress views, as SwiftUI's `ProgressViewStyle`: `.automatic`, `.linear`,
/// `.circular`, or your own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the look of a progress view from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressViewStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

/// What a ``ProgressViewStyle`` knows of the progress view it styles.
@preconcurrency @MainActor
public struct ProgressViewStyleConfiguration {
    /// The fraction done, 0…1, or `nil` while unknown.
    public let fractionCompleted: Double?
    /// The title, if any.
    public let label: AnyView?
    /// The words for the current value, if any.
    public let currentValueLabel: AnyView?
}

/// iOS's choice: a bar when the amount is known, the spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    nonisolated public init() {}

    /// A bar or the spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar 4 points tall across the width offered (systemFill, filled in the tint), under the
/// title and over the current value's words (footnote, secondary); unknown progress draws an
/// empty track.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The linear style.
    public init() { tint = nil }

    /// The linear style filled in `tint`.
    public init(tint: Color) { self.tint = tint }

    /// The title, the bar and the current value, stacked.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// The spinner (20 points, 37 at `.large`), over the title in the secondary colour 8 points
/// below; the spinner is grey unless `.tint` (or `tint:`) colours it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The circular style.
    public init() { tint = nil }

    /// The circular style in `tint`.
    public init(tint: Color) { self.tint = tint }

    /// The spinner and its title.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner(tint: tint)
            if let label = configuration.label {
                label.foregroundStyle(.secondary)
            }
        }
    }
}

/// The spinner as a view, sized by the control size and coloured by the tint when one is set.
private struct Spinner: View, PrimitiveView {
    typealias Body = Never
    let tint: Color?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let explicit = tint ?? (environment.tint == EnvironmentValues().tint ? nil : environment.tint)
        return SpinnerNode(
            side: environment.controlSize >= .large ? 37 : SpinnerNode.side,
            color: explicit?.srgb(in: environment) ?? SpinnerNode.color)
    }
}

/// The linear style's bar, in the tint of the environment or the style.
private struct ProgressBar: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double
    let tint: Color?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let palette = ControlPalette(environment)
        return ProgressBarNode(
            fraction: fraction, thickness: 4, track: palette.track, fill: (tint ?? environment.tint).srgb(in: environment))
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar when the amount is known, the spinner otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
    /// The style of progress views inside.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.progressViewStyle = style }
    }
}
