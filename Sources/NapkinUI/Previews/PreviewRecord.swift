// What a `#Preview` expansion emits: the contract between NapkinPreviewMacros and
// PreviewRegistry. Changing a layout here changes the magic word, so that a binary whose
// records were written by another version is never misread.

/// One record in the `napkin_previews` linker section: a magic word that marks and versions
/// records, and a C function that returns a retained ``_PreviewEntry`` as an opaque pointer.
///
/// `@section` accepts only constant initialisers: integers, tuples of them and C function
/// pointers. So the record holds no string: the file, line and name come from calling `make`,
/// which allocates and builds no view.
public typealias _PreviewRecord = (magic: UInt64, make: @convention(c) () -> UnsafeMutableRawPointer)

/// "NapkPv01" read as a little-endian word; the macro writes the same literal.
let previewRecordMagic: UInt64 = 0x3130_7650_6B70_614E

/// What a record's `make` returns: where the preview is declared, its name and traits, and
/// how to build its view.
public final class _PreviewEntry: Sendable {
    /// `Module/File.swift`.
    let fileID: String
    /// The file's path when it was compiled.
    let filePath: String
    /// The line and column of `#Preview`.
    let line: Int, column: Int
    /// The name given to `#Preview`, if any.
    let name: String?
    /// The traits given to `#Preview`.
    let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Builds the view.
    let body: @MainActor @Sendable () -> AnyView

    private init(
        fileID: String, filePath: String, line: Int, column: Int, name: String?, traits: [PreviewTrait<Preview.ViewTraits>],
        body: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// Called by an expansion's C function: a new entry, retained once and handed over as a
    /// raw pointer, which ``PreviewRegistry`` takes back. The traits are evaluated on the main
    /// actor, where ``PreviewRegistry`` reads the records, so a trait the app keeps in a
    /// `@MainActor static var` (a `.modifier` of its sample data) may be named.
    public static func _retained(
        fileID: String, filePath: String, line: Int, column: Int, name: String?,
        traits: @MainActor () -> [PreviewTrait<Preview.ViewTraits>], body: @escaping @MainActor @Sendable () -> AnyView
    ) -> UnsafeMutableRawPointer {
        let evaluated = MainActor.assumeIsolated { traits() }
        return _retained(fileID: fileID, filePath: filePath, line: line, column: column, name: name, traits: evaluated, body: body)
    }

    /// Called by an expansion's C function: a new entry, retained once and handed over as a
    /// raw pointer, which ``PreviewRegistry`` takes back.
    public static func _retained(
        fileID: String, filePath: String, line: Int, column: Int, name: String?,
        traits: [PreviewTrait<Preview.ViewTraits>], body: @escaping @MainActor @Sendable () -> AnyView
    ) -> UnsafeMutableRawPointer {
        let entry = _PreviewEntry(fileID: fileID, filePath: filePath, line: line, column: column, name: name, traits: traits, body: body)
        return Unmanaged.passRetained(entry).toOpaque()
    }

    /// The preview's view wrapped in its traits' modifiers, the first written innermost.
    var wrappedBody: @MainActor @Sendable () -> AnyView {
        let body = body
        let modifiers = traits.compactMap(\.modify)
        guard !modifiers.isEmpty else { return body }
        return { modifiers.reduce(body()) { view, modify in modify(view) } }
    }

    /// What the traits need made before the view is drawn (their modifiers' shared contexts).
    var preparations: [@MainActor @Sendable () async throws -> Void] { traits.compactMap(\.prepare) }

    /// The settings the traits give, in the order written.
    var settings: PreviewSettings {
        var settings = PreviewSettings()
        for trait in traits { trait.apply(&settings) }
        settings.displayName = name
        return settings
    }
}
