import NapkinUI

// PreviewProviders as a user writes them. PreviewRegistryTests checks the lines below.

private struct ProviderRow: View {
    var title: String
    var body: some View { Text("row \(title)") }
}

/// Three previews in one provider, each with its own settings.
struct GreetingCard_Previews: PreviewProvider {
    static var previews: some View {
        GreetingCard(name: "Ada")
            .previewDisplayName("Greeting")
            .previewDevice("iPhone SE (3rd generation)")
        Group {
            ProviderRow(title: "dark")
                .preferredColorScheme(.dark)
                .previewLayout(.sizeThatFits)
            ProviderRow(title: "fixed")
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewLayout(.fixed(width: 300, height: 120))
        }
        .previewInterfaceOrientation(.landscapeLeft)
    }
}

/// One view per element of a `ForEach`.
struct Rows_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["one", "two"], id: \.self) { title in
            ProviderRow(title: title).previewDisplayName("Row \(title)")
        }
    }
}

private struct PrivateRow_Previews: PreviewProvider {
    static var previews: some View { ProviderRow(title: "private").previewLayout(.sizeThatFits) }
}

enum ProviderNamespace {
    fileprivate struct Nested_Previews: PreviewProvider {
        static var previews: some View { ProviderRow(title: "nested").previewSnapshotExcluded() }
    }
}

/// The registry cannot make a generic provider's type: skipped.
struct Generic_Previews<Row>: PreviewProvider {
    static var previews: some View { Text("generic") }
}

/// A device NapkinUI does not have.
struct UnknownDevice_Previews: PreviewProvider {
    static var previews: some View { ProviderRow(title: "pixel").previewDevice("Pixel 7") }
}
