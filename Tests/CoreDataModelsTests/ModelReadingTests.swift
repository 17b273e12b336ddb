import CoreDataModelGeneration
import Foundation
import Testing

/// A scratch folder for one test's models.
private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-models-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Writes a model folder `name` holding the versions given (version name → `contents` body, wrapped in `<model>`).
private func writeModel(_ name: String, in folder: URL, versions: [String: String], current: String? = nil) throws -> URL {
    let model = folder.appendingPathComponent(name, isDirectory: true)
    for (version, body) in versions {
        let versionFolder = model.appendingPathComponent(version, isDirectory: true)
        try FileManager.default.createDirectory(at: versionFolder, withIntermediateDirectories: true)
        let document =
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><model type="com.apple.IDECoreDataModeler.DataModel" sourceLanguage="Swift">"#
            + body + "</model>"
        try Data(document.utf8).write(to: versionFolder.appendingPathComponent("contents"))
    }
    if let current {
        let list = try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": current], format: .xml, options: 0)
        try list.write(to: model.appendingPathComponent(".xccurrentversion"))
    }
    return model
}

@Suite("napkin-coredata-models: reading Core Data models")
struct ModelReadingTests {
    @Test("the version .xccurrentversion names is read; a lone version needs no such file")
    func currentVersion() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let versioned = try writeModel(
            "Shop.xcdatamodeld", in: folder,
            versions: [
                "Shop.xcdatamodel": #"<entity name="Old" codeGenerationType="class"/>"#,
                "Shop 2.xcdatamodel": #"<entity name="New" codeGenerationType="class"/>"#,
            ], current: "Shop 2.xcdatamodel")
        #expect(try ModelReader.read(modelAt: versioned).model.entities.map(\.name) == ["New"])
        let single = try writeModel(
            "One.xcdatamodeld", in: folder, versions: ["One.xcdatamodel": #"<entity name="Only" codeGenerationType="class"/>"#])
        #expect(try ModelReader.read(modelAt: single).model.entities.map(\.name) == ["Only"])
        let bare = single.appendingPathComponent("One.xcdatamodel")
        #expect(try ModelReader.read(modelAt: bare).model.entities.map(\.name) == ["Only"])
    }

    @Test("two versions and no current one, a current version that is missing, and a folder that is no model are errors saying what to do")
    func versionErrors() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let two = try writeModel("Two.xcdatamodeld", in: folder, versions: ["A.xcdatamodel": "", "B.xcdatamodel": ""])
        let error = #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: two) }
        #expect(error?.reason.contains("no .xccurrentversion") == true)
        let missing = try writeModel("Gone.xcdatamodeld", in: folder, versions: ["A.xcdatamodel": ""], current: "B.xcdatamodel")
        let gone = #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: missing) }
        #expect(gone?.reason.contains("does not have") == true)
        let escaping = try writeModel("Escape.xcdatamodeld", in: folder, versions: ["A.xcdatamodel": ""], current: "../A.xcdatamodel")
        #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: escaping) }
        #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: folder) }
    }

