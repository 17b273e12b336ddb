import Foundation
import Raster
import Testing

@testable import NapkinUI

/// Every public number that shapes a view is taken as SwiftUI takes it: a negative size
/// clamps to zero, a value that is not finite is ignored (with a runtime warning), and
/// nothing traps or asks for absurd memory, whatever a screen passes.
@MainActor
@Suite("Hostile geometry")
struct HostileGeometryTests {
    /// The values a careless or hostile screen passes.
    static let values: [CGFloat] = [.nan, .infinity, -.infinity, -1, -0.999999, 1e308, -1e308, 0]

    /// A view using `value` in one public input, by name.
    static let cases: [(String, (CGFloat) -> AnyView)] = [
        ("frame(width:height:)", { v in AnyView(Color.red.frame(width: v, height: v)) }),
        (
            "frame(min/ideal/max)",
            { v in AnyView(Color.red.frame(minWidth: v, idealWidth: v, maxWidth: v, minHeight: v, idealHeight: v, maxHeight: v)) }
        ),
        ("frame(maxWidth:)", { v in AnyView(Color.red.frame(maxWidth: v)) }),
        ("padding", { v in AnyView(Text("Pad").padding(v)) }),
        ("padding(edges)", { v in AnyView(Text("Pad").padding(.horizontal, v)) }),
        ("padding(EdgeInsets)", { v in AnyView(Text("Pad").padding(EdgeInsets(top: v, leading: v, bottom: v, trailing: v))) }),
        (
            "VStack(spacing:)",
            { v in
                AnyView(
                    VStack(spacing: v) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "HStack(spacing:)",
            { v in
                AnyView(
                    HStack(spacing: v) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "LazyVStack(spacing:)",
            { v in
                AnyView(
                    ScrollView {
                        LazyVStack(spacing: v) {
                            Text("A"); Text("B")
                        }
                    })
            }
        ),
        (
            "LazyHStack(spacing:)",
            { v in
                AnyView(
                    LazyHStack(spacing: v) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "GridItem(.adaptive(minimum:))",
            { v in
                AnyView(
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: v))]) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "GridItem(.adaptive(maximum:))",
            { v in AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 10, maximum: v))]) { Text("A") }) }
        ),
        (
            "GridItem(.fixed)",
            { v in
                AnyView(
                    LazyVGrid(columns: [GridItem(.fixed(v)), GridItem(.fixed(20))]) {
                        Text("A"); Text("B")
                    })
            }
        ),
        ("GridItem(.flexible)", { v in AnyView(LazyVGrid(columns: [GridItem(.flexible(minimum: v, maximum: v))]) { Text("A") }) }),
        (
            "GridItem(spacing:)",
            { v in
                AnyView(
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: v)]) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "LazyVGrid(spacing:)",
            { v in
                AnyView(
                    LazyVGrid(columns: [GridItem()], spacing: v) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "LazyHGrid",
            { v in
                AnyView(
                    LazyHGrid(rows: [GridItem(.adaptive(minimum: v), spacing: v)], spacing: v) {
                        Text("A"); Text("B")
                    })
            }
        ),
        (
            "Grid(spacing)",
            { v in
                AnyView(
                    Grid(horizontalSpacing: v, verticalSpacing: v) {
                        GridRow {
                            Text("A"); Text("B")
                        }
                    })
            }
        ),
        (
            "Spacer(minLength:)",
            { v in
                AnyView(
                    HStack {
                        Text("A"); Spacer(minLength: v); Text("B")
                    })
            }
        ),
        ("offset", { v in AnyView(Text("Off").offset(x: v, y: v)) }),
        ("aspectRatio", { v in AnyView(Color.red.aspectRatio(v, contentMode: .fit)) }),
        ("aspectRatio(size)", { v in AnyView(Color.red.aspectRatio(CGSize(width: v, height: 1), contentMode: .fill)) }),
        ("containerRelativeFrame", { v in AnyView(Color.red.containerRelativeFrame(.horizontal, count: 0, span: -1, spacing: v)) }),
        (
            "layoutPriority",
            { v in
                AnyView(
                    HStack {
                        Text("A").layoutPriority(Double(v)); Text("B")
                    })
            }
        ),
        ("blur", { v in AnyView(Text("Blur").blur(radius: v)) }),
        ("shadow", { v in AnyView(Text("Shadow").shadow(radius: v, x: v, y: v)) }),
        ("scaleEffect", { v in AnyView(Text("Scale").scaleEffect(v)) }),
        ("scaleEffect(x:y:)", { v in AnyView(Text("Scale").scaleEffect(x: v, y: v)) }),
        ("rotationEffect", { v in AnyView(Text("Turn").rotationEffect(.degrees(Double(v)))) }),
        ("opacity", { v in AnyView(Text("Fade").opacity(Double(v))) }),
        ("colour effects", { v in AnyView(Color.red.brightness(Double(v)).saturation(Double(v)).grayscale(Double(v))) }),
        ("cornerRadius", { v in AnyView(Color.red.frame(width: 40, height: 40).cornerRadius(v)) }),
        ("RoundedRectangle", { v in AnyView(RoundedRectangle(cornerRadius: v).fill(.red)) }),
        ("stroke(lineWidth:)", { v in AnyView(Circle().stroke(lineWidth: v)) }),
        ("strokeBorder(lineWidth:)", { v in AnyView(Capsule().strokeBorder(lineWidth: v)) }),
        ("border(width:)", { v in AnyView(Text("Border").border(.red, width: v)) }),
        (
            "Path",
            { v in
                AnyView(
                    Path { path in
                        path.move(to: CGPoint(x: v, y: 0)); path.addLine(to: CGPoint(x: 10, y: v));
                        path.addArc(center: .zero, radius: v, startAngle: .degrees(0), endAngle: .degrees(Double(v)), clockwise: true)
                    }.stroke(.red))
            }
        ),
        ("font size", { v in AnyView(Text("Size").font(.system(size: v))) }),
        ("Font.custom", { v in AnyView(Text("Size").font(.custom("Inter", size: v))) }),
        ("text spacing", { v in AnyView(Text("Space").tracking(v).kerning(v).baselineOffset(v).lineSpacing(v)) }),
        (
            "minimumScaleFactor",
            { v in AnyView(Text("A long line that must shrink to fit").lineLimit(1).minimumScaleFactor(v).frame(width: 50)) }
        ),
        ("Color components", { v in AnyView(Color(red: Double(v), green: Double(v), blue: Double(v), opacity: Double(v))) }),
        ("Color(white:)", { v in AnyView(Color(white: Double(v), opacity: Double(v))) }),
        ("Color(hue:)", { v in AnyView(Color(hue: Double(v), saturation: Double(v), brightness: Double(v))) }),
        ("Color.opacity", { v in AnyView(Color.red.opacity(Double(v))) }),
        (
            "LinearGradient stops",
            { v in
                AnyView(
                    LinearGradient(
                        stops: [.init(color: .red, location: v), .init(color: .blue, location: 1)], startPoint: UnitPoint(x: v, y: 0),
                        endPoint: .bottom))
            }
        ),
        ("RadialGradient", { v in AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: v, endRadius: v)) }),
        (
            "AngularGradient",
            { v in
                AnyView(
                    AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(Double(v)), endAngle: .radians(Double(v))))
            }
        ),
        ("Image scale", { v in AnyView(Image(bitmap: Bitmap(width: 4, height: 4, color: .white), scale: v)) }),
        (
            "zIndex",
            { v in
                AnyView(
                    ZStack {
                        Text("A").zIndex(Double(v)); Text("B")
                    })
            }
        ),
    ]

    /// How many cases there are (the arguments of the test, which cannot read ``cases``).
    nonisolated static let caseCount = 50

    @Test("Every case is run")
    func everyCase() {
        #expect(Self.cases.count == Self.caseCount)
    }

    @Test("No public geometry input traps, whatever its value", arguments: 0..<caseCount)
    func noTrap(index: Int) {
        let (name, make) = Self.cases[index]
        for value in Self.values {
            let window = Window(
                device: Device(name: "small", size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: EdgeInsets()))
            window.rootViewController = HostingController(rootView: make(value))
            let bitmap = window.render()
            #expect(bitmap.width == 100 && bitmap.height == 100, "\(name) with \(value)")
            _ = window.layoutDescription()
        }
    }

    /// The layout description of `view` on a 200×200 device at 1×.
    func description(_ view: some View) -> String {
        let window = Window(device: Device(name: "small", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: EdgeInsets()))
        window.rootViewController = HostingController(rootView: view)
        return window.layoutDescription()
    }

    /// The pixels of `view` on the same device.
    func pixels(_ view: some View) -> Bitmap {
        let window = Window(device: Device(name: "small", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: EdgeInsets()))
        window.rootViewController = HostingController(rootView: view)
        return window.render()
    }

    @Test("A value that is not finite is ignored: the view lays out and draws as without it")
    func nonFiniteIsIgnored() {
        let text = Text("Napkin")
        for value in [CGFloat.nan, .infinity, -.infinity] {
            #expect(description(text.frame(width: value, height: value)) == description(text.frame()), "frame \(value)")
            #expect(
                description(
                    VStack(spacing: value) {
                        text; text
                    })
                    == description(
                        VStack {
                            text; text
                        }), "spacing \(value)")
            #expect(description(text.padding(value)) == description(text.padding(0)), "padding \(value)")
            #expect(description(text.offset(x: value, y: value)) == description(text), "offset \(value)")
            #expect(pixels(text.blur(radius: value)) == pixels(text), "blur \(value)")
            #expect(pixels(text.shadow(radius: value)) == pixels(text.shadow(radius: 0)), "shadow \(value)")
            let grid = { (item: GridItem) in LazyVGrid(columns: [item]) { ForEach(0..<6, id: \.self) { _ in Color.red.frame(height: 10) } }
            }
            #expect(
                description(grid(GridItem(.adaptive(minimum: value)))) == description(grid(GridItem(.adaptive(minimum: 0)))),
                "adaptive \(value)")
        }
    }

    @Test("A negative size clamps to zero; a negative spacing or padding keeps its sign, as in SwiftUI")
    func negativeValues() throws {
        #expect(description(Color.red.frame(width: -10, height: -1)) == description(Color.red.frame(width: 0, height: 0)))
        #expect(description(Text("A").blur(radius: -3)) == description(Text("A").blur(radius: 0)))
        // Two 10-point rows 1 point apart... overlapping by one.
        let stack = description(
            VStack(spacing: -1) {
                Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
            })
        #expect(stack.contains("(95, 90.5, 10×10)") && stack.contains("(95, 99.5, 10×10)"), "\(stack)")
    }

    @Test(
        "An adaptive grid item with a spacing of -1 or -0.999999 makes a bounded number of columns",
        arguments: [-1, -0.999999] as [CGFloat])
    func negativeGridSpacing(spacing: CGFloat) {
        let cells = 2000
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: spacing)], spacing: 0) {
            ForEach(0..<cells, id: \.self) { _ in Color.red.frame(height: 1) }
        }
        let clock = ContinuousClock()
        let started = clock.now
        let lines = description(grid).split(separator: "\n").filter { $0.contains("Color") }
        #expect(lines.count == cells)
        // One point from each column to the next: (200 + spacing) / 1 = 199 columns (not the
        // 199 million a spacing of -0.999999 once asked for), so the 2,000 cells fill 11 rows.
        let rows = Set(lines.map { $0.split(separator: ",")[1] })
        #expect(rows.count == 11, "\(rows.sorted())")
        #expect(clock.now - started < .seconds(30))
        #expect(LazyGridNode.maximumAdaptiveTracks == 1_000)
    }
}
