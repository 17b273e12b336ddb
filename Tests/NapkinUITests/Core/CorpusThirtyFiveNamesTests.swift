import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A dashboard header as corpus35's coach app draws it: a mesh gradient behind a title.
private struct MeshHeader: View {
    var body: some View {
        ZStack {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.6, 0.4], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [.indigo, .purple, .pink, .blue, .teal, .orange, .mint, .cyan, .yellow])
            Text("Good morning").font(.largeTitle.bold()).foregroundStyle(.white)
        }
        .frame(height: 240)
        .clipShape(.rect(cornerRadius: 24))
        .padding()
    }
}

/// Cards in a horizontal scroll view whose images slide as they leave, as corpus35's photo strip does.
private struct SlidingCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 16) {
                ForEach(0..<3, id: \.self) { index in
                    Text("Card \(index)")
                        .frame(width: 300, height: 120)
                        .scrollTransition(axis: .horizontal) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.25)
                        }
                }
            }
        }
    }
}

/// Shows its offset in the enclosing scroll view's space, below a 100-point block, in a scroll view pushed down 60 points.
private struct ScrollSpaceProbe: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    Text(
                        "scroll y \(Int(proxy.frame(in: .scrollView).minY)) vertical \(Int(proxy.frame(in: .scrollView(axis: .vertical)).minY))"
                    )
                }
                .frame(height: 30)
            }
        }
        .padding(.top, 60)
    }
}

/// A box a view writes into while it is built or placed.
private final class Recorder<Value>: @unchecked Sendable {
    var value: Value?
}

/// A shape that also declares its own body, as corpus35's donut chart does (`extension DonutSlice: View`).
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Wedge: View {
    var body: some View { Text("wedge body") }
}

/// An app delegate that keeps the push token it is given.
private final class PushDelegate: NSObject, UIApplicationDelegate {
    var token: Data?
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        token = deviceToken
    }
}

@MainActor
@Suite("corpus35 and corpus36 names: mesh gradients, scroll transitions, tap locations, popovers, push registration")
struct CorpusThirtyFiveNamesTests {
    @Test("a mesh gradient is drawn cell by cell over its background, light and dark")
    func meshGradientDrawn() {
        assertScreenLightAndDark(MeshHeader())
    }

    @Test("a mesh gradient paints the colours of its vertices at their points")
    func meshGradientColours() {
        func render(_ view: some View) -> Bitmap {
            window(
                showing: view.frame(width: 100, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .ignoresSafeArea()
            ).render()
        }
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .blue, .blue])
        let bitmap = render(mesh)
        let top = bitmap.color(atX: 150, y: 3), bottom = bitmap.color(atX: 150, y: 294)
        #expect(top.red > 0.8 && top.blue < 0.2)
        #expect(bottom.blue > 0.8 && bottom.red < 0.3)
        // A grid whose counts do not match draws its background only.
        let fallback = render(MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .green)).color(
            atX: 150, y: 150)
        #expect(fallback.green > 0.4 && fallback.red < 0.3 && fallback.blue < 0.5)
    }

    @Test("scroll transitions: a card inside the visible area is in the identity phase, one past the trailing edge is not")
    func scrollTransitionPhases() {
        let description = window(showing: SlidingCards()).layoutDescription()
        #expect(description.contains("Card 0"))
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity && TransitionPhase.didDisappear.value == 1)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        let partly = VisualEffectStep.interpolate(.opacity(1), .opacity(0.25), 0.5)
        #expect(partly == .opacity(0.625))
    }

    @Test("the .scrollView coordinate space starts at the scroll view's visible area, not the window")
    func scrollViewSpace() {
        let description = window(showing: ScrollSpaceProbe()).layoutDescription()
        #expect(description.contains("scroll y 100 vertical 100"))
    }

    @Test("onTapGesture with a location gets where the tap landed, in the space asked for")
    func tapLocation() throws {
        let tapped = Recorder<CGPoint>()
        let view = Text("Map").frame(width: 200, height: 100).onTapGesture(coordinateSpace: .local) { tapped.value = $0 }
        try window(showing: view).tap(label: "Map")
        #expect(tapped.value == CGPoint(x: 100, y: 50))
    }

    @Test("a popover points at its attachment anchor: a point of the view, or a rectangle of it")
    func popoverAnchor() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(PopoverAttachmentAnchor.rect(.bounds).rect(in: frame) == frame)
        #expect(
            PopoverAttachmentAnchor.rect(.rect(CGRect(x: 5, y: 5, width: 10, height: 10))).rect(in: frame)
                == CGRect(x: 15, y: 25, width: 10, height: 10))
        #expect(PopoverAttachmentAnchor.point(.bottom).rect(in: frame) == CGRect(x: 60, y: 60, width: 0, height: 0))
        #expect(Anchor<CGPoint>.Source.center.value(in: frame) == CGPoint(x: 60, y: 40))
        _ = Text("Anchor").popover(isPresented: .constant(false), attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text("Tip") }
    }

    @Test("registering for remote notifications hands the app delegate a 32-byte token, the same for the same app")
    func remoteNotifications() {
        let delegate = PushDelegate()
        let application = UIApplication.shared
        let previous = application.delegate
        application.delegate = delegate
        defer {
            application.delegate = previous
            application.unregisterForRemoteNotifications()
        }
        application.registerForRemoteNotifications()
        #expect(application.isRegisteredForRemoteNotifications)
        #expect(delegate.token?.count == 32)
        #expect(delegate.token == UIApplication.simulatedDeviceToken())
        #expect(UIApplication.simulatedDeviceToken(bundleIdentifier: "a") != UIApplication.simulatedDeviceToken(bundleIdentifier: "b"))
    }

    @Test("a shape with its own body is drawn by its body, and still clips and strokes by its path")
    func shapeWithBody() {
        #expect(window(showing: Wedge()).layoutDescription().contains("wedge body"))
        let clipped = window(showing: Color.red.frame(width: 40, height: 40).clipShape(Wedge())).layoutDescription()
        #expect(!clipped.contains("wedge body"))
        #expect(Wedge().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("isSearching is false in a render; SharePreview takes a string title; DefaultToolbarItem places nothing")
    func smallNames() {
        #expect(EnvironmentValues().isSearching == false)
        EnvironmentValues().dismissSearch()
        _ = SharePreview("Receipt" as String, image: Image(systemName: "doc"))
        #expect(DefaultToolbarItem(kind: .search, placement: .bottomBar).placedItems.isEmpty)
        // Focusable views draw as they are: an iPhone without a hardware keyboard shows no focus ring.
        let plain = window(showing: Text("Tile")).layoutDescription()
        let focusable = window(showing: Text("Tile").focusable().focusable(interactions: .activate).focusEffectDisabled())
            .layoutDescription()
        #expect(plain == focusable)
    }
}
