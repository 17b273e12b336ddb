import CoreData
import Foundation
import Testing

/// A record predicates are evaluated against (a dictionary, as `evaluate(with:)` takes any object).
nonisolated(unsafe) private let record: [String: Any] = [
    "name": "Crème Brûlée", "count": 5, "price": 2.5, "flag": true, "tags": ["sweet", "french"],
    "date": Date(timeIntervalSince1970: 100), "owner": ["name": "Ann", "age": 41], "empty": Optional<String>.none as Any,
]

@Suite("CoreData stand-in: NSPredicate's format language")
struct PredicateTests {
    private func holds(_ format: String, _ args: Any...) -> Bool {
        NSPredicate(format: format, argumentArray: args).evaluate(with: record)
    }

    @Test(
        "comparisons of numbers, strings, booleans, dates and nil",
        arguments: [
            ("count == 5", true), ("count = 5", true), ("count != 5", false), ("count <> 4", true), ("count < 6", true),
            ("count <= 5", true), ("count =< 4", false), ("count > 5", false), ("count >= 5", true), ("count => 6", false),
            ("price == 2.5", true), ("price > 2", true), ("count == 5.0", true), ("flag == YES", true), ("flag == TRUE", true),
            ("flag == NO", false), ("flag == 1", true), ("name == 'Crème Brûlée'", true), ("name == \"Crème Brûlée\"", true),
            ("name < 'D'", true), ("empty == nil", true), ("empty == NULL", true), ("empty != nil", false), ("name == nil", false),
            ("missing == nil", true), ("missing > 1", false), ("owner.name == 'Ann'", true), ("owner.age > 40", true),
            ("count == -5", false), ("TRUEPREDICATE", true), ("FALSEPREDICATE", false), ("tags.@count == 2", true),
            ("SELF.count == 5", true),
        ])
    func comparisons(format: String, expected: Bool) {
        #expect(holds(format) == expected, "\(format)")
    }

    @Test(
        "string operators with [c], [d] and [cd]",
        arguments: [
            ("name CONTAINS 'Brû'", true), ("name CONTAINS 'brû'", false), ("name CONTAINS[c] 'brû'", true),
            ("name CONTAINS[d] 'Bru'", true), ("name CONTAINS[d] 'bru'", false), ("name CONTAINS[cd] 'bru'", true),
            ("name BEGINSWITH 'Crè'", true),
            ("name BEGINSWITH[cd] 'creme'", true), ("name ENDSWITH 'lée'", true), ("name ENDSWITH[cd] 'LEE'", true),
            ("name LIKE 'Cr*'", true), ("name LIKE 'Cr?me*'", true), ("name LIKE 'cr*'", false), ("name LIKE[c] 'cr*'", true),
            ("name LIKE '*Br'", false), ("name MATCHES 'Cr.* Br.*'", true), ("name MATCHES 'Cr'", false),
            ("name MATCHES[c] 'crème.*'", true), ("name ==[c] 'CRÈME BRÛLÉE'", true), ("name ==[cd] 'creme brulee'", true),
            ("tags CONTAINS 'sweet'", true), ("tags CONTAINS 'salty'", false),
        ])
    func strings(format: String, expected: Bool) {
        #expect(holds(format) == expected, "\(format)")
    }

    @Test("IN, BETWEEN, aggregates, AND / OR / NOT and their precedence")
    func collectionsAndLogic() {
        #expect(holds("count IN {1, 5, 9}") && !holds("count IN {1, 2}"))
        #expect(holds("'sweet' IN tags") && holds("'Brû' IN name"))
        #expect(holds("name IN[c] {'crème brûlée', 'x'}"))
        #expect(holds("count BETWEEN {5, 9}") && holds("count BETWEEN {1, 5}") && !holds("count BETWEEN {6, 9}"))
        #expect(holds("ANY tags == 'french'") && !holds("ALL tags == 'french'") && holds("NONE tags == 'salty'"))
        #expect(holds("SOME tags BEGINSWITH 'sw'"))
        #expect(holds("count == 5 AND flag == YES") && !holds("count == 5 AND flag == NO"))
        #expect(holds("count == 4 OR flag == YES") && holds("count == 4 || flag == YES") && holds("count == 5 && flag == YES"))
        #expect(holds("NOT count == 4") && holds("!(count == 4)") && !holds("NOT (count == 5)"))
        // AND binds tighter than OR
        #expect(holds("count == 5 OR count == 1 AND flag == NO"))
        #expect(!holds("(count == 5 OR count == 1) AND flag == NO"))
        #expect(holds("not count == 4 and (flag == yes or count > 99)"))  // keywords in any case
    }

