import Foundation
import NapkinSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why a Core Data model could not be read.
public struct CoreDataModelError: Error, Equatable, CustomStringConvertible {
    /// The model (or the file in it) that failed.
    public let path: String
    /// What is wrong and what to do.
    public let reason: String

    /// An error about `path`, saying `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "path: reason".
    public var description: String { "\(path): \(reason)" }
}

/// Reads Core Data models as Xcode keeps them: a `.xcdatamodeld` folder of versions (`Model.xcdatamodel`, …), the current
/// one named by its `.xccurrentversion` file, or a lone `.xcdatamodel` folder; each version's entities are in its
/// `contents` file, an XML document.
///
/// A model is input from outside: files are read within bounds (the `contents` file up to 16 MiB, the version file
/// 64 KiB, at most 1,000 entries in the folder), a symbolic link is not followed, and names that would not be Swift
/// identifiers are refused rather than written into generated code.
public enum ModelReader {
    /// The largest `contents` file read.
    public static let contentsLimit = 16 << 20
    /// The largest `.xccurrentversion` file read.
    public static let versionFileLimit = 64 << 10
    /// The most entries a `.xcdatamodeld` folder may have.
    public static let entryLimit = 1_000

    /// The current version of the model at `url` (a `.xcdatamodeld` or `.xcdatamodel` folder), with the warnings met.
    public static func read(modelAt url: URL) throws(CoreDataModelError) -> (model: ManagedObjectModel, warnings: [String]) {
        let version = try currentVersion(of: url)
        let contents = version.appendingPathComponent("contents")
        let data: Data
        do {
            data = try readRegularFile(contents, limit: contentsLimit, followingLinks: false)
        } catch {
            throw CoreDataModelError(path: contents.path, reason: "cannot read the model's contents: \(error)")
        }
        return try parse(data, path: contents.path)
    }

    /// The version folder to read: the folder itself for a `.xcdatamodel`; for a `.xcdatamodeld`, the version its
    /// `.xccurrentversion` names, or its only version.
    static func currentVersion(of url: URL) throws(CoreDataModelError) -> URL {
        try requireFolder(url)
        switch url.pathExtension {
        case "xcdatamodel":
            return url
        case "xcdatamodeld":
            break
        default:
            throw CoreDataModelError(path: url.path, reason: "not a Core Data model: give a folder ending in .xcdatamodeld or .xcdatamodel")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw CoreDataModelError(path: url.path, reason: "cannot list the model's versions: \(error.localizedDescription)")
        }
        guard entries.count <= entryLimit else {
            throw CoreDataModelError(path: url.path, reason: "the model folder has \(entries.count) entries, more than \(entryLimit)")
        }
        let versions = entries.filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        if entries.contains(".xccurrentversion") {
            let file = url.appendingPathComponent(".xccurrentversion")
            let name = try currentVersionName(in: file)
            guard versions.contains(name) else {
                throw CoreDataModelError(
                    path: file.path,
                    reason: "names the version '\(name)', which the model does not have (it has \(versions.joined(separator: ", ")))")
            }
            let version = url.appendingPathComponent(name)
            try requireFolder(version)
            return version
        }
        guard versions.count == 1, let only = versions.first else {
            throw CoreDataModelError(
                path: url.path,
                reason: versions.isEmpty
                    ? "the model has no version (no .xcdatamodel folder inside)"
                    : "the model has \(versions.count) versions and no .xccurrentversion naming the current one; set it in Xcode (Model Version)"
            )
        }
        let version = url.appendingPathComponent(only)
        try requireFolder(version)
        return version
    }

