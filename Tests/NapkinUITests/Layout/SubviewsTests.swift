import Foundation
import PackageTestSupport
import SnapshotTesting
import Testing

@testable import NapkinUI

extension ContainerValues {
    /// Whether a row of a ``DividedCard`` is pinned (marked with a star).
    @Entry var isPinned: Bool = false
    /// A badge a row gives its card, none by default.
    @Entry var rowBadge: String?
}

extension EnvironmentValues {
    /// The corner of a card, as an app declares its own environment value with `@Entry`.
    @Entry var cardCorner: Double = 12
    /// A caption the card shows under its rows, none by default.
    @Entry var cardCaption: String?
}

/// A card container as iOS 18 code writes one: each subview padded in a row, dividers between the rows, pinned rows starred.
private struct DividedCard<Content: View>: View {
    @Environment(\.cardCorner) private var corner
    @Environment(\.cardCaption) private var caption
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    DividedCardRow(subview: subview)
                    if subview.id != subviews.last?.id { Divider().padding(.leading, 16) }
                }
            }
            if let caption { Text(caption).font(.footnote).foregroundStyle(.secondary).padding(16) }
        }
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: corner))
    }
}

/// One row of a ``DividedCard``: the subview, a star when its container value says so, and its badge.
private struct DividedCardRow: View {
    let subview: Subview