    @Test("arguments: %@ values (strings, numbers, dates, arrays, nil), %K key paths, %d %i %ld %f")
    func arguments() {
        #expect(holds("name == %@", "Crème Brûlée") && holds("count == %@", 5) && holds("count == %@", NSNumber(value: 5)))
        #expect(holds("%K == %@", "count", 5) && !holds("%K == %@", "count", 4))
        #expect(holds("%K == %@", "owner.name", "Ann"))
        #expect(holds("count == %d", 5) && holds("count == %i", 5) && holds("count == %ld", 5) && holds("price == %f", 2.5))
        #expect(holds("date > %@", Date(timeIntervalSince1970: 50)) && holds("date == %@", NSDate(timeIntervalSince1970: 100)))
        #expect(holds("count IN %@", [1, 5]) && holds("name IN %@", Set(["Crème Brûlée"])))
        #expect(holds("empty == %@", Optional<String>.none as Any))
        #expect(holds("count BETWEEN %@", [4, 6]))
    }

    @Test(
        "a format that does not parse throws a FormatError saying why",
        arguments: [
            "", "name ==", "== 5", "name = 'open", "(count == 5", "count == 5)", "count ~ 5", "name CONTAINS[x] 'a'",
            "count == %@", "count == %q", "count IN {1, 2", "name == 'a' AND", "count BETWEEN 5", "%K == 1",
        ])
    func errors(format: String) {
        let arguments: [Any] = format == "%K == 1" ? [5] : []
        #expect(throws: NSPredicate.FormatError.self, "\(format)") {
            try NSPredicate(validatingFormat: format, argumentArray: arguments)
        }
    }

    @Test("extra arguments are an error; the error names the place and the reason")
    func errorDetails() throws {
        let error = try #require(throws: NSPredicate.FormatError.self) {
            try NSPredicate(validatingFormat: "count == %d", argumentArray: [1, 2])
        }
        #expect(error.reason.contains("2 arguments"))
        let unterminated = try #require(throws: NSPredicate.FormatError.self) {
            try NSPredicate(validatingFormat: "name == 'abc", argumentArray: [])
        }
        #expect(unterminated.offset == 8 && unterminated.reason == "unterminated string")
    }

    @Test("value:, block:, NSCompoundPredicate, and AND binding tighter than OR")
    func otherForms() {
        #expect(NSPredicate(value: true).evaluate(with: nil) && !NSPredicate(value: false).evaluate(with: record))
        let block = NSPredicate { object, _ in (object as? [String: Any])?["count"] as? Int == 5 }
        #expect(block.evaluate(with: record))
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "count == 5"), NSPredicate(format: "flag == NO"),
        ])
        let either = NSCompoundPredicate(orPredicateWithSubpredicates: [
            NSPredicate(format: "count == 5"), NSPredicate(format: "flag == NO"),
        ])
        #expect(!both.evaluate(with: record) && either.evaluate(with: record))
        #expect(NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "count == 4")).evaluate(with: record))
        // AND binds tighter than OR, NOT tighter than AND: `a == 1 OR (b == 2 AND NOT c == 3)`.
        let grouped = NSPredicate(format: "a == 1 OR b == 2 AND NOT c == 3")
        #expect(grouped.evaluate(with: ["a": 1, "b": 0, "c": 3]))
        #expect(grouped.evaluate(with: ["a": 0, "b": 2, "c": 4]))
        #expect(!grouped.evaluate(with: ["a": 0, "b": 2, "c": 3]))
        #expect(!grouped.evaluate(with: ["a": 0, "b": 1, "c": 4]))
    }

    @Test("predicates read managed objects' stored properties, relationships and SELF")
    func managedObjects() throws {
        let context = makeContainer().viewContext
        let folder = Folder(context: context)
        folder.title = "Home"
        let item = Item(context: context)
        item.name = "Lamp"
        item.folder = folder
        folder.items = [item]
        #expect(NSPredicate(format: "folder.title == 'Home'").evaluate(with: item))
        #expect(NSPredicate(format: "folder == %@", folder).evaluate(with: item))
        #expect(NSPredicate(format: "SELF == %@", item).evaluate(with: item))
        #expect(NSPredicate(format: "ANY items.name == 'Lamp'").evaluate(with: folder))
        #expect(NSPredicate(format: "items.@count == 1").evaluate(with: folder))
        #expect(NSPredicate(format: "%@ IN items", item).evaluate(with: folder))
    }
}
