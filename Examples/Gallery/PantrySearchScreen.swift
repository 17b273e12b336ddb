import NapkinUI

/// A search list: a searchable pantry with badges, swipe actions and pull to refresh.
public struct PantrySearchScreen: View {
    struct Item: Identifiable {
        let id: String
        let count: Int
        let note: String
        var done = false
    }

    static let pantry = [
        Item(id: "Brisket", count: 2, note: "Packer cut, 14 lb"),
        Item(id: "Pork ribs", count: 4, note: "St. Louis style"),
        Item(id: "Rib rub", count: 1, note: "Paprika, brown sugar", done: true),
        Item(id: "Oak wood", count: 3, note: "Splits, seasoned"),
        Item(id: "Pickles", count: 0, note: "Bread and butter"),
    ]

    @State private var query: String

    /// The screen, searching for `query`.
    public init(query: String = "") {
        _query = State(initialValue: query)
    }

    private var results: [Item] {
        query.isEmpty ? Self.pantry : Self.pantry.filter { $0.id.localizedCaseInsensitiveContains(query) }
    }

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            Group {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(results) { item in
                        PantryRow(item: item)
                            .badge(item.count == 0 ? nil : Text(verbatim: "\(item.count)").foregroundStyle(AccessibleColors.secondaryText))
                            // One element a row, the count with it: "Pork ribs, St. Louis style, 4".
                            .accessibilityElement(children: .combine)
                            .swipeActions {
                                Button("Delete", role: .destructive) {}
                                Button("Restock") {}.tint(.orange)
                            }
                    }
                    .listStyle(.plain)
                }
            }
            .navigationTitle("Pantry")
            .searchable(text: $query, prompt: "Search the pantry")
            .refreshable {}
        }
    }
}

private struct PantryRow: View {
    let item: PantrySearchScreen.Item

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(item.id).strikethrough(item.done, color: .secondary)
            Text(item.note).font(.footnote).foregroundStyle(AccessibleColors.secondaryText)
        }
    }
}
