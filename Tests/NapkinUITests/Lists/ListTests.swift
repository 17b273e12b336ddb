import Foundation
import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

@MainActor
@Suite("List")
struct ListTests {
    // A root view fills the safe area of the iPhone 13 Pro: 390 × 763 from y 47.
    let top = 47.0

    @Test(
        "Inset-grouped (the default): a header-less section starts 35 below the top, rows are 44 tall, text 20 into a card 20 from the edge"
    )
    func insetGroupedMetrics() throws {
        let view = List {
            Text("Wi-Fi")
            Text("Bluetooth")
        }
        let section = numbers(try frame(of: "Section", in: view))
        #expect(section == [0, top + 35, 390, 88])
        let first = numbers(try frame(of: "\"Wi-Fi\"", in: view))
        #expect(first[0] == 40)
        // Centred in its 44-point row.
        #expect(abs(first[1] + first[3] / 2 - (top + 35 + 22)) < 0.011)
        let second = numbers(try frame(of: "\"Bluetooth\"", in: view))
        #expect(abs(second[1] + second[3] / 2 - (top + 35 + 44 + 22)) < 0.011)
    }

    @Test("The card is white, 20 points from the screen edge, on the grouped grey background")
    func insetGroupedCard() {
        let bitmap = renderView(List { Text("Wi-Fi") })
        #expect(isClose(pixel(bitmap, atPoint: 10, top + 35 + 22), .groupedBackground))
        #expect(isClose(pixel(bitmap, atPoint: 21, top + 35 + 22), .white))
        #expect(isClose(pixel(bitmap, atPoint: 369, top + 35 + 22), .white))
        #expect(isClose(pixel(bitmap, atPoint: 371, top + 35 + 22), .groupedBackground))
        #expect(isClose(pixel(bitmap, atPoint: 100, top + 34), .groupedBackground))
    }

    @Test("A row led by an icon keeps 44 points and its separator starts at the text")
    func imageLedRow() throws {
        let view = List {
            Label("Airplane Mode", systemImage: "airplane")
            Label("Wi-Fi", systemImage: "wifi")
        }
        let section = numbers(try frame(of: "Section", in: view))
        #expect(section[3] == 88)
        let text = numbers(try frame(of: "\"Airplane Mode\"", in: view))
        let icon = numbers(try frame(of: "systemName=\"airplane\"", in: view))
        #expect(icon[0] >= 40 && icon[0] + icon[2] < text[0])
        // The hairline is the last pixel row of the first row: grey from the text on, white before it.
        let bitmap = renderView(view)
        let y = top + 35 + 44 - 0.2
        #expect(isClose(pixel(bitmap, atPoint: text[0] - 2, y), .white))
        #expect(!isClose(pixel(bitmap, atPoint: text[0] + 2, y), .white))
        #expect(!isClose(pixel(bitmap, atPoint: 368, y), .white))
    }