    /// The version name the `.xccurrentversion` property list gives (`_XCCurrentVersionName`).
    private static func currentVersionName(in file: URL) throws(CoreDataModelError) -> String {
        let data: Data
        do {
            data = try readRegularFile(file, limit: versionFileLimit, followingLinks: false)
        } catch {
            throw CoreDataModelError(path: file.path, reason: "cannot read the current version: \(error)")
        }
        let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
        guard let name = (list as? [String: Any])?["_XCCurrentVersionName"] as? String else {
            throw CoreDataModelError(path: file.path, reason: "is not a property list naming the current version (_XCCurrentVersionName)")
        }
        guard name.hasSuffix(".xcdatamodel"), !name.contains("/"), name != ".xcdatamodel" else {
            throw CoreDataModelError(path: file.path, reason: "names '\(name)', which is not a version folder of the model")
        }
        return name
    }

    /// Throws unless `url` is a folder itself (not a link to one).
    private static func requireFolder(_ url: URL) throws(CoreDataModelError) {
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        guard type == .typeDirectory else {
            throw CoreDataModelError(
                path: url.path,
                reason: type == .typeSymbolicLink
                    ? "is a symbolic link, which is not followed" : type == nil ? "does not exist" : "is not a folder")
        }
    }

    /// The entities of a version's `contents` document.
    static func parse(_ data: Data, path: String) throws(CoreDataModelError) -> (model: ManagedObjectModel, warnings: [String]) {
        let reader = ContentsReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), parser.parserError == nil, reader.sawModel, !reader.sawError else {
            let code = (parser.parserError as NSError?)?.code
            let detail =
                code.map { "XML error \($0) near line \(parser.lineNumber)" } ?? (reader.sawModel ? "malformed XML" : "no <model> element")
            throw CoreDataModelError(path: path, reason: "is not a Core Data model document: \(detail)")
        }
        var warnings = reader.warnings
        let model = ManagedObjectModel(entities: reader.entities)
        warnings += validate(model)
        return (model, warnings)
    }

    /// Warnings for relationships whose destination or inverse the model lacks.
    private static func validate(_ model: ManagedObjectModel) -> [String] {
        var warnings: [String] = []
        for entity in model.entities {
            if let parent = entity.parentName, model.entity(named: parent) == nil {
                warnings.append("entity \(entity.name): its parent entity \(parent) is not in the model")
            }
            for relationship in entity.relationships {
                guard let destination = model.entity(named: relationship.destination) else {
                    warnings.append(
                        "\(entity.name).\(relationship.name): its destination entity \(relationship.destination) is not in the model")
                    continue
                }
                if let inverse = relationship.inverseName, !destination.relationships.contains(where: { $0.name == inverse }) {
                    warnings.append("\(entity.name).\(relationship.name): its inverse \(destination.name).\(inverse) is not in the model")
                }
            }
        }
        return warnings
    }
}

