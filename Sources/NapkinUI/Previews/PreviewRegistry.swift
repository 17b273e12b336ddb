internal import CNapkinPreviews
import Foundation

/// Every preview linked into the running binary, found at run time: nothing is generated from
/// source, and no list of previews is written by hand.
///
/// - `#Preview` records are read from the `napkin_previews` linker section, which the linker
///   bounds with `__start_`/`__stop_` symbols: each gives the file, line, name and traits, and
///   a function that builds the view in the declaring file (so it sees that file's private
///   views). Records are kept in every build configuration.
/// - ``PreviewProvider`` types are found through the Swift runtime's protocol conformance
///   records, and each view of their `previews` becomes a preview. Their file and line come
///   from the sources under `sourceRoot` (see ``providerPreviews(sourceRoot:)``). Optimised
///   builds drop unreferenced `private` providers, so use `#Preview` or an internal provider
///   when previews must be found in `-c release` tests.
///
/// Records are found in the executable or test bundle that links NapkinUI statically, which is
/// how SwiftPM links on Linux; records inside a separately loaded shared library are not.
public enum PreviewRegistry {
    /// Every `#Preview` of the binary, by file and line. Building the list runs no view code.
    @MainActor
    public static func macroPreviews() -> [RegisteredPreview] { allMacroPreviews }

    @MainActor private static let allMacroPreviews: [RegisteredPreview] = {
        var start: UnsafeRawPointer?
        var stop: UnsafeRawPointer?
        napkin_preview_section(&start, &stop)
        guard let start, let stop, start < stop else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        var found: [RegisteredPreview] = []
        // Records are all one size and alignment, so the linker lays them end to end.
        for offset in Swift.stride(from: 0, through: stop - start - stride, by: stride) {
            let record = start.load(fromByteOffset: offset, as: _PreviewRecord.self)
            guard record.magic == previewRecordMagic else { continue }
            let entry = Unmanaged<_PreviewEntry>.fromOpaque(record.make()).takeRetainedValue()
            let module = entry.fileID.split(separator: "/").first.map(String.init) ?? entry.fileID
            found.append(
                RegisteredPreview(
                    source: .macro, module: module, fileID: entry.fileID, filePath: entry.filePath, line: entry.line,
                    name: entry.name, settings: entry.settings, make: entry.wrappedBody, preparations: entry.preparations
                ))
        }
        return found.sorted(by: PreviewRegistry.inSourceOrder)
    }()

    /// Every non-generic ``PreviewProvider`` type in the running process.
    public static func providerTypes() -> [any PreviewProvider.Type] { allProviderTypes.map(\.type) }

    private static let allProviderTypes: [ProviderType] =
        ConformanceScanner
        .types(conformingTo: "PreviewProvider", inModule: "NapkinUI")
        .compactMap { ($0 as? any PreviewProvider.Type).map(ProviderType.init) }

    /// One preview per view of every provider's `previews` (the views of the builder, of a
    /// `Group` and of a `ForEach`, each with the preview modifiers on it and around it), with
    /// the file and line of the provider's declaration under `sourceRoot` (the package's
    /// folder; the current folder when `nil`).
    @MainActor
    public static func providerPreviews(sourceRoot: String? = nil) -> [RegisteredPreview] {
        let root = sourceRoot ?? FileManager.default.currentDirectoryPath
        var found: [RegisteredPreview] = []
        for provider in allProviderTypes {
            let typeName = String(reflecting: provider.type)
            let module = typeName.split(separator: ".").first.map(String.init) ?? typeName
            let location = SourceLocator.locate(provider.type, root: root)
            let views = previewViews(of: provider.type.previews, settings: PreviewSettings())
            for (index, view) in views.enumerated() {
                found.append(
                    RegisteredPreview(
                        source: .provider(type: typeName, index: index), module: module, fileID: location?.fileID,
                        filePath: location?.filePath, line: location?.line, name: view.settings.displayName,
                        settings: view.settings, siblingCount: views.count,
                        make: { AnyView(erasing: previewViews(of: provider.type.previews, settings: PreviewSettings())[index].view) }
                    ))
            }
        }
        return found.sorted(by: inSourceOrder)
    }

    /// Every preview: `#Preview`s and providers' views, by module, file and line.
    @MainActor
    public static func all(sourceRoot: String? = nil) -> [RegisteredPreview] {
        (macroPreviews() + providerPreviews(sourceRoot: sourceRoot)).sorted(by: inSourceOrder)
    }

    /// The previews of `modules`, in source order.
    @MainActor
    public static func previews(inModules modules: Set<String>, sourceRoot: String? = nil) -> [RegisteredPreview] {
        all(sourceRoot: sourceRoot).filter { modules.contains($0.module) }
    }

    /// By module, file, line, then the view's place in its provider.
    static func inSourceOrder(_ a: RegisteredPreview, _ b: RegisteredPreview) -> Bool {
        func key(_ preview: RegisteredPreview) -> (String, String, Int, String, Int) {
            var type = "", index = 0
            if case .provider(let name, let number) = preview.source { (type, index) = (name, number) }
            return (preview.module, preview.fileID ?? "~", preview.line ?? 0, type, index)
        }
        return key(a) < key(b)
    }

    /// The views a provider's `previews` holds, each with its settings: preview modifiers are
    /// peeled off, and the views of a builder, `Group` or `ForEach` become previews of their
    /// own, with the settings of the modifiers around them.
    @MainActor
    static func previewViews(of view: any View, settings: PreviewSettings) -> [(view: any View, settings: PreviewSettings)] {
        var view = view
        var settings = settings
        while true {
            if let carrier = view as? PreviewSettingsCarrier {
                carrier.apply(&settings)
                view = carrier.wrapped
            } else if let erased = view as? AnyView {
                view = erased.wrapped
            } else {
                break
            }
        }
        if let several = view as? PreviewContainer {
            return several.previewChildren.flatMap { previewViews(of: $0, settings: settings) }
        }
        return [(view, settings)]
    }
}

/// A provider's type, held for the main actor: a metatype carries no state, and `previews`
/// is only read on the main actor.
private struct ProviderType: @unchecked Sendable {
    let type: any PreviewProvider.Type
}

/// A view whose views are previews of their own in a provider's `previews`.
@MainActor
protocol PreviewContainer {
    /// The views, in order.
    var previewChildren: [any View] { get }
}

extension TupleView: PreviewContainer {
    var previewChildren: [any View] { children }
}

extension Group: PreviewContainer {
    var previewChildren: [any View] { [content] }
}

extension ForEach: PreviewContainer {
    var previewChildren: [any View] { data.map { content($0) } }
}
