import Foundation
import Testing

@testable import NapkinUI

/// A view tree nested thousands of levels deep does not overflow the stack: building stops at
/// ``ViewNesting/maximumDepth``, the rest is left out, and the window says so, naming the
/// depth. (2,000 nested stacks crashed a debug build, 5,000 a release build.)
@MainActor
@Suite("Deep trees")
struct DeepTreeTests {
    /// One level of nesting of each kind of container or modifier, around `inner`.
    static let kinds: [(String, (AnyView) -> AnyView)] = [
        ("VStack", { inner in AnyView(VStack { inner }) }),
        (
            "HStack",
            { inner in
                AnyView(
                    HStack {
                        inner; Text("·")
                    })
            }
        ),
        ("ZStack", { inner in AnyView(ZStack { inner }) }),
        ("Section", { inner in AnyView(Section { inner }) }),
        ("padding", { inner in AnyView(inner.padding(0.01)) }),
        ("frame", { inner in AnyView(inner.frame(maxWidth: .infinity)) }),
        ("background", { inner in AnyView(inner.background(Color.red)) }),
        ("overlay", { inner in AnyView(inner.overlay(Color.clear)) }),
        ("ScrollView", { inner in AnyView(ScrollView { inner }) }),
        ("LazyVStack", { inner in AnyView(LazyVStack { inner }) }),
        ("Button", { inner in AnyView(Button(action: {}) { inner }) }),
        ("custom view", { inner in AnyView(Wrapper(content: inner)) }),
        ("onTapGesture", { inner in AnyView(inner.onTapGesture {}) }),
        ("clipShape", { inner in AnyView(inner.clipShape(RoundedRectangle(cornerRadius: 1))) }),
        ("opacity", { inner in AnyView(inner.opacity(0.99)) }),
    ]

    struct Wrapper: View {
        let content: AnyView
        var body: some View { content }
    }

    /// `levels` levels of `kind` around a text.
    static func tree(_ kind: (AnyView) -> AnyView, levels: Int) -> AnyView {
        var view = AnyView(Text("Deepest"))
        for _ in 0..<levels { view = kind(view) }
        return view
    }

    func window(_ view: AnyView) -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        return window
    }

    @Test("2,000 levels of any kind (5,000 of stacks) render, the part below the limit left out and named")
    func tooDeep() async {
        for (name, kind) in Self.kinds {
            for levels in name == "VStack" ? [2_000, 5_000] : [2_000] {
                // Other tests wait for the main actor too: each walk over a deep tree takes
                // seconds in a debug build on a loaded machine, so the main actor is handed
                // back between walks (a whole kind at once held it for over 30 s in CI).
                let window = window(Self.tree(kind, levels: levels))
                await Task.yield()
                #expect(window.render().width == 1170, "\(name)")
                await Task.yield()
                // Every walk over the tree copes with it too.
                let description = window.layoutDescription()
                await Task.yield()
                _ = window.interactiveElements()
                #expect(window.layoutProblem == ViewNesting.message, "\(name) × \(levels)")
                #expect(description.contains("TooDeep"), "\(name)")
                #expect(!description.contains("\"Deepest\""), "\(name)")
                await Task.yield()
            }
        }
    }

    @Test("The problem names the depth, and what to do")
    func message() {
        #expect(ViewNesting.maximumDepth == 1_000)
        #expect(
            ViewNesting.message
                == "The view tree is nested deeper than 1000 levels, the most NapkinUI lays out (a deeper tree would overflow the thread's stack); the views below level 1000 were left out. Flatten the hierarchy: fewer nested stacks, containers and modifiers."
        )
    }

    @Test("A tree within the limit is laid out whole, and the next layout of a shallow one has no problem")
    func withinTheLimit() {
        let window = window(Self.tree(Self.kinds[0].1, levels: 300))
        #expect(window.layoutDescription().contains("\"Deepest\""))
        #expect(window.layoutProblem == nil)
        window.rootViewController = HostingController(rootView: Self.tree(Self.kinds[0].1, levels: 2_000))
        window.layout()
        #expect(window.layoutProblem != nil)
        window.rootViewController = HostingController(rootView: Text("Shallow"))
        window.layout()
        #expect(window.layoutProblem == nil)
    }
}
