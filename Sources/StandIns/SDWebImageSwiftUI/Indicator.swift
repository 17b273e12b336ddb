import Foundation
import NapkinUI
import SDWebImage

/// A view shown over an image while it loads, as SDWebImageSwiftUI's `Indicator`.
public struct Indicator<T: View> {
    let content: @MainActor (Binding<Bool>, Binding<Double>) -> T

    /// An indicator `content` builds from whether it animates and the progress (0...1).
    public init(@ViewBuilder content: @escaping @MainActor (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T) {
        self.content = content
    }
}

@MainActor
extension Indicator where T == AnyView {
    /// The spinning activity indicator (`ProgressView()`).
    public static var activity: Indicator<T> {
        Indicator { isAnimating, _ in AnyView(ProgressView().opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }

    /// The activity indicator in `style`.
    public static func activity<S: ProgressViewStyle>(style: S) -> Indicator<T> {
        Indicator { isAnimating, _ in AnyView(ProgressView().progressViewStyle(style).opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }

    /// The progress bar (`ProgressView(value:)`).
    public static var progress: Indicator<T> {
        Indicator { isAnimating, progress in AnyView(ProgressView(value: progress.wrappedValue).opacity(isAnimating.wrappedValue ? 1 : 0)) }
    }

    /// The progress bar in `style`.
    public static func progress<S: ProgressViewStyle>(style: S) -> Indicator<T> {
        Indicator { isAnimating, progress in
            AnyView(ProgressView(value: progress.wrappedValue).progressViewStyle(style).opacity(isAnimating.wrappedValue ? 1 : 0))
        }
    }
}

/// Whether a load is running and how far it is, as SDWebImageSwiftUI's `IndicatorStatus`. napkin's loads end while
/// the view is built, so a rendered status is never loading.
public final class IndicatorStatus: ObservableObject {
    /// Whether the load is running.
    @Published public var isLoading = false
    /// How far it is (0...1).
    @Published public var progress = 0.0

    /// A status of no load.
    public init() {}
}

/// Lays the indicator over the content while the status is loading.
public struct IndicatorViewModifier<T: View>: ViewModifier {
    /// The load's status.
    @ObservedObject public var status: IndicatorStatus
    /// The indicator.
    public var indicator: Indicator<T>

    /// A modifier showing `indicator` while `status` is loading.
    public init(status: IndicatorStatus, indicator: Indicator<T>) {
        self.status = status
        self.indicator = indicator
    }

    /// The content, with the indicator over it while loading.
    public func body(content: Content) -> some View {
        ZStack {
            content
            if status.isLoading {
                indicator.content($status.isLoading, $status.progress)
            }
        }
    }
}

extension AnyTransition {
    /// Fades the image in.
    public static var fade: AnyTransition { .asymmetric(insertion: .opacity, removal: .identity) }

    /// Fades the image in over `duration` seconds (ease in and out).
    public static func fade(duration: Double) -> AnyTransition {
        .asymmetric(insertion: AnyTransition.opacity.animation(.easeInOut(duration: duration)), removal: .identity)
    }

    /// Flips the image in about the vertical axis, from the left.
    public static var flipFromLeft: AnyTransition { flip(angle: -90, axis: (0, 1, 0), duration: nil) }
    /// Flips the image in from the left over `duration` seconds.
    public static func flipFromLeft(duration: Double) -> AnyTransition { flip(angle: -90, axis: (0, 1, 0), duration: duration) }
    /// Flips the image in about the vertical axis, from the right.
    public static var flipFromRight: AnyTransition { flip(angle: 90, axis: (0, 1, 0), duration: nil) }
    /// Flips the image in from the right over `duration` seconds.
    public static func flipFromRight(duration: Double) -> AnyTransition { flip(angle: 90, axis: (0, 1, 0), duration: duration) }
    /// Flips the image in about the horizontal axis, from the top.
    public static var flipFromTop: AnyTransition { flip(angle: 90, axis: (1, 0, 0), duration: nil) }
    /// Flips the image in from the top over `duration` seconds.
    public static func flipFromTop(duration: Double) -> AnyTransition { flip(angle: 90, axis: (1, 0, 0), duration: duration) }
    /// Flips the image in about the horizontal axis, from the bottom.
    public static var flipFromBottom: AnyTransition { flip(angle: -90, axis: (1, 0, 0), duration: nil) }
    /// Flips the image in from the bottom over `duration` seconds.
    public static func flipFromBottom(duration: Double) -> AnyTransition { flip(angle: -90, axis: (1, 0, 0), duration: duration) }

    private static func flip(angle: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), duration: Double?) -> AnyTransition {
        let insertion = AnyTransition.modifier(
            active: FlipModifier(angle: angle, axis: axis), identity: FlipModifier(angle: 0, axis: axis))
        return .asymmetric(insertion: duration.map { insertion.animation(.easeInOut(duration: $0)) } ?? insertion, removal: .identity)
    }
}

/// The image turned `angle` degrees about `axis` (a flip's start).
struct FlipModifier: ViewModifier {
    let angle: Double
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)

    func body(content: Content) -> some View {
        content.rotation3DEffect(.degrees(angle), axis: axis)
    }
}
