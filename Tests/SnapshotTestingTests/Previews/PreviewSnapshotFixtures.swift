import NapkinUI

// The previews assertPreviewSnapshots() finds in this test module. PreviewSnapshotTests and
// PreviewSnapshotXCTests check their reference names, which carry the line below.

private struct Chip: View {
    var text: String
    var body: some View { Text(text).padding(6) }
}

#Preview("Chip", traits: .sizeThatFitsLayout) { Chip(text: "chip") }

#Preview(traits: .sizeThatFitsLayout) { Chip(text: "unnamed") }

/// How many times the opted-out preview's view was made: never, or the opt-out renders.
@MainActor var optedOutViewsMade = 0

@MainActor private func optedOutText() -> String {
    optedOutViewsMade += 1
    return "opted out"
}

#Preview("Opted out", traits: .sizeThatFitsLayout, .snapshotExcluded) { Chip(text: optedOutText()) }

struct Chips_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Chip(text: "first").previewDisplayName("First")
            Chip(text: "second").previewDisplayName("Second")
        }
        .previewLayout(.sizeThatFits)
    }
}
