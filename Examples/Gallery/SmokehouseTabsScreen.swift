import NapkinUI

/// A tab app: four tabs with badges, the first a navigation stack with a list.
public struct SmokehouseTabsScreen: View {
    enum Tab: Hashable {
        case menu, orders, inbox, profile
    }

    @State private var selection = Tab.menu
    @Environment(\.colorScheme) private var colorScheme

    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                MenuList().navigationTitle("Smokehouse")
            }
            .tabItem { Label("Menu", systemImage: "list.bullet") }
            .tag(Tab.menu)

            NavigationStack {
                ContentUnavailableView("No Orders Yet", systemImage: "bag", description: Text("Your orders show up here."))
                    .navigationTitle("Orders")
            }
            .tabItem { Label("Orders", systemImage: "bag") }
            .tag(Tab.orders)
            .badge(2)

            Text("Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Tab.inbox)
                .badge("New")

            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)
        }
        // The selected tab's title is 10 points: iOS's blue gives it 3.8:1 on the light bar,
        // so the light bar takes the deeper blue; the dark bar keeps iOS's (5.1:1).
        .tint(colorScheme == .dark ? .blue : AccessibleColors.blue)
    }
}

private struct MenuList: View {
    var body: some View {
        List {
            Section {
                PriceRow(item: "Brisket", price: "$24")
                PriceRow(item: "Burnt ends", price: "$19")
                PriceRow(item: "Pulled pork", price: "$16")
            } header: {
                SectionHeader(title: "Today")
            }
            Section {
                PriceRow(item: "Mac & cheese", price: "$6")
                PriceRow(item: "Coleslaw", price: "$4")
                PriceRow(item: "Cornbread", price: "$3")
                Text("Pickles").badge(Text("Free").foregroundStyle(AccessibleColors.secondaryText))
                    .accessibilityElement(children: .combine)
            } header: {
                SectionHeader(title: "Sides")
            }
            Section {
                PriceRow(item: "Sweet tea", price: "$3")
                PriceRow(item: "Lemonade", price: "$3")
                PriceRow(item: "Root beer", price: "$4")
                PriceRow(item: "Iced coffee", price: "$4")
                PriceRow(item: "Sparkling water", price: "$2")
            } header: {
                SectionHeader(title: "Drinks")
            }
        }
    }
}

/// A dish and its price, the price in the readable secondary colour, read as one element
/// ("Brisket, $24") as iOS reads a labeled row.
private struct PriceRow: View {
    let item: String
    let price: String

    var body: some View {
        LabeledContent(item) { Text(price).foregroundStyle(AccessibleColors.secondaryText) }
            .accessibilityElement(children: .combine)
    }
}

/// A section's title in the readable secondary colour (iOS's header grey is 3.3:1 on the
/// grouped background).
private struct SectionHeader: View {
    let title: String

    var body: some View {
        Text(title).foregroundStyle(AccessibleColors.secondaryText)
    }
}
