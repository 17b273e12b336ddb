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
