import Foundation
import Testing

@testable import SnapshotTesting

/// `.dump` writes what swift-snapshot-testing's `.dump` writes, so references recorded there
/// keep matching: the shapes below are upstream's, character for character.
@Suite struct UpstreamDumpTests {
    /// A node of a graph that points back at its parent.
    final class Parent {
        var child: Child?
    }

    final class Child {
        let parent: Parent
        init(parent: Parent) {
            self.parent = parent
            parent.child = self
        }
    }

    @Test func fieldsAreListedInNameOrder() {
        struct Order { let quantity: Int, item: String, note: String }
        #expect(
            SnapshotDump.text(of: Order(quantity: 2, item: "brisket", note: "extra bark")) == """
                ▿ Order
                  - item: "brisket"
                  - note: "extra bark"
                  - quantity: 2

                """)
    }

    @Test func optionalsShowTheirTypeAndCase() {
        struct Seat { let row: Int?, table: Int? }
        #expect(
            SnapshotDump.text(of: Seat(row: 1, table: nil)) == """
                ▿ Seat
                  ▿ row: Optional<Int>
                    - some: 1
                  - table: Optional<Int>.none

                """)
    }

    @Test func aCycleEndsAtTheFirstRepeatedObject() throws {
        let parent = Parent()
        let child = Child(parent: parent)
        #expect(
            SnapshotDump.text(of: parent) == """
                ▿ Parent
                  ▿ child: Optional<Child>
                    ▿ some: Child
                      ▿ parent (circular reference detected)

                """)
        #expect(
            SnapshotDump.text(of: child) == """
                ▿ Child
                  ▿ parent: Parent
                    ▿ child: Optional<Child>
                      ▿ some (circular reference detected)

                """)
        // Break the cycle so the test does not leak.
        parent.child = nil
    }

    @Test func anObjectSeenTwiceSideBySideIsNotACycle() {
        final class Sauce { let name = "vinegar" }
        struct Plate { let left: Sauce, right: Sauce }
        let sauce = Sauce()
        #expect(
            SnapshotDump.text(of: Plate(left: sauce, right: sauce)) == """
                ▿ Plate
                  ▿ left: Sauce
                    - name: "vinegar"
                  ▿ right: Sauce
                    - name: "vinegar"

                """)
    }

    @Test func collectionsTuplesAndEnums() {
        enum Heat { case mild, hot(level: Int) }
        #expect(SnapshotDump.text(of: [1]) == "▿ 1 element\n  - 1\n")
        #expect(SnapshotDump.text(of: [Int]()) == "- 0 elements\n")
        #expect(SnapshotDump.text(of: (1, "a")) == "▿ (2 elements)\n  - .0: 1\n  - .1: \"a\"\n")
        #expect(SnapshotDump.text(of: Heat.mild) == "- Heat.mild\n")
        #expect(SnapshotDump.text(of: Heat.hot(level: 3)) == "▿ Heat\n  ▿ hot: (1 element)\n    - level: 3\n")
    }

    @Test func dictionariesAndSetsAreSortedByTheirDumps() {
        #expect(
            SnapshotDump.text(of: ["b": 2, "a": 1]) == """
                ▿ 2 key/value pairs
                  ▿ (2 elements)
                    - key: "a"
                    - value: 1
                  ▿ (2 elements)
                    - key: "b"
                    - value: 2

                """)
        #expect(SnapshotDump.text(of: Set(["pickles", "onions"])) == "▿ 2 members\n  - \"onions\"\n  - \"pickles\"\n")
    }

    @Test func leafTypesUseTheirSnapshotDescription() throws {
        #expect(SnapshotDump.text(of: "a" as Character) == "- \"a\"\n")
        #expect(SnapshotDump.text(of: Data("Hello, world!".utf8)) == "- 13 bytes\n")
        #expect(SnapshotDump.text(of: Date(timeIntervalSinceReferenceDate: 0)) == "- 2001-01-01T00:00:00Z\n")
        #expect(SnapshotDump.text(of: NSObject()) == "- <NSObject>\n")
        #expect(SnapshotDump.text(of: "Hello, world!".dropLast(8)) == "- \"Hello\"\n")
        #expect(SnapshotDump.text(of: try #require(URL(string: "https://example.com/menu"))) == "- https://example.com/menu\n")
    }

    @Test func aTypeChoosesItsTextAndWhetherChildrenFollow() {
        struct Token: AnySnapshotStringConvertible {
            let value = "secret"
            var snapshotDescription: String { "Token(redacted)" }
        }
        struct Labelled: AnySnapshotStringConvertible {
            static var renderChildren: Bool { true }
            let parts = [1, 2]
            var snapshotDescription: String { "Labelled" }
        }
        #expect(SnapshotDump.text(of: Token()) == "- Token(redacted)\n")
        #expect(SnapshotDump.text(of: Labelled()) == "▿ Labelled\n  ▿ parts: 2 elements\n    - 1\n    - 2\n")
    }
}
