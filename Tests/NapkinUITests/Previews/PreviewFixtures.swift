// swift-format-ignore-file: NoBlockComments

import NapkinUI

// Previews as a user writes them, in every form; PreviewRegistryTests checks their lines.
/// Private to this file: the previews below must still see it.
private struct SecretBadge: View {
    var label = "secret badge"
    var body: some View { Text(label) }
}

struct GreetingCard: View {
    var name: String
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "hand.wave").font(.largeTitle)
            Text("Hello, \(name)").font(.headline)
        }
    }
}

#Preview {
    GreetingCard(name: "Grace")
}

#Preview("Badge") {
    SecretBadge()
}

// A comment, then the preview: its line is the one of `#Preview`.
#Preview("Two cards", traits: .sizeThatFitsLayout) {
    GreetingCard(name: "Ada")
    GreetingCard(name: "Grace")
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) {
    let title = "fixed \(1 + 1)"
    SecretBadge(label: title)
}

#Preview("Landscape", traits: .landscapeLeft) { GreetingCard(name: "Wide") }

#Preview("Counter") {
    @Previewable @State var count = 3
    @Previewable @State var isOn = true
    Stepper("Count: \(count)", value: $count)
    Toggle("On", isOn: $isOn)
}

#Preview("Braces } and \"quotes\" (in strings)", traits: .sizeThatFitsLayout) {
    /* a } in a comment */
    Text("brace } and paren ) in \("interpolated (\(1))")")
}

#Preview("Skipped", traits: .sizeThatFitsLayout, .snapshotExcluded) { SecretBadge(label: "skipped") }

/// `#Preview` inside a type's body.
enum PreviewNamespace {
    #Preview("In an enum", traits: .sizeThatFitsLayout) { SecretBadge(label: "in an enum") }
}

extension PreviewNamespace {
    #Preview("In an extension", traits: .sizeThatFitsLayout) {
        @Previewable @State var flag = false
        Toggle("Flag", isOn: $flag)
    }
}

/// A preview that can fail to build its model, as apps write one around a throwing container:
/// `return`s of two view types, which Apple's `() -> any View` body accepts.
private struct FailingModel {
    static func load(fails: Bool) throws -> String {
        if fails { throw CocoaError(.fileReadCorruptFile) }
        return "loaded model"
    }
}

#Preview("Returns", traits: .sizeThatFitsLayout) {
    do {
        let name = try FailingModel.load(fails: true)
        return GreetingCard(name: name)
    } catch {
        return Text("Cannot start the canvas")
    }
}

// Preview modifiers (iOS 18): sample data made once and shared by the previews that use it.
extension EnvironmentValues {
    /// What a larder preview lists.
    @Entry var larderItems: [String] = []
}

/// An app's store of sample data, as a SwiftData container would be.
@MainActor final class Larder {
    let items: [String]
    init(items: [String]) { self.items = items }
}

/// The larder's items, read from the environment the modifier sets.
struct LarderList: View {
    @Environment(\.larderItems) private var items
    var body: some View {
        VStack { ForEach(items, id: \.self) { Text($0) } }
    }
}

/// Makes its larder without suspending, counting how often it is made.
struct LarderSample: PreviewModifier {
    static var made = 0
    static func makeSharedContext() throws -> Larder {
        made += 1
        return Larder(items: ["Flour", "Salt"])
    }
    func body(content: Content, context: Larder) -> some View { content.environment(\.larderItems, context.items) }
}

/// Makes its larder after a pause, as a store loading from disk would.
struct SlowLarderSample: PreviewModifier {
    static func makeSharedContext() async throws -> Larder {
        try await Task.sleep(for: .milliseconds(20))
        return Larder(items: ["Rye"])
    }
    func body(content: Content, context: Larder) -> some View { content.environment(\.larderItems, context.items) }
}

/// Cannot make its larder.
struct BrokenLarderSample: PreviewModifier {
    static func makeSharedContext() throws -> Larder { throw CocoaError(.fileReadNoSuchFile) }
    func body(content: Content, context: Larder) -> some View { content.environment(\.larderItems, context.items) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The sample larder, kept in a main-actor static as apps keep theirs.
    @MainActor static var larder: Self = .modifier(LarderSample())
}

#Preview("Larder", traits: .larder) { LarderList() }

#Preview("Slow larder", traits: .modifier(SlowLarderSample())) { LarderList() }

#Preview("Broken larder", traits: .modifier(BrokenLarderSample())) { LarderList() }
