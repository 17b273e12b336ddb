import Raster
import Testing

@testable import NapkinUI

/// Renders `view` centred on an iPhone SE (2 pixels per point) and returns the bitmap.
@MainActor
func renderSE<V: View>(_ view: V) -> Bitmap {
    let window = Window(device: .iPhoneSE)
    window.rootViewController = HostingController(rootView: view)
    return window.render()
}

/// The colour of the pixel at the centre of the SE screen's safe area (point 187.5, 343.5).
@MainActor
func centrePixel<V: View>(_ view: V) -> Color {
    let bitmap = renderSE(view)
    return Color(premultipliedARGB: bitmap[375, 687])
}

/// `color` over `background`, rounded to bytes as a bitmap stores it.
func composite(_ color: Color, over background: Color) -> Color {
    func mix(_ a: Double, _ b: Double) -> Double { a * color.opacity + b * (1 - color.opacity) }
    let blended = Color(
        red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue))
    return Color(premultipliedARGB: blended.premultipliedARGB)
}

/// True when two colours are within one byte per channel.
func close(_ a: Color, _ b: Color) -> Bool {
    abs(a.red - b.red) <= 1.5 / 255 && abs(a.green - b.green) <= 1.5 / 255 && abs(a.blue - b.blue) <= 1.5 / 255
        && abs(a.opacity - b.opacity) <= 1.5 / 255
}

@MainActor
@Suite("Colours and shape styles")
struct ColorStyleTests {
    @Test("System colours carry iOS 17's light and dark values")
    func systemValues() {
        #expect(Color.red.description == "#FF3B30/#FF453A")
        #expect(Color.blue.description == "#007AFF/#0A84FF")
        #expect(Color.yellow.description == "#FFCC00/#FFD60A")
        #expect(Color.mint.description == "#00C7BE/#63E6E2")
        #expect(Color.indigo.description == "#5856D6/#5E5CE6")
        #expect(Color.gray.description == "#8E8E93")
        #expect(Color.label.description == "#000000/#FFFFFF")
        #expect(Color.secondaryLabel.description == "#3C3C4399/#EBEBF599")
        #expect(Color.systemBackground.description == "#FFFFFF/#000000")
        #expect(Color.systemGroupedBackground.description == "#F2F2F7/#000000")
        #expect(Color.secondarySystemGroupedBackground.description == "#FFFFFF/#1C1C1E")
        #expect(Color.separator.description == "#3C3C434A/#54545899")
        #expect(Color.opaqueSeparator.description == "#C6C6C8/#38383A")
    }

    @Test("A colour resolves through the environment's colour scheme")
    func resolveThroughEnvironment() {
        var environment = EnvironmentValues()
        #expect(Color.label.resolved(in: environment) == .black)
        environment.colorScheme = .dark
        #expect(Color.label.resolved(in: environment) == .white)
        #expect(Color.systemBackground.resolved(in: environment) == .black)
        #expect(!Color.label.resolved(in: environment).isDynamic)
        // A fixed colour is the same in both.
        #expect(Color(hex: 0x123456).resolved(in: environment) == Color(hex: 0x123456))
    }

