/// A preview found in the running binary: a `#Preview`, or one view of a ``PreviewProvider``.
///
/// Listing previews builds no view; ``makeView()`` builds this one's, on the main actor.
public struct RegisteredPreview: Sendable, CustomStringConvertible {
    /// Where a preview comes from.
    public enum Source: Sendable, Hashable {
        /// A `#Preview`.
        case macro
        /// The view at `index` (from 0) of a provider's `previews`; `type` is the provider's
        /// full name (`Screens.ProfileView_Previews`).
        case provider(type: String, index: Int)
    }

    /// A `#Preview` or a provider's view.
    public let source: Source
    /// The module that declares it.
    public let module: String
    /// `Module/File.swift`; `nil` for a provider whose source file was not found (see
    /// ``PreviewRegistry``).
    public let fileID: String?
    /// The file's path; `nil` when ``fileID`` is.
    public let filePath: String?
    /// The line of `#Preview`, or of the provider's declaration.
    public let line: Int?
    /// The name given to `#Preview` or by `previewDisplayName`; `nil` when none was.
    public let name: String?
    /// The layout, device, orientation and opt-outs the preview asks for.
    public let settings: PreviewSettings
    /// How many views the provider's `previews` has (1 for a `#Preview`): a provider's only
    /// view is not numbered.
    let siblingCount: Int
    /// Builds the view.
    let make: @MainActor @Sendable () -> AnyView
    /// What must be made before the view is drawn: the shared contexts of its `.modifier` traits.
    let preparations: [@MainActor @Sendable () async throws -> Void]

    /// A preview from its parts.
    init(
        source: Source, module: String, fileID: String?, filePath: String?, line: Int?, name: String?, settings: PreviewSettings,
        siblingCount: Int = 1, make: @escaping @MainActor @Sendable () -> AnyView,
        preparations: [@MainActor @Sendable () async throws -> Void] = []
    ) {
        self.preparations = preparations
        self.source = source
        self.module = module
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.name = name
        self.settings = settings
        self.siblingCount = siblingCount
        self.make = make
    }

    /// Makes what the preview's `.modifier` traits share (``PreviewModifier/makeSharedContext()``), once for the
    /// process, and throws what making it threw; after it, ``makeView()`` draws the wrapped preview.
    @MainActor
    public func prepare() async throws {
        for preparation in preparations { try await preparation() }
    }

    /// Builds the preview's view (a new one on each call, so `@State` starts afresh).
    @MainActor
    public func makeView() -> AnyView { make() }

    /// The file's name without folder or extension (`ProfileView`), or `nil`.
    public var fileStem: String? {
        guard let fileID else { return nil }
        let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// The provider's type name without module and `_Previews` (`ProfileView`), or `nil`.
    var providerShortName: String? {
        guard case .provider(let type, _) = source else { return nil }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        return last.hasSuffix("_Previews") ? String(last.dropLast(9)) : last
    }

    /// What a person calls it: the name, else `ProfileView line 12` for an unnamed `#Preview`,
    /// else the provider's name (`ProfileView`), numbered when it has several views
    /// (`ProfileView 2`).
    public var displayName: String {
        if let name { return name }
        switch source {
        case .macro:
            return "\(fileStem ?? module) line \(line ?? 0)"
        case .provider(_, let index):
            let short = providerShortName ?? module
            return siblingCount > 1 ? "\(short) \(index + 1)" : short
        }
    }

    /// A stable, readable name for files of this preview (references, gallery images):
    /// `<file>_<name>`, each reduced to letters, digits and `-` (`ProfileView_Two-cards`); an
    /// unnamed `#Preview` is named by its line (`ProfileView_line12`). A provider whose file
    /// is unknown uses its type's name instead of the file's.
    public var fileName: String {
        let file = Self.slug(fileStem ?? providerShortName ?? module)
        if name == nil, source == .macro { return "\(file)_line\(line ?? 0)" }
        return "\(file)_\(Self.slug(displayName))"
    }

    /// `text` with every run of characters other than letters and digits written `-`, and no
    /// `-` at either end (`"Wi-Fi, on"` → `Wi-Fi-on`); `-` for a text without any letter.
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "-" : result
    }

    /// `Module/File.swift:12 "Name"`.
    public var description: String {
        let place = fileID.map { "\($0):\(line ?? 0)" } ?? module
        return "\(place) \"\(displayName)\""
    }
}
