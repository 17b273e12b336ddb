import Foundation
import Raster
import Testing

@testable import NapkinUI

/// A drawing model as apps keep one: its `Path` makes `==` synthesized.
private struct Stroke: Equatable {
    var path: Path
    var width: Double
}

/// A card that zooms into its detail, as iOS 18 apps mark it, in a scroll view that watches it.
private struct ZoomCard: View {
    @Namespace private var namespace
    let seen: Box<[Bool]>
    let offsets: Box<[CGFloat]>

    var body: some View {
        ScrollView {
            Text("Card")
                .matchedTransitionSource(id: "card", in: namespace) { source in
                    source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 12)).shadow(radius: 4)
                }
                .onScrollVisibilityChange(threshold: 0.2) { seen.value.append($0) }
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offsets.value.append(new) }
    }
}

/// A shake as apps write it: the view moves across by a sine of its animatable value.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A flip about the view's middle, which needs the view's size.
private struct FlipAcross: GeometryEffect {
    var animatableData: CGFloat = 0

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
    }
}

/// Names held-out samples 21 to 24 (corpus25-28) found missing in NapkinUI.
@MainActor
@Suite("Corpus 25 to 28's names")
struct CorpusTwentyFiveNamesTests {
    @Test("Path is Equatable: the same elements compare equal, so a struct holding one gets ==")
    func pathEquatable() {
        var a = Path()
        a.move(to: .zero)
        a.addLine(to: CGPoint(x: 10, y: 10))
        var b = Path()
        b.move(to: .zero)
        b.addLine(to: CGPoint(x: 10, y: 10))
        #expect(Stroke(path: a, width: 2) == Stroke(path: b, width: 2))
        b.addLine(to: CGPoint(x: 20, y: 0))
        #expect(Stroke(path: a, width: 2) != Stroke(path: b, width: 2))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)) != Path(CGRect(x: 0, y: 0, width: 4, height: 4)))
    }

    @Test("Color(.sRGBLinear, white:opacity:) is a grey in linear light, encoded as sRGB draws it")
    func linearWhite() {
        let mid = Color(.sRGBLinear, white: 0.5, opacity: 0.1)
        #expect(isClose(mid, Color(white: Color.gammaEncoded(0.5), opacity: 0.1)))
        #expect(isClose(Color(.sRGB, white: 0.5), Color(white: 0.5)))
        #expect(isClose(Color(.sRGBLinear, white: 0, opacity: 0.1), Color(white: 0, opacity: 0.1)))
    }

    @Test("UIColor.getWhite reads a grey and refuses a colour a grey cannot hold")
    func getWhite() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.25) < 1e-9 && abs(alpha - 0.5) < 1e-9)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test("A secondary action sits in the bar's trailing end; a secure field shows its prompt")
    func secondaryActionAndSecurePrompt() {
        var password = ""
        let screen = NavigationStack {
            Form {
                SecureField("Password", text: Binding(get: { password }, set: { password = $0 }), prompt: Text("Required"))
            }
            .navigationTitle("Sign In")
            .toolbar { ToolbarItem(placement: .secondaryAction) { Button("Help") {} } }
        }
        let description = window(showing: screen).layoutDescription()
        #expect(description.contains("\"Help\""))
        // The prompt is the placeholder: drawn as a text field's prompt is, not as the title.
        let secure = renderView(Form { SecureField("Password", text: .constant(""), prompt: Text("Required")) })
        let field = renderView(Form { TextField("Password", text: .constant(""), prompt: Text("Required")) })
        let titled = renderView(Form { SecureField("Password", text: .constant("")) })
        #expect(secure == field)
        #expect(secure != titled)
    }

    @Test("onScrollVisibilityChange tells a row it came on screen; the zoom source's configuration leaves it drawn as it is")
    func iOS18ScrollNames() {
        let seen = Box<[Bool]>([])
        let offsets = Box<[CGFloat]>([])
        let screen = ZoomCard(seen: seen, offsets: offsets)
        let plain = ScrollView { Text("Card") }
        #expect(renderView(screen) == renderView(plain))
        #expect(seen.value == [true])
        #expect(offsets.value.isEmpty, "a frame at rest does not scroll")
    }

    @Test("A GeometryEffect draws its content through effectValue(size:) in the view's own coordinates; layout is unchanged")
    func geometryEffect() {
        func square<V: View>(_ modify: (AnyView) -> V) -> Bitmap {
            renderView(
                modify(AnyView(Color.red.frame(width: 100, height: 100))).frame(maxWidth: .infinity, maxHeight: .infinity).background(
                    .white))
        }
        // A 100-point square centred in the safe area: x 145…245.
        let shaken = square { $0.modifier(Shake(animatableData: 0.5)) }  // sin(1.5π) = -1: 10 points left
        #expect(shaken == square { $0.offset(x: -10) })
        #expect(square { $0.transformEffect(CGAffineTransform(translationX: 20, y: 0)) } == square { $0.offset(x: 20) })
        #expect(square { $0.modifier(Shake(animatableData: 0)) } == square { $0 })
        // The flip needs the view's width: mirrored in place, a symmetric square draws the same.
        #expect(square { $0.modifier(FlipAcross()) } == square { $0 })
        let description = window(showing: Text("Shake").modifier(Shake(animatableData: 0.5))).layoutDescription()
        #expect(description.contains("\"Shake\""))
    }

    @Test("ProjectionTransform concatenates and inverts as 3x3 matrices; its affine part converts both ways")
    func projectionTransform() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 5, y: -3))
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        let both = move.concatenating(scale)
        #expect(CGAffineTransform(both) == CGAffineTransform(translationX: 5, y: -3).concatenating(CGAffineTransform(scaleX: 2, y: 4)))
        #expect(both.concatenating(both.inverted()).isIdentity)
        #expect(both.isAffine && !both.isIdentity && ProjectionTransform().isIdentity)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertible = singular.invert()
        #expect(!invertible && singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    @Test("UIDevice counts orientation-notification requests, and observers of the notification hear a posted one")
    func orientationNotifications() {
        let device = UIDevice.current
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        let heard = Box(0)
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) {
            _ in MainActor.assumeIsolated { heard.value += 1 }
        }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.removeObserver(token)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(heard.value == 1 && !device.isGeneratingDeviceOrientationNotifications)
    }
}
