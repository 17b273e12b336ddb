import Foundation

/// What is known of one type: what it conforms to directly, its tags and its description.
struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?

    init(_ identifier: String, _ conformsTo: [String], extensions: [String] = [], mime: [String] = [], description: String?) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        filenameExtensions = extensions
        mimeTypes = mime
        self.description = description
    }

    func tags(_ tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: filenameExtensions
        case .mimeType: mimeTypes
        default: []
        }
    }
}

/// The system's declarations and the ones this process added (exported, imported and dynamic
/// types), behind one lock.
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()

    /// The system's declarations by lowercased identifier.
    private let system: [String: UTTypeDeclaration]
    private let lock = NSLock()
    /// Declarations added while the process runs, by lowercased identifier, and their order.
    private var added: [String: UTTypeDeclaration] = [:]
    private var addedOrder: [String] = []

    private init() {
        system = Dictionary(UTTypeDeclaration.system.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    func declaration(of identifier: String) -> UTTypeDeclaration? {
        let key = identifier.lowercased()
        if let declaration = system[key] { return declaration }
        return lock.withLock { added[key] }
    }

    /// Declares `identifier` for this process unless the system or an earlier call did.
    func declare(_ identifier: String, conformingTo parent: UTType?, exported: Bool) -> UTTypeDeclaration {
        if let known = declaration(of: identifier) { return known }
        let declaration = UTTypeDeclaration(identifier, parent.map { [$0.identifier] } ?? [], description: nil)
        return lock.withLock { insert(declaration) }
    }

    private func insert(_ declaration: UTTypeDeclaration) -> UTTypeDeclaration {
        let key = declaration.identifier.lowercased()
        if let existing = added[key] { return existing }
        added[key] = declaration
        addedOrder.append(key)
        return declaration
    }

    /// `tag` as the registry compares it: lowercased, and for MIME types without spaces.
    private static func normalized(_ tag: String, _ tagClass: UTTagClass) -> String {
        let lowered = tag.lowercased()
        return tagClass == .mimeType ? lowered.filter { !$0.isWhitespace } : lowered
    }

    private static func isValid(_ tag: String, _ tagClass: UTTagClass) -> Bool {
        switch tagClass {
        case .filenameExtension:
            return !tag.isEmpty && !tag.contains("/")
        case .mimeType:
            let parts = tag.split(separator: ";", maxSplits: 1)[...].first?.split(separator: "/", omittingEmptySubsequences: false) ?? []
            return parts.count == 2 && parts.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        default:
            return !tag.isEmpty
        }
    }

    /// The declared types `tag` names, system ones first in the table's order, that conform to `supertype`.
    func declaredTypes(for tag: String, in tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let wanted = Self.normalized(tag, tagClass)
        let extra = lock.withLock { addedOrder.compactMap { added[$0] } }.filter { !$0.identifier.lowercased().hasPrefix("dyn.") }
        var candidates = (UTTypeDeclaration.system + extra).filter { declaration in
            declaration.tags(tagClass).contains { Self.normalized($0, tagClass) == wanted }
        }
        // A MIME type with parameters nobody names stands for its base type (`text/plain; charset=x`).
        if candidates.isEmpty, tagClass == .mimeType, let base = wanted.split(separator: ";").first, base != wanted[...] {
            candidates = UTTypeDeclaration.system.filter { declaration in
                declaration.mimeTypes.contains { Self.normalized($0, .mimeType) == base }
            }
        }
        return candidates.map { UTType(known: $0.identifier) }.filter { type in supertype.map { type.conforms(to: $0) } ?? true }
    }

    /// The first declared type `tag` names that conforms to `supertype`, else a dynamic type.
    func type(for tag: String, in tagClass: UTTagClass, conformingTo supertype: UTType) -> UTType? {
        guard Self.isValid(tag, tagClass) else { return nil }
        if let declared = declaredTypes(for: tag, in: tagClass, conformingTo: supertype).first { return declared }
        let normalized = Self.normalized(tag, tagClass)
        // A dynamic identifier: the tag class, the tag and the supertype, spelled in hexadecimal so
        // that any tag gives a valid identifier and the same inputs give the same type.
        let spelled = "\(tagClass.rawValue)=\(normalized);conforms=\(supertype.identifier.lowercased())"
        let identifier = "dyn." + spelled.utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        let tagged =
            tagClass == .filenameExtension
            ? UTTypeDeclaration(identifier, [supertype.identifier], extensions: [tag], description: nil)
            : UTTypeDeclaration(identifier, [supertype.identifier], mime: [normalized], description: nil)
        return UTType(known: lock.withLock { insert(tagged) }.identifier)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