/// Collects entities, attributes and relationships from a `contents` document's elements.
private final class ContentsReader: NSObject, XMLParserDelegate {
    var entities: [ManagedObjectModel.Entity] = []
    var warnings: [String] = []
    var sawModel = false
    /// True once the parser reported an error (recovering parsers may go on).
    var sawError = false
    private var current: ManagedObjectModel.Entity?
    private var skipping = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "model":
            sawModel = true
        case "entity":
            startEntity(attributes)
        case "attribute":
            guard var entity = current else { return }
            if let attribute = attribute(attributes, in: entity.name) { entity.attributes.append(attribute) }
            current = entity
        case "relationship":
            guard var entity = current else { return }
            if let relationship = relationship(attributes, in: entity.name) { entity.relationships.append(relationship) }
            current = entity
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { sawError = true }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard elementName == "entity" else { return }
        if let current, !skipping { entities.append(current) }
        current = nil
        skipping = false
    }

    private func startEntity(_ attributes: [String: String]) {
        let name = attributes["name"] ?? ""
        guard SwiftIdentifiers.isPlainIdentifier(name) else {
            warnings.append("entity '\(name)': not a Swift name, so no class is generated for it")
            current = ManagedObjectModel.Entity(name: name, className: name, codeGeneration: .manual)
            skipping = true
            return
        }
        // Xcode writes "Pet", ".Pet" (the current module) or "Module.Pet"; the class is the last part.
        let written = attributes["representedClassName"].map { String($0.split(separator: ".").last ?? "") } ?? ""
        var className = written.isEmpty ? name : written
        if !SwiftIdentifiers.isPlainIdentifier(className) {
            warnings.append("entity \(name): its class name '\(className)' is not a Swift name; the class is named \(name)")
            className = name
        }
        let generation = attributes["codeGenerationType"].flatMap(ManagedObjectModel.CodeGeneration.init(rawValue:)) ?? .manual
        var parent = attributes["parentEntity"]
        if let written = parent, !SwiftIdentifiers.isPlainIdentifier(written) {
            warnings.append("entity \(name): its parent '\(written)' is not a Swift name and is left out")
            parent = nil
        }
        current = ManagedObjectModel.Entity(
            name: name, className: className, codeGeneration: generation, parentName: parent, isAbstract: attributes["isAbstract"] == "YES")
    }

    private func attribute(_ attributes: [String: String], in entity: String) -> ManagedObjectModel.Attribute? {
        let name = attributes["name"] ?? ""
        guard SwiftIdentifiers.isPlainIdentifier(name) else {
            warnings.append("\(entity): the attribute '\(name)' is not a Swift name and is left out")
            return nil
        }
        guard let typeName = attributes["attributeType"], let type = ManagedObjectModel.AttributeType(rawValue: typeName) else {
            warnings.append(
                "\(entity).\(name): the attribute type '\(attributes["attributeType"] ?? "")' is not one Xcode generates, so it is left out"
            )
            return nil
        }
        var custom = attributes["customClassName"]
        if let written = custom, !TypeNames.isAcceptable(written) {
            warnings.append("\(entity).\(name): the custom class '\(written)' is not a Swift type name; NSObject is used")
            custom = nil
        }
        return ManagedObjectModel.Attribute(
            name: name, type: type, isOptional: attributes["optional"] == "YES",
            usesScalarValueType: attributes["usesScalarValueType"] == "YES",
            customClassName: custom, defaultValue: attributes["defaultValueString"])
    }

    private func relationship(_ attributes: [String: String], in entity: String) -> ManagedObjectModel.Relationship? {
        let name = attributes["name"] ?? ""
        let destination = attributes["destinationEntity"] ?? ""
        guard SwiftIdentifiers.isPlainIdentifier(name), SwiftIdentifiers.isPlainIdentifier(destination) else {
            warnings.append("\(entity): the relationship '\(name)' (to '\(destination)') is not made of Swift names and is left out")
            return nil
        }
        let maxCount = attributes["maxCount"].flatMap(Int.init)
        let inverse = attributes["inverseName"].flatMap { SwiftIdentifiers.isPlainIdentifier($0) ? $0 : nil }
        return ManagedObjectModel.Relationship(
            name: name, destination: destination, isToMany: attributes["toMany"] == "YES" || (maxCount.map { $0 != 1 } ?? false),
            isOrdered: attributes["ordered"] == "YES", isOptional: attributes["optional"] == "YES", inverseName: inverse)
    }
}

/// Which custom class names (a transformable attribute's `customClassName`) are written into generated code.
enum TypeNames {
    /// True for a type as Swift writes one from names, dots, brackets, angle brackets, commas, colons, "?" and spaces
    /// (`[String]`, `[String: Int]`, `Array<URL>`, `NSArray`): nothing that could end a declaration or start a comment.
    static func isAcceptable(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 200, let first = name.unicodeScalars.first,
            first == "[" || first == "_" || first.properties.isAlphabetic
        else { return false }
        let allowed = Set("[]<>.,:? _".unicodeScalars)
        let balanced =
            name.filter { $0 == "[" }.count == name.filter { $0 == "]" }.count
            && name.filter { $0 == "<" }.count == name.filter { $0 == ">" }.count
        return balanced && !name.contains("//")
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (allowed.contains($0) || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
    }
}