    @Test("Plain: full-width rows from the top, text 20 from the edge, on white")
    func plain() throws {
        let view = List {
            Text("Inbox"); Text("Sent")
        }.listStyle(.plain)
        #expect(numbers(try frame(of: "Section", in: view)) == [0, top, 390, 88])
        #expect(numbers(try frame(of: "\"Inbox\"", in: view))[0] == 20)
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 5, top + 100), .white))
        // Separators start at the text and run to the trailing edge.
        #expect(isClose(pixel(bitmap, atPoint: 18, top + 44 - 0.2), .white))
        #expect(!isClose(pixel(bitmap, atPoint: 389, top + 44 - 0.2), .white))
    }

    @Test("Plain rows have 11 points above and below their content, and the last row a separator under it")
    func plainRowPaddingAndLastSeparator() throws {
        let view = List {
            HStack {
                Color.red.frame(width: 60, height: 90)
                Text("Castle in the Sky")
            }
            Text("Kiki")
        }.listStyle(.plain)
        // 90 points of content and 11 above and below: 112; the one-line row keeps 44.
        #expect(numbers(try frame(of: "Section", in: view)) == [0, top, 390, 112 + 44])
        let bitmap = renderView(view)
        // The red thumbnail starts 11 points into its row.
        #expect(!isClose(pixel(bitmap, atPoint: 40, top + 10.5), .red))
        #expect(isClose(pixel(bitmap, atPoint: 40, top + 11.5), .red))
        // A separator under the first row and one under the last, from the text to the edge.
        #expect(!isClose(pixel(bitmap, atPoint: 389, top + 112 - 0.2), .white))
        #expect(!isClose(pixel(bitmap, atPoint: 389, top + 156 - 0.2), .white))
        #expect(isClose(pixel(bitmap, atPoint: 10, top + 156 - 0.2), .white))
        // An inset-grouped list ends on its card's edge, with no separator under the last row.
        let inset = renderView(List { Text("Inbox") })
        #expect(isClose(pixel(inset, atPoint: 300, top + 35 + 44 - 0.2), .white))
    }

    @Test("listSectionSeparatorTint colours the line under a plain section's last row; listSectionSeparator(.hidden) removes it")
    func sectionSeparators() throws {
        func rows() -> some View {
            List {
                Text("Tea")
                Text("Cake")
            }.listStyle(.plain)
        }
        let tinted = renderView(rows().listSectionSeparatorTint(.red))
        // The line between the rows keeps the separator colour; the one under the last is red.
        #expect(!pixel(tinted, atPoint: 389, top + 44 - 0.2).isMostly(\.red))
        #expect(!isClose(pixel(tinted, atPoint: 389, top + 44 - 0.2), .white))
        #expect(pixel(tinted, atPoint: 389, top + 88 - 0.2).isMostly(\.red))
        // On a section, the same; a row's own tint wins for its line.
        let onSection = renderView(
            List {
                Section {
                    Text("Tea")
                    Text("Cake").listRowSeparatorTint(Color(red: 0, green: 0, blue: 1))
                }.listSectionSeparatorTint(.red)
            }.listStyle(.plain))
        #expect(pixel(onSection, atPoint: 389, top + 88 - 0.2).isMostly(\.blue))
        let hidden = renderView(rows().listSectionSeparator(.hidden, edges: .bottom))
        #expect(!isClose(pixel(hidden, atPoint: 389, top + 44 - 0.2), .white))
        #expect(isClose(pixel(hidden, atPoint: 389, top + 88 - 0.2), .white))
    }

    @Test("alignmentGuide(.listRowSeparatorLeading) { _ in 0 } starts a row's separator at the row's content edge, not its text")
    func separatorLeadingGuide() throws {
        func row(_ title: String) -> some View {
            HStack {
                Color.green.frame(width: 30, height: 30)
                Text(title)
            }
        }
        let plain = renderView(
            List {
                row("Tea"); row("Cake")
            }.listStyle(.plain))
        let guided = renderView(
            List {
                row("Tea").alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
                row("Cake")
            }.listStyle(.plain))
        // Rows are 52 points: the 30-point square and 11 above and below.
        // 24 points in: left of the text (which starts past the 30-point square), right of the
        // row's 20-point inset. Only the guided row's line reaches there.
        #expect(isClose(pixel(plain, atPoint: 24, top + 52 - 0.2), .white))
        #expect(!isClose(pixel(guided, atPoint: 24, top + 52 - 0.2), .white))
        #expect(isClose(pixel(guided, atPoint: 10, top + 52 - 0.2), .white))
        #expect(isClose(pixel(guided, atPoint: 24, top + 104 - 0.2), .white))
    }

    @Test("Grouped: full-width white bands on grey, 35 below the top")
    func grouped() throws {
        let view = List { Text("General") }.listStyle(.grouped)
        #expect(numbers(try frame(of: "Section", in: view)) == [0, top + 35, 390, 44])
        #expect(numbers(try frame(of: "\"General\"", in: view))[0] == 20)
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 2, top + 35 + 22), .white))
        #expect(isClose(pixel(bitmap, atPoint: 2, top + 20), .groupedBackground))
    }

    @Test("Section headers: grey capitals above the card in grouped styles, bold in plain")
    func headers() throws {
        let view = List {
            Section(header: Text("Account"), footer: Text("Signed in with Apple")) { Text("Email") }
        }
        let header = try line(containing: "\"ACCOUNT\"", in: view)
        let headerFrame = numbers(String(header[header.firstIndex(of: "(")!...header.firstIndex(of: ")")!]))
        #expect(headerFrame[0] == 40)
        #expect(headerFrame[1] == top + 17)
        let email = numbers(try frame(of: "\"Email\"", in: view))
        // The card starts 7 below the header.
        #expect(abs(email[1] + email[3] / 2 - (headerFrame[1] + headerFrame[3] + 7 + 22)) < 0.011)
        let footer = numbers(try frame(of: "\"Signed in with Apple\"", in: view))
        #expect(abs(footer[1] - (headerFrame[1] + headerFrame[3] + 7 + 44 + 7)) < 0.011)
        let plain = List { Section("Recents") { Text("Ada") } }.listStyle(.plain)
        #expect(try line(containing: "Recents", in: plain).contains("\"Recents\""))
    }

    @Test("Every Section initialiser puts its parts where they belong")
    func sectionInitialisers() throws {
        let view = List {
            Section {
                Text("a")
            } header: {
                Text("h1")
            }
            Section {
                Text("b")
            } footer: {
                Text("f2")
            }
            Section {
                Text("c")
            } header: {
                Text("h3")
            } footer: {
                Text("f3")
            }
            Section("h4") { Text("d") }
        }
        let lines = layoutLines(view)
        #expect(lines.filter { $0.contains("Section") }.count == 4)
        for text in ["\"H1\"", "\"f2\"", "\"H3\"", "\"f3\"", "\"H4\""] {
            #expect(lines.contains { $0.contains(text) }, "\(text) missing")
        }
    }

    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    @Test("List(data) makes a row per element; selection is accepted")
    func dataRows() throws {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]
        let view = List(fruits) { Text($0.name) }
        #expect(numbers(try frame(of: "Section", in: view))[3] == 132)
        let selected = List(fruits, selection: .constant(Optional(2))) { Text($0.name) }
        #expect(layoutLines(selected).contains { $0.contains("\"Plum\"") })
        let ranged = List(0..<4) { Text("Row \($0)") }
        #expect(numbers(try frame(of: "Section", in: ranged))[3] == 176)
    }

    @Test("listRowInsets moves a row's content; a taller row grows past 44")
    func rowInsets() throws {
        let view = List {
            Text("Indented").listRowInsets(EdgeInsets(top: 20, leading: 60, bottom: 20, trailing: 0))
        }
        let text = numbers(try frame(of: "\"Indented\"", in: view))
        #expect(text[0] == 80)
        #expect(abs(numbers(try frame(of: "Section", in: view))[3] - (text[3] + 40)) < 0.011)
    }

    @Test("listRowSeparator(.hidden) removes the hairline; listRowBackground fills the row")
    func rowSeparatorAndBackground() {
        let hidden = renderView(
            List {
                Text("One").listRowSeparator(.hidden)
                Text("Two")
            })
        #expect(isClose(pixel(hidden, atPoint: 200, top + 35 + 44 - 0.2), .white))
        let coloured = renderView(
            List {
                Text("One").listRowBackground(Color.red)
            })
        #expect(isClose(pixel(coloured, atPoint: 300, top + 35 + 22), .red))
    }

    @Test("In dark mode the list is black with dark grey cards, its text and symbols white")
    func darkMode() throws {
        let view = List { Label("Wi-Fi", systemImage: "circle.fill") }.environment(\.colorScheme, .dark)
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 10, top + 35 + 22), Color(hex: 0x000000)))
        #expect(isClose(pixel(bitmap, atPoint: 300, top + 35 + 22), Color(hex: 0x1C1C1E)))
        let icon = numbers(try frame(of: "systemName", in: view))
        #expect(isClose(pixel(bitmap, atPoint: icon[0] + icon[2] / 2, icon[1] + icon[3] / 2), Color(hex: 0xFFFFFF)))
    }

    @Test("scrollContentBackground(.hidden) lets a background of one's own show behind the cards")
    func hiddenContentBackground() {
        let view = List { Text("One") }.scrollContentBackground(.hidden).background(Color.mint)
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 10, top + 35 + 22), Color.mint))
        #expect(isClose(pixel(bitmap, atPoint: 300, top + 35 + 22), .white))
    }

    @Test("Label styles: title only, icon only, title and icon")
    func labelStyles() {
        let label = Label("Favourites", systemImage: "star")
        let both = layoutLines(label)
        #expect(both.contains { $0.contains("systemName=\"star\"") } && both.contains { $0.contains("\"Favourites\"") })
        let title = layoutLines(label.labelStyle(.titleOnly))
        #expect(!title.contains { $0.contains("Image") } && title.contains { $0.contains("\"Favourites\"") })
        let icon = layoutLines(label.labelStyle(.iconOnly))
        #expect(icon.contains { $0.contains("Image") } && !icon.contains { $0.contains("\"Favourites\"") })
        let explicit = layoutLines(label.labelStyle(.titleAndIcon))
        #expect(explicit == both)
    }
}

extension Color {
    /// True when the channel `key` is strong and the other two weak: a pure hue, drawn.
    fileprivate func isMostly(_ key: KeyPath<Color, Double>) -> Bool {
        let channels = [\Color.red, \Color.green, \Color.blue]
        return self[keyPath: key] > 0.8 && channels.filter { $0 != key }.allSatisfy { self[keyPath: $0] < 0.3 }
    }
}