    @Test("a model folder or version that is a symbolic link is not followed")
    func links() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = try writeModel(
            "Real.xcdatamodeld", in: folder, versions: ["Real.xcdatamodel": #"<entity name="A" codeGenerationType="class"/>"#])
        let link = folder.appendingPathComponent("Link.xcdatamodeld")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let error = #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: link) }
        #expect(error?.reason.contains("symbolic link") == true)
        let linkedVersion = folder.appendingPathComponent("Other.xcdatamodeld/Other.xcdatamodel")
        try FileManager.default.createDirectory(at: linkedVersion.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linkedVersion, withDestinationURL: real.appendingPathComponent("Real.xcdatamodel"))
        #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: linkedVersion.deletingLastPathComponent()) }
    }

    @Test("a document that is not XML, or too large, is refused with the file named")
    func badDocuments() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try writeModel("Broken.xcdatamodeld", in: folder, versions: ["Broken.xcdatamodel": #"<entity name="A""#])
        let error = #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: broken) }
        #expect(error?.path.hasSuffix("Broken.xcdatamodel/contents") == true)
        let large = try writeModel("Large.xcdatamodeld", in: folder, versions: ["Large.xcdatamodel": ""])
        let contents = large.appendingPathComponent("Large.xcdatamodel/contents")
        try Data(count: ModelReader.contentsLimit + 1).write(to: contents)
        #expect(throws: CoreDataModelError.self) { try ModelReader.read(modelAt: large) }
    }

    @Test("entities, attributes and relationships are read as the model writes them")
    func reading() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try writeModel(
            "Library.xcdatamodeld", in: folder,
            versions: [
                "Library.xcdatamodel": #"""
                <entity name="Book" representedClassName="Library.BookMO" parentEntity="Item" isAbstract="YES" codeGenerationType="category">
                    <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="100" usesScalarValueType="YES"/>
                    <attribute name="colours" attributeType="Transformable" customClassName="[String: Int]"/>
                    <relationship name="shelf" optional="YES" maxCount="1" destinationEntity="Shelf" inverseName="books"/>
                    <relationship name="readers" toMany="YES" ordered="YES" destinationEntity="Reader"/>
                </entity>
                <entity name="Item"/>
                <entity name="Shelf" codeGenerationType="class">
                    <relationship name="books" optional="YES" toMany="YES" destinationEntity="Book" inverseName="shelf"/>
                </entity>
                <entity name="Reader" codeGenerationType="class"/>
                """#
            ])
        let read = try ModelReader.read(modelAt: model)
        #expect(read.warnings.isEmpty)
        let book = try #require(read.model.entity(named: "Book"))
        #expect(book.className == "BookMO" && book.codeGeneration == .category && book.parentName == "Item" && book.isAbstract)
        #expect(
            book.attributes == [
                .init(name: "pages", type: .integer32, isOptional: true, usesScalarValueType: true, defaultValue: "100"),
                .init(name: "colours", type: .transformable, isOptional: false, customClassName: "[String: Int]"),
            ])
        #expect(
            book.relationships == [
                .init(name: "shelf", destination: "Shelf", inverseName: "books"),
                .init(name: "readers", destination: "Reader", isToMany: true, isOrdered: true, isOptional: false),
            ])
        #expect(read.model.entity(named: "Item")?.codeGeneration == .manual)
    }

    @Test("names that are not Swift identifiers never reach the generated file; the rest of the model is kept")
    func hostileNames() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try writeModel(
            "Hostile.xcdatamodeld", in: folder,
            versions: [
                "Hostile.xcdatamodel": #"""
                <entity name="Bad{}" codeGenerationType="class"/>
                <entity name="Good" representedClassName="Evil(); fatalError()" codeGenerationType="class">
                    <attribute name="x = 1 }; func y() {" attributeType="String"/>
                    <attribute name="kept" optional="YES" attributeType="Transformable" customClassName="Int) }; fatalError(); //"/>
                    <attribute name="motto" optional="YES" attributeType="String" defaultValueString="say &quot;hi&quot;\n&#10;"/>
                    <attribute name="class" optional="YES" attributeType="String"/>
                </entity>
                """#
            ])
        let read = try ModelReader.read(modelAt: model)
        #expect(read.warnings.count == 4)
        #expect(read.model.entities.map(\.name) == ["Good"])
        let good = try #require(read.model.entities.first)
        #expect(good.className == "Good" && good.attributes.map(\.name) == ["kept", "motto", "class"])
        #expect(good.attributes[0].customClassName == nil)
        let source = ModelSource(models: [("Hostile.xcdatamodeld", read.model)]).text
        #expect(!source.contains("fatalError") && !source.contains("func y"))
        #expect(source.contains(#"public var motto: String? = "say \"hi\"\\n\n""#))
        #expect(source.contains("public var `class`: String? = nil"))
        #expect(source.contains("public var kept: NSObject? = nil"))
    }
}

@Suite("napkin-coredata-models: the Swift Xcode's codegen makes")
struct ModelSourceTests {
    private let model = ManagedObjectModel(entities: [
        .init(
            name: "Trip", className: "Trip", codeGeneration: .classDefinition,
            attributes: [
                .init(name: "nights", type: .integer16, usesScalarValueType: true, defaultValue: "3"),
                .init(name: "rating", type: .double, usesScalarValueType: false, defaultValue: "4.5"),
                .init(name: "paid", type: .boolean, usesScalarValueType: true, defaultValue: "YES"),
                .init(name: "start", type: .date, defaultValue: "0"),
                .init(name: "price", type: .decimal),
                .init(name: "link", type: .uri),
            ],
            relationships: [.init(name: "stops", destination: "Stop", isToMany: true, isOrdered: true, inverseName: "trip")]),
        .init(
            name: "Stop", className: "Stop", codeGeneration: .category,
            attributes: [.init(name: "order", type: .integer64, usesScalarValueType: true)],
            relationships: [.init(name: "trip", destination: "Trip", inverseName: "stops")]),
        .init(name: "Manual", className: "Manual", codeGeneration: .manual, attributes: [.init(name: "x", type: .string)]),
    ])

    @Test("a class definition's attributes are stored properties of Xcode's types, starting at the model's defaults")
    func classDefinition() {
        let source = ModelSource(models: [("Trips.xcdatamodeld", model)]).text
        // Nonisolated, so a target built with `-default-isolation MainActor` (Xcode 26's default) compiles them.
        #expect(source.contains("nonisolated public class Trip: NSManagedObject {"))
        #expect(source.contains("nonisolated extension Trip {") && source.contains("nonisolated extension Trip: Identifiable {}"))
        #expect(source.contains("public var nights: Int16 = 3 {"))
        #expect(source.contains("public var rating: NSNumber? = NSNumber(value: Double(4.5)) {"))
        #expect(source.contains("public var paid: Bool = true {"))
        #expect(source.contains("public var start: Date? = Date(timeIntervalSinceReferenceDate: 0.0) {"))
        #expect(source.contains("public var price: NSDecimalNumber? = nil {"))
        #expect(source.contains("public var link: URL? = nil {"))
        #expect(source.contains("public class func fetchRequest() -> NSFetchRequest<Trip> {"))
        #expect(source.contains("public func insertIntoStops(_ value: Stop, at index: Int) {"))
        #expect(source.contains("extension Trip: Identifiable {}"))
    }

    @Test("a category extends the app's class with properties kept by key; a manual entity gets nothing")
    func categoryAndManual() {
        let source = ModelSource(models: [("Trips.xcdatamodeld", model)]).text
        #expect(!source.contains("public class Stop"))
        // The app's own class keeps the isolation the app gives it.
        #expect(source.contains("\nextension Stop {") && !source.contains("nonisolated extension Stop"))
        #expect(source.contains("public var order: Int64 {"))
        #expect(source.contains(#"set { setValue(newValue, forKey: "order") }"#))
        #expect(source.contains("public var trip: Trip? {"))
        #expect(!source.contains("Manual"))
    }

    @Test("a default value the type cannot hold is left out with a warning")
    func badDefault() {
        let odd = ManagedObjectModel(entities: [
            .init(
                name: "A", className: "A", codeGeneration: .classDefinition,
                attributes: [.init(name: "n", type: .integer32, usesScalarValueType: true, defaultValue: "many")])
        ])
        let source = ModelSource(models: [("A.xcdatamodeld", odd)])
        #expect(source.text.contains("public var n: Int32 = 0 {"))
        #expect(source.warnings == ["n: the default value 'many' is not a Integer 32 and is left out"])
    }
}