    @Test("Color.resolve(in:) gives SwiftUI's Color.Resolved: Float sRGB components of the scheme's appearance")
    func resolvedComponents() {
        var environment = EnvironmentValues()
        let light = Color.red.resolve(in: environment)
        #expect(light.red == 1 && abs(light.green - 0x3B / 255) < 1e-6 && abs(light.blue - 0x30 / 255) < 1e-6 && light.opacity == 1)
        #expect(light.description == "#FF3B30FF")
        environment.colorScheme = .dark
        #expect(Color.red.resolve(in: environment).description == "#FF453AFF")
        #expect(Color.secondaryLabel.resolve(in: environment).description == "#EBEBF599")
        // A luminance written with Float arithmetic, as apps compute contrast.
        let white = Color.white.resolve(in: environment)
        let luminance: Float = 0.299 * white.red + 0.587 * white.green + 0.114 * white.blue
        #expect(abs(luminance - 1) < 1e-6)
        // Back to a colour, and linear light.
        #expect(Color(Color.red.resolve(in: environment)).description == Color.red.resolved(dark: true).description)
        var grey = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(grey.linearRed - 0.214_041) < 1e-5)
        grey.linearGreen = 0.214_041
        #expect(abs(grey.green - 0.5) < 1e-5)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214_041, green: 0, blue: 1)
        #expect(abs(linear.red - 0.5) < 1e-5 && linear.green == 0 && linear.blue == 1)
    }

    @Test("A resolved colour is a shape style that draws its own components in either scheme")
    func resolvedColorDraws() {
        let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)
        let drawn = centrePixel(Rectangle().fill(orange).environment(\.colorScheme, .dark))
        #expect(close(drawn, Color(red: 1, green: 0.5, blue: 0)))
    }

    @Test("background() with no style fills with the background style: the system background, or backgroundStyle's")
    func backgroundWithoutStyle() {
        let card = Color.clear.frame(width: 100, height: 100).background()
        #expect(close(centrePixel(card.environment(\.colorScheme, .dark).background(Color.red)), .black))
        #expect(close(centrePixel(card.background(Color.red)), .white))
        #expect(close(centrePixel(card.backgroundStyle(Color.green).background(Color.red)), Color.green.resolved(dark: false)))
    }

    @Test("opacity(_:) multiplies, in both appearances, as SwiftUI's")
    func opacityMultiplies() {
        let half = Color.secondaryLabel.opacity(0.5)
        #expect(abs(half.resolved(dark: false).opacity - 0.3) < 1e-9)
        #expect(abs(half.resolved(dark: true).opacity - 0.3) < 1e-9)
        #expect(Color.black.opacity(0.25).opacity == 0.25)
    }

    @Test("Text and shapes draw the label colour: black in light, white in dark")
    func defaultForegroundFollowsScheme() {
        let light = centrePixel(Rectangle().frame(width: 20, height: 20))
        #expect(light == .black)
        let dark = centrePixel(Rectangle().frame(width: 20, height: 20).environment(\.colorScheme, .dark))
        #expect(dark == .white)
    }

    @Test("A system background fills white in light and black in dark")
    func backgroundFollowsScheme() {
        #expect(centrePixel(Color.systemBackground) == .white)
        #expect(centrePixel(Color.systemBackground.environment(\.colorScheme, .dark)) == .black)
        #expect(centrePixel(Color(.secondarySystemBackground).environment(\.colorScheme, .dark)) == Color(hex: 0x1C1C1E))
    }

    @Test("foregroundStyle(.secondary) over the default is the secondary label colour")
    func secondaryLevel() {
        let light = centrePixel(Rectangle().foregroundStyle(.secondary))
        #expect(close(light, composite(Color(hex: 0x3C3C43, opacity: 0.6), over: .white)))
        let dark = centrePixel(
            ZStack {
                Color.black
                Rectangle().foregroundStyle(.secondary)
            }.environment(\.colorScheme, .dark))
        #expect(close(dark, composite(Color(hex: 0xEBEBF5, opacity: 0.6), over: .black)))
    }

    @Test("A level wrapped in AnyShapeStyle is still a level of the style around it (it recursed into itself)")
    func erasedLevel() {
        let pixel = centrePixel(Rectangle().foregroundStyle(AnyShapeStyle(.tertiary)).foregroundStyle(Color(hex: 0x0000FF)))
        #expect(close(pixel, composite(Color(hex: 0x0000FF, opacity: 0.3), over: .white)))
        let secondary = centrePixel(Rectangle().foregroundStyle(AnyShapeStyle(HierarchicalShapeStyle.secondary)))
        #expect(close(secondary, composite(Color(hex: 0x3C3C43, opacity: 0.6), over: .white)))
    }

    @Test("A level of a custom foreground is that style at a lower opacity")
    func levelOfCustomStyle() {
        let pixel = centrePixel(Rectangle().foregroundStyle(.tertiary).foregroundStyle(Color(hex: 0x0000FF)))
        #expect(close(pixel, composite(Color(hex: 0x0000FF, opacity: 0.3), over: .white)))
    }

    @Test(".tint as a shape style is the environment's tint, resolved for the scheme")
    func tintStyle() {
        #expect(centrePixel(Rectangle().fill(.tint)) == Color(hex: 0x007AFF))
        #expect(centrePixel(Rectangle().fill(.tint).environment(\.colorScheme, .dark)) == Color(hex: 0x0A84FF))
        #expect(centrePixel(Rectangle().fill(.tint).tint(.green)) == Color(hex: 0x34C759))
    }

    @Test("background(_:) takes a shape style and extends under the safe area it touches")
    func styleBackground() {
        let bitmap = renderSE(Color.clear.background(.red))
        // The status bar (top 20 points) is covered too, as on iOS.
        #expect(Color(premultipliedARGB: bitmap[10, 10]) == Color(hex: 0xFF3B30))
        let inset = renderSE(Color.clear.background(.red, ignoresSafeAreaEdges: []))
        #expect(Color(premultipliedARGB: inset[10, 10]) == .white)
    }

    @Test("A linear gradient runs from its start colour to its end colour")
    func linearGradient() {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let bitmap = renderSE(gradient)
        let left = Color(premultipliedARGB: bitmap[0, 687]), right = Color(premultipliedARGB: bitmap[749, 687])
        let middle = Color(premultipliedARGB: bitmap[375, 687])
        #expect(left.red < 0.01 && right.red > 0.99)
        #expect(abs(middle.red - 0.5) < 0.01)
    }

    @Test("An angular gradient goes clockwise from its start angle")
    func angularGradient() {
        let gradient = AngularGradient(colors: [.black, .white], center: .center)
        let bitmap = renderSE(gradient.frame(width: 200, height: 200))
        // A quarter turn clockwise from 3 o'clock is 6 o'clock: a quarter of the way to white.
        let below = Color(premultipliedARGB: bitmap[375, 687 + 150])
        let above = Color(premultipliedARGB: bitmap[375, 687 - 150])
        #expect(abs(below.red - 0.25) < 0.03)
        #expect(abs(above.red - 0.75) < 0.03)
    }

    @Test("Text segments keep their own style; a gradient on the whole text paints the text")
    func textStyles() {
        let text = Text("A").foregroundStyle(.red) + Text("B")
        let (runs, paint) = text.runs(in: EnvironmentValues())
        #expect(runs[0].color == SRGBColor(hex: 0xFF3B30))
        #expect(runs[1].color == nil)
        #expect(paint == .color(.black))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(text.runs(in: dark).runs[0].color == SRGBColor(hex: 0xFF453A))
        let gradient = Text("G").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        guard case .linearGradient = gradient.runs(in: EnvironmentValues()).paint else {
            Issue.record("a gradient text should be painted with the gradient")
            return
        }
    }

    @Test("A hosting controller's background is the system background of its colour scheme")
    func controllerBackground() {
        let controller = HostingController(rootView: EmptyView())
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        controller.layout(in: bounds, safeAreaInsets: EdgeInsets(all: 0), environment: environment)
        let canvas = Raster.Canvas(size: bounds.size, scale: 1)
        controller.draw(in: canvas)
        #expect(canvas.makeBitmap()[5, 5] == Color.black.premultipliedARGB)
        controller.layout(in: bounds, safeAreaInsets: EdgeInsets(all: 0), environment: EnvironmentValues())
        let light = Raster.Canvas(size: bounds.size, scale: 1)
        controller.draw(in: light)
        #expect(light.makeBitmap()[5, 5] == Color.white.premultipliedARGB)
    }

    @Test("foregroundStyle(_:_:) gives .secondary its own style")
    func twoLevelForeground() {
        let pixel = centrePixel(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red, .green))
        #expect(pixel == Color(hex: 0x34C759))
        #expect(centrePixel(Rectangle().foregroundStyle(.red, .green)) == Color(hex: 0xFF3B30))
    }
}
