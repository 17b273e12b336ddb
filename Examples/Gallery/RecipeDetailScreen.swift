import NapkinUI

/// A detail page whose text is Markdown, as apps write it in string literals: bold, italic,
/// code and a link inline, over a numbered method.
public struct RecipeDetailScreen: View {
    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Texas-Style Brisket").font(.largeTitle.bold())
                    Text("**12 hours** · _serves 10_ · [printable card](https://example.com/brisket)")
                        .foregroundStyle(AccessibleColors.secondaryText)
                    Text(
                        "Trim the fat cap to a quarter inch, season with *equal parts* salt and coarse pepper, and smoke at `250 °F` until the bark is set. **Wrap** in butcher paper at 165 °F."
                    )
                    Divider()
                    Text("Method").font(.title2.bold())
                    ForEach(RecipeDetailScreen.steps.indices, id: \.self) { index in
                        HStack(alignment: .firstTextBaseline, spacing: 10) {
                            Text("\(index + 1).").font(.body.monospacedDigit()).bold()
                            Text(LocalizedStringKey(RecipeDetailScreen.steps[index]))
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Recipe")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private static let steps = [
        "Salt the brisket **the night before**.",
        "Smoke fat side up over *post oak* until it reaches 165 °F.",
        "Wrap, then cook to ~203 °F, probe tender.",
        "Rest it for **at least an hour** before slicing.",
    ]
}
