import NapkinUI

// Previews in Swift 5 mode, two of which would share their references: PreviewSnapshotTests
// (in SnapshotTestingTests) expects assertPreviewSnapshots() to refuse that.

#Preview("Twin", traits: .sizeThatFitsLayout) { Text("one") }

#Preview("Twin", traits: .sizeThatFitsLayout) { Text("two") }

#Preview("Single", traits: .sizeThatFitsLayout) {
    @Previewable @State var on = true
    Toggle("On", isOn: $on)
}