    var body: some View {
        HStack {
            if subview.containerValues.isPinned { Image(systemName: "star.fill").foregroundStyle(.orange) }
            subview
            Spacer()
            if let badge = subview.containerValues.rowBadge { Text(badge).foregroundStyle(.secondary) }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

/// Two rows of a view of the app's own, which a container opens to its body's views.
private struct TwoRows: View {
    var body: some View {
        Text("Oven")
        Text("Smoker")
    }
}

/// The screen the card is drawn in: grouped background, three cards.
private struct KitchenScreen: View {
    let stations = ["Grill", "Fryer", "Pass"]

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                DividedCard {
                    Text("Walk-in cooler").containerValue(\.isPinned, true)
                    Text("Prep table").containerValue(\.rowBadge, "2")
                    Text("Dish pit")
                }
                DividedCard {
                    ForEach(stations, id: \.self) { Text($0) }
                        .containerValue(\.rowBadge, "on")
                }
                .environment(\.cardCaption, "Stations open tonight")
                DividedCard { TwoRows() }.environment(\.cardCorner, 4)
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

@MainActor
@Suite("Subviews and container values")
struct SubviewsTests {
    @Test("a builder's views, ForEach elements, if-branches and groups are one subview each; EmptyView and a false if are none")
    func flattening() {
        func shown(_ isShown: Bool, _ title: String) -> TupleView { ViewBuilder.buildOptional(isShown ? Text(title) : nil) }
        let content = TupleView([
            Text("A"), ForEach(["x", "y"], id: \.self) { Text($0) }, shown(false, "no"), shown(true, "yes"), EmptyView(),
            Group {
                Text("B"); Text("C")
            },
        ])
        let subviews = listSubviews(of: content, in: EnvironmentValues())
        #expect(subviews.count == 6)
        #expect(Set(subviews.map(\.id)).count == 6)
        // The identities of ForEach elements follow the elements, not their places.
        let again = listSubviews(of: TupleView([ForEach(["y"], id: \.self) { Text($0) }]), in: nil)
        let firstY = listSubviews(of: TupleView([ForEach(["y"], id: \.self) { Text($0) }]), in: nil)
        #expect(again.map(\.id) == firstY.map(\.id))
        #expect(listSubviews(of: EmptyView(), in: nil).isEmpty)
    }

    @Test("a view of the app's own counts as its body's views in Group(subviews:), and as one in ForEach(subviews:)")
    func customViewsOpened() {
        #expect(listSubviews(of: TwoRows(), in: EnvironmentValues()).count == 2)
        #expect(ForEach(subviews: TwoRows()) { $0 }.data.count == 1)
        // NapkinUI's own views are never opened, whatever their body.
        #expect(listSubviews(of: Label("Grill", systemImage: "flame"), in: EnvironmentValues()).count == 1)
    }

    @Test("containerValue sets a value on the subviews of what it modifies, and every other subview reads the default")
    func containerValues() {
        let content = TupleView([
            Text("Pinned").containerValue(\.isPinned, true),
            ForEach(["a", "b"], id: \.self) { Text($0) }.containerValue(\.rowBadge, "3"),
            Text("Plain"),
        ])
        let values = listSubviews(of: content, in: nil).map(\.containerValues)
        #expect(values.map(\.isPinned) == [true, false, false, false])
        #expect(values.map(\.rowBadge) == [nil, "3", "3", nil])
    }

    @Test("the collection is sliced as SwiftUI's: first, last, dropFirst, and an index range")
    func collection() {
        let group = Group(subviews: TupleView([Text("1"), Text("2"), Text("3")])) { subviews in
            VStack {
                subviews.first
                ForEach(subviews.dropFirst()) { $0.padding() }
                subviews[1..<3]
            }
        }
        let description = window(showing: group).layoutDescription()
        #expect(description.components(separatedBy: "\"1\"").count - 1 == 1)
        #expect(description.components(separatedBy: "\"2\"").count - 1 == 2)
        #expect(description.components(separatedBy: "\"3\"").count - 1 == 2)
    }

    @Test("@Entry environment values read their default until a view above sets them; an optional one defaults to nil")
    func environmentEntries() {
        var values = EnvironmentValues()
        #expect(values.cardCorner == 12 && values.cardCaption == nil)
        values.cardCorner = 4
        values.cardCaption = "Tonight"
        #expect(values.cardCorner == 4 && values.cardCaption == "Tonight")
        let description = window(showing: KitchenScreen()).layoutDescription()
        #expect(description.contains("Stations open tonight"))
    }

    @Test("sections: each Section with its header, rows and footer; views outside a Section an implicit section")
    func sections() {
        let content = TupleView([
            Text("Loose A"), Text("Loose B"),
            Section {
                Text("Apple")
                Text("Pear")
            } header: {
                Text("Fruit")
            } footer: {
                Text("2 kinds")
            },
            Section("Veg") { Text("Leek") }.containerValue(\.isPinned, true),
        ])
        let sections = listSections(of: content, in: EnvironmentValues())
        #expect(sections.map(\.content.count) == [2, 2, 1])
        #expect(sections.map(\.header.count) == [0, 1, 1] && sections.map(\.footer.count) == [0, 1, 0])
        #expect(sections.map(\.containerValues.isPinned) == [false, false, true])
        #expect(Set(sections.map(\.id)).count == 3)
        let drawn = window(
            showing: Group(sections: content) { sections in
                ForEach(sections) { section in
                    VStack {
                        section.header
                        section.content
                        section.footer
                    }
                }
            }
        ).layoutDescription()
        #expect(drawn.contains("\"Fruit\"") && drawn.contains("\"2 kinds\"") && drawn.contains("\"Leek\"") && drawn.contains("\"Loose B\""))
        #expect(ForEach(sections: content) { $0.content }.data.count == 3)
    }

    @Test("cards of subviews with dividers, pins and badges, light and dark")
    func dividedCardsDrawn() {
        assertScreenLightAndDark(KitchenScreen())
    }
}

/// `@Entry`'s expansion for `role` of `declaration` in `context`.
private func entry(_ declaration: String, role: String, context: String? = "extension EnvironmentValues {\n}") throws -> [String: Any] {
    func syntax(_ source: String) -> [String: Any] {
        [
            "kind": "declaration", "source": source,
            "location": ["fileName": "/p/M/x.swift", "fileID": "M/x.swift", "offset": 12, "line": 2, "column": 1],
        ]
    }
    var request: [String: Any] = [
        "macro": ["moduleName": "NapkinUI", "name": "Entry", "typeName": "EntryMacro"], "macroRole": role,
        "discriminator": "$s1M1xfMa_", "attributeSyntax": syntax("@Entry"), "declSyntax": syntax(declaration),
    ]
    if let context { request["lexicalContext"] = [syntax(context)] }
    return try exchangeWithMacroPlugin(["expandAttachedMacro": request])
}

@Suite("@Entry in the macro plugin")
struct EntryMacroTests {
    @Test("accessors read and write the key; the key is a private nonisolated struct of the extended type's key protocol")
    func expansion() throws {
        let declaration = "@Entry var cardCorner: Double = 12"
        #expect(
            try entry(declaration, role: "accessor")["expandedSource"] as? String
                == "{\nget { self[__Key_cardCorner.self] }\nset { self[__Key_cardCorner.self] = newValue }\n}")
        let key = try #require(try entry(declaration, role: "peer")["expandedSource"] as? String)
        #expect(key.hasPrefix("nonisolated private struct __Key_cardCorner: NapkinUI.EnvironmentKey {"))
        #expect(key.contains("typealias Value = Double") && key.contains("static var defaultValue: Value { 12 }"))
        let container = try #require(
            try entry("@Entry var rowBadge: String?", role: "peer", context: "extension SwiftUI.ContainerValues {}")["expandedSource"]
                as? String)
        #expect(container.contains(": NapkinUI.ContainerValueKey") && container.contains("static var defaultValue: Value { nil }"))
    }

    @Test("outside an extension of EnvironmentValues or ContainerValues, without a type or a default: an error saying what to write")
    func errors() throws {
        func message(_ result: [String: Any]) throws -> String {
            #expect(result["expandedSource"] is NSNull)
            let first = try #require((result["diagnostics"] as? [[String: Any]])?.first)
            #expect(first["severity"] as? String == "error")
            return try #require(first["message"] as? String)
        }
        #expect(
            try message(entry("@Entry var x: Int = 1", role: "peer", context: "struct Settings {}")).contains(
                "extension of EnvironmentValues"))
        #expect(try message(entry("@Entry var x = 1", role: "peer")).contains("needs the value's type"))
        #expect(try message(entry("@Entry var x: Int", role: "peer")).contains("needs a default value"))
        #expect(try message(entry("@Entry static var x: Int = 1", role: "peer")).contains("one 'var'"))
        // Reported once: the accessor role says nothing more.
        #expect(try entry("@Entry var x = 1", role: "accessor")["expandedSource"] as? String == "")
    }
}
