import NapkinUI

/// Cards in an adaptive grid under a large title: a symbol, a title and a caption on each.
public struct CardsScreen: View {
    /// The screen.
    public init() {}

    struct Card: Identifiable {
        let id: String
        let symbol: String
        let caption: String
        let tint: Color
    }

    static let cards = [
        Card(id: "Weather", symbol: "cloud.rain", caption: "Showers after noon", tint: .blue),
        Card(id: "Fitness", symbol: "figure.walk", caption: "6,320 steps", tint: .green),
        Card(id: "Music", symbol: "music.note.list", caption: "3 new playlists", tint: .pink),
        Card(id: "Calendar", symbol: "calendar", caption: "Standup at 10:00", tint: .red),
        Card(id: "Photos", symbol: "photo.on.rectangle", caption: "42 memories", tint: .orange),
        Card(id: "Wallet", symbol: "creditcard", caption: "2 cards", tint: .indigo),
    ]

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 12)], spacing: 12) {
                    ForEach(Self.cards) { card in CardView(card: card) }
                }
                .padding(16)
            }
            .background(Color.systemGroupedBackground)
            .navigationTitle("Today")
        }
    }
}

struct CardView: View {
    let card: CardsScreen.Card

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: card.symbol)
                .font(.title)
                .foregroundStyle(card.tint)
                .accessibilityHidden(true)
            Text(card.id).font(.headline)
            Text(card.caption).font(.subheadline).foregroundStyle(AccessibleColors.secondaryText)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.secondarySystemGroupedBackground, in: RoundedRectangle(cornerRadius: 12))
        // One element per card ("Weather, Showers after noon"): read by rows alone, the titles
        // of two cards side by side would come before either caption.
        .accessibilityElement(children: .combine)
    }
}

#Preview("Cards") {
    CardsScreen()
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    CardView(card: CardsScreen.cards[0]).frame(width: 180).padding()
}
