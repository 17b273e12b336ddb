import NapkinUI

/// A tab app: four tabs with badges, the first a navigation stack with a list.
public struct SmokehouseTabsScreen: View {
    enum Tab: Hashable {
        case menu, orders, inbox, profile
    }

    @State private var selection = Tab.menu

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
    }
}

private struct MenuList: View {
    var body: some View {
        List {
            Section("Today") {
                LabeledContent("Brisket", value: "$24")
                LabeledContent("Burnt ends", value: "$19")
                LabeledContent("Pulled pork", value: "$16")
            }
            Section("Sides") {
                LabeledContent("Mac & cheese", value: "$6")
                LabeledContent("Coleslaw", value: "$4")
                LabeledContent("Cornbread", value: "$3")
                Text("Pickles").badge("Free")
            }
            Section("Drinks") {
                LabeledContent("Sweet tea", value: "$3")
                LabeledContent("Lemonade", value: "$3")
                LabeledContent("Root beer", value: "$4")
                LabeledContent("Iced coffee", value: "$4")
                LabeledContent("Sparkling water", value: "$2")
            }
        }
    }
}
