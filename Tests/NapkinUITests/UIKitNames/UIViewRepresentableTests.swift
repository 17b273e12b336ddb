import Foundation
import Raster
import Testing

@testable import NapkinUI

/// UIKit's spinner wrapped for SwiftUI, as apps write it.
private struct ActivityIndicator: UIViewRepresentable {
    let style: UIActivityIndicatorView.Style
    let color: UIColor
    var animating = true

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: style)
        view.color = color
        if animating { view.startAnimating() }
        return view
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

/// A plain UIKit view with a background, sized by the frame SwiftUI gives it.
private struct Swatch: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.backgroundColor = context.environment.colorScheme == .dark ? .white : .red
    }
}

/// A UIKit view that draws itself, as apps' subclasses do: its left half blue over its background.
private final class HalfBlue: UIView {
    var drawnRect: CGRect?

    override func draw(_ rect: CGRect) {
        drawnRect = rect
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        // Outside the view's bounds: clipped away.
        context.fill(CGRect(x: -50, y: 0, width: 10, height: 10))
    }
}

/// Draws with dynamic colours, as UIKit code does: the left half in `label` through `setFill()`,
/// the right half a tinted symbol; records the colour `cgColor` gave inside and outside
/// `performAsCurrent`.
private final class LabelInk: UIView {
    var insideLight: CGColor?

    override func draw(_ rect: CGRect) {
        UIColor.label.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        UIImage(systemName: "circle.fill")?.withTintColor(.systemBlue)
            .draw(in: CGRect(x: rect.width / 2, y: 0, width: rect.width / 2, height: rect.height))
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { insideLight = UIColor.label.cgColor }
    }
}

private struct LabelInkSwatch: UIViewRepresentable {
    let view: LabelInk
    func makeUIView(context: Context) -> LabelInk { view }
    func updateUIView(_ uiView: LabelInk, context: Context) {}
}

private struct HalfBlueSwatch: UIViewRepresentable {
    let view: HalfBlue
    func makeUIView(context: Context) -> HalfBlue { view }
    func updateUIView(_ uiView: HalfBlue, context: Context) {}
}

/// Alerts kept in static properties of a nonisolated type, as apps keep them.
private enum AlertContext {
    static let invalidForm = Alert(title: Text("Invalid Form"), message: Text("Fill in every field."), dismissButton: .default(Text("OK")))
}

@MainActor
@Suite("UIKit views in SwiftUI (UIViewRepresentable)")
struct UIViewRepresentableTests {
    @Test("A wrapped activity indicator is iOS's spinner: 37 points when large, 20 when medium, in its colour")
    func activityIndicator() throws {
        #expect(sizeText(try frame(of: "ProgressView", in: ActivityIndicator(style: .large, color: .red))) == "37×37")
        #expect(sizeText(try frame(of: "ProgressView", in: ActivityIndicator(style: .medium, color: .red))) == "20×20")
        // The brightest spoke is at twelve o'clock, in the colour given: a large spinner centred
        // in the safe area (195, 428.5) draws red above its centre.
        let image = renderView(ActivityIndicator(style: .large, color: .red))
        #expect(isClose(pixel(image, atPoint: 195, 428.5 - 13), Color(red: 1, green: 0, blue: 0)))
        // Stopped, it hides (keeping its space); unless told not to.
        let stopped = renderView(ActivityIndicator(style: .large, color: .red, animating: false))
        #expect(isClose(pixel(stopped, atPoint: 195, 428.5 - 13), .white))
        let view = UIActivityIndicatorView(style: .whiteLarge)
        #expect(view.color.color == .white)
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
    }

    @Test("A plain UIView takes the frame offered and fills it with its background colour, set from the context's environment")
    func plainView() {
        let image = renderView(Swatch().frame(width: 100, height: 40))
        #expect(isClose(pixel(image, atPoint: 195, 428), Color(red: 1, green: 0, blue: 0)))  // UIKit's red is pure red
        #expect(isClose(pixel(image, atPoint: 195, 405), .white))
        let dark = renderView(
            ZStack {
                Color.black.ignoresSafeArea(); Swatch().frame(width: 100, height: 40)
            }.preferredColorScheme(.dark))
        #expect(isClose(pixel(dark, atPoint: 195, 428), .white))
        let hidden = UIView()
        hidden.isHidden = true
        #expect(hidden.node(in: EnvironmentValues()).kind == "UIView")
    }

    @Test("A UIView subclass's draw(_:) draws over its background, in its own coordinates, clipped to its bounds")
    func drawOverride() {
        let view = HalfBlue()
        view.backgroundColor = .red
        let image = renderView(HalfBlueSwatch(view: view).frame(width: 100, height: 40))
        // The view is centred in the safe area: x 145…245, y 408.5…448.5.
        #expect(isClose(pixel(image, atPoint: 170, 428), Color(red: 0, green: 0, blue: 1)))
        #expect(isClose(pixel(image, atPoint: 220, 428), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(image, atPoint: 100, 413), .white))
        #expect(view.drawnRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.bounds.size == CGSize(width: 100, height: 40))
        #expect(view.traitCollection.userInterfaceStyle == .light)
        _ = renderView(HalfBlueSwatch(view: view).frame(width: 100, height: 40).preferredColorScheme(.dark))
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("Inside draw(_:), dynamic colours and tinted images resolve in the view's appearance, as UIKit's current traits")
    func drawResolvesInViewAppearance() {
        let view = LabelInk()
        let light = renderView(LabelInkSwatch(view: view).frame(width: 100, height: 40))
        // The view is centred in the safe area: x 145…245, y 408.5…448.5.
        #expect(isClose(pixel(light, atPoint: 170, 428), .black))
        #expect(isClose(pixel(light, atPoint: 220, 428), Color(red: 0, green: 122 / 255, blue: 1)))
        let dark = renderView(
            ZStack {
                Color.black.ignoresSafeArea(); LabelInkSwatch(view: view).frame(width: 100, height: 40)
            }.preferredColorScheme(.dark))
        #expect(isClose(pixel(dark, atPoint: 170, 428), .white))
        #expect(isClose(pixel(dark, atPoint: 220, 428), Color(red: 10 / 255, green: 132 / 255, blue: 1)))
        // performAsCurrent overrides the appearance for its block; outside any drawing it is light.
        #expect(view.insideLight.map { Color(cgColor: $0) } == Color(cgColor: UIColor.black.cgColor))
        #expect(Color(cgColor: UIColor.label.cgColor) == Color(cgColor: UIColor.black.cgColor))
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(Color(cgColor: UIColor.label.cgColor) == Color(cgColor: UIColor.white.cgColor))
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
    }

    @Test("An Alert made outside the main actor shows as one made on it")
    func nonisolatedAlert() throws {
        let window = Window()
        window.rootViewController = HostingController(
            rootView: Text("Form").alert(isPresented: .constant(true)) { AlertContext.invalidForm })
        let description = window.layoutDescription()
        #expect(description.contains("Invalid Form"))
        #expect(description.contains("Fill in every field."))
        try window.tap(label: "OK")
    }
}
