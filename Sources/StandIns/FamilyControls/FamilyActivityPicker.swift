import ManagedSettings
import NapkinUI

extension View {
    /// Presents Screen Time's activity picker as a sheet while `isPresented` is true; Done writes what the person
    /// picked to `selection`, Cancel leaves it, and both set `isPresented` to false.
    ///
    /// `headerText` and `footerText` are drawn above and below the list (iOS 16).
    public func familyActivityPicker(
        headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>
    ) -> some View {
        modifier(
            FamilyActivityPickerModifier(headerText: headerText, footerText: footerText, isPresented: isPresented, selection: selection))
    }
}

/// Presents the picker's sheet. The list edits `selection` as the person taps, and Done and Cancel both close the
/// sheet. iOS edits a draft that only Done writes back; napkin's presented sheet kept no draft of its own across
/// updates (a `@State` in the sheet or in this modifier was reset), so Cancel here keeps what was tapped: a known
/// difference.
struct FamilyActivityPickerModifier: ViewModifier {
    let headerText: String?
    let footerText: String?
    let isPresented: Binding<Bool>
    let selection: Binding<FamilyActivitySelection>

    func body(content: Content) -> some View {
        let selection = selection
        let isPresented = isPresented
        content.sheet(isPresented: isPresented) {
            FamilyActivityPickerSheet(
                headerText: headerText, footerText: footerText, picked: selection,
                done: { isPresented.wrappedValue = false },
                cancel: { isPresented.wrappedValue = false })
        }
    }
}

/// Screen Time's activity picker inline, as FamilyControls' `FamilyActivityPicker`: the category list, editing
/// `selection` as the person taps (no bar: the view that shows it gives the buttons).
public struct FamilyActivityPicker: View {
    @Binding private var selection: FamilyActivitySelection
    private let headerText: String?
    private let footerText: String?

    /// A picker editing `selection`.
    public init(selection: Binding<FamilyActivitySelection>) {
        _selection = selection
        headerText = nil
        footerText = nil
    }

    /// A picker editing `selection`, with text above and below the list (iOS 16).
    public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {
        _selection = selection
        self.headerText = headerText
        self.footerText = footerText
    }

    /// The view.
    public var body: some View {
        FamilyActivityList(selection: $selection, headerText: headerText, footerText: footerText)
    }
}

/// One of Screen Time's app categories, as the picker lists them (iOS 17's list, in its order).
///
/// Linux has no installed apps, so the picker offers the categories and no apps inside them; a picked category's token
/// is its name's bytes (a napkin choice: iOS's tokens are opaque too, so no app can tell).
struct PickerCategory: Identifiable, Hashable {
    let name: String
    let symbol: String
    var id: String { name }
    var token: ActivityCategoryToken { ActivityCategoryToken(data: Data(name.utf8)) }

    static let all: [PickerCategory] = [
        .init(name: "Social", symbol: "bubble.left.and.bubble.right"),
        .init(name: "Games", symbol: "gamecontroller"),
        .init(name: "Entertainment", symbol: "film"),
        .init(name: "Creativity", symbol: "paintpalette"),
        .init(name: "Productivity & Finance", symbol: "paperplane.fill"),
        .init(name: "Education", symbol: "graduationcap"),
        .init(name: "Information & Reading", symbol: "book.fill"),
        .init(name: "Health & Fitness", symbol: "figure.walk"),
        .init(name: "Utilities", symbol: "wrench.and.screwdriver"),
        .init(name: "Shopping & Food", symbol: "cart.fill"),
        .init(name: "Travel", symbol: "airplane"),
        .init(name: "Other", symbol: "ellipsis.circle"),
    ]
}

/// The picker's list: "All Apps & Categories", then each category with its selection circle.
struct FamilyActivityList: View {
    @Binding var selection: FamilyActivitySelection
    let headerText: String?
    let footerText: String?

    var body: some View {
        List {
            Section {
                row(name: "All Apps & Categories", symbol: "square.stack", picked: allPicked) { toggleAll() }
                ForEach(PickerCategory.all) { category in
                    row(name: category.name, symbol: category.symbol, picked: selection.categoryTokens.contains(category.token)) {
                        toggle(category)
                    }
                }
            } header: {
                if let headerText { Text(headerText) }
            } footer: {
                if let footerText { Text(footerText) }
            }
            Section("Websites") {
                Text("No Websites").foregroundStyle(.secondary)
            }
        }
        .listStyle(.insetGrouped)
    }

    private var allPicked: Bool { PickerCategory.all.allSatisfy { selection.categoryTokens.contains($0.token) } }

    private func toggleAll() {
        let tokens = Set(PickerCategory.all.map(\.token))
        if allPicked { selection.categoryTokens.subtract(tokens) } else { selection.categoryTokens.formUnion(tokens) }
    }

    private func toggle(_ category: PickerCategory) {
        if selection.categoryTokens.contains(category.token) {
            selection.categoryTokens.remove(category.token)
        } else {
            selection.categoryTokens.insert(category.token)
        }
    }

    /// A row as iOS draws it: the selection circle (filled blue with a check when picked), the category's
    /// symbol, its name, and the chevron that opens its apps.
    private func row(name: String, symbol: String, picked: Bool, action: @escaping @MainActor () -> Void) -> some View {
        Button(action: action) {
            HStack(spacing: 12) {
                Image(systemName: picked ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(picked ? Color.blue : Color.secondary)
                    .font(.title3)
                Image(systemName: symbol).foregroundStyle(Color.blue).frame(width: 28)
                Text(name).foregroundStyle(Color.primary)
                Spacer()
                Image(systemName: "chevron.down").font(.footnote.weight(.semibold)).foregroundStyle(Color.secondary)
            }
        }
        .accessibilityLabel(name)
        .accessibilityAddTraits(picked ? .isSelected : [])
    }
}

/// The sheet: a bar with Cancel, "Choose Activities" and Done over the list.
struct FamilyActivityPickerSheet: View {
    let headerText: String?
    let footerText: String?
    @Binding var picked: FamilyActivitySelection
    let done: @MainActor () -> Void
    let cancel: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            FamilyActivityList(selection: $picked, headerText: headerText, footerText: footerText)
                .navigationTitle("Choose Activities")
                .navigationBarTitleDisplayMode(.inline)
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Search"))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: cancel) }
                    ToolbarItem(placement: .confirmationAction) { Button("Done", action: done).bold() }
                }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// The app a token names, with its icon, as Screen Time draws it in the app's process.
    ///
    /// Only Screen Time knows what a token names, and Linux has none: the label reads "App" beside the app symbol.
    public init(_ token: ApplicationToken) {
        self.init(title: { Text("App") }, icon: { Image(systemName: "apps") })
    }

    /// The category a token names, with its symbol; the picker's categories by name, others "Category".
    public init(_ token: ActivityCategoryToken) {
        let category = PickerCategory.all.first { $0.token == token }
        self.init(title: { Text(category?.name ?? "Category") }, icon: { Image(systemName: category?.symbol ?? "square.grid.2x2") })
    }

    /// The web domain a token names, with the globe symbol: "Website" (Linux has no Screen Time to name it).
    public init(_ token: WebDomainToken) {
        self.init(title: { Text("Website") }, icon: { Image(systemName: "globe") })
    }
}
