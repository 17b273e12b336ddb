import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

/// NapkinUI's `SwiftUI` namespace names every SwiftUI type NapkinUI declares, so a new view or
/// style is reachable as `SwiftUI.Name` the day it lands.
@Suite("The SwiftUI namespace")
struct SwiftUINamespaceTests {
    /// NapkinUI's own top-level names, which SwiftUI does not have (besides UIKit's, Core
    /// Graphics', Core Animation's and Foundation's, recognised by their prefixes).
    static let napkinOwn: Set<String> = [
        "AccessibilityActionError", "AccessibilityAudit", "AccessibilityAuditIssue", "AccessibilityAuditReport",
        "AccessibilityAuditType", "AccessibilityElement", "AlertAction", "AlertController", "AlertMetrics", "AsyncImageError",
        "AsyncImageLoader", "BarAppearance", "CIColor", "ChildPlacement", "ContrastRatio", "DefaultTabLabel", "Device",
        "EnvironmentReader", "FilledButtonStyle", "ImagePickAction", "ImagePickRequest", "ImagePickResult", "InMemoryDefaults",
        "InlinePresentationIntent", "InteractionError", "InteractiveElement", "KeyboardType", "ListStyleKind",
        "LocalizedStringResource", "ModalPresentationStyle", "NavigationControllerDelegate", "NavigationItem",
        "OutlinedCapsuleButtonStyle", "PickerLook", "Preview", "PreviewConfiguration", "PreviewError", "PreviewRegistry",
        "PreviewSettings", "RegisteredPreview", "ResolvedImage", "ResolvedSymbol", "ResolvedText", "SheetMetrics", "ShareAction",
        "ShareItem", "SimulatedPhotoLibrary", "SwiftUI", "SystemSheetAction", "TabBarControllerDelegate", "TabBarItem", "TabViewStyleKind",
        "TapError",
        "TextContentType", "TextEntryError", "TextFieldStyleKind", "ToolbarContentList", "TransferFailure", "Traits", "ViewControllable",
        "Window",
    ]

    /// The public top-level type names declared in NapkinUI's sources.
    static func declaredNames() throws -> Set<String> {
        let sources = packageRoot().appendingPathComponent("Sources/NapkinUI")
        let pattern = try Regex(
            #"^(?:@[A-Za-z]+(?:\([^)]*\))? )*public (?:final )?(?:struct|enum|protocol|class|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: pattern), let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The names the namespace declares.
    static func namespaceNames() throws -> Set<String> {
        let file = packageRoot().appendingPathComponent("Sources/NapkinUI/Core/SwiftUINamespace.swift")
        let pattern = try Regex(#"public typealias ([A-Za-z_][A-Za-z0-9_]*) = NapkinUI\.([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for match in try String(contentsOf: file, encoding: .utf8).matches(of: pattern) {
            let alias = match.output[1].substring.map(String.init), target = match.output[2].substring.map(String.init)
            #expect(alias == target, "SwiftUI.\(alias ?? "?") must name NapkinUI's type of the same name")
            if let alias { names.insert(alias) }
        }
        return names
    }

    @Test("Every SwiftUI type NapkinUI declares is in the namespace, and nothing else is")
    func complete() throws {
        let own = { (name: String) in
            Self.napkinOwn.contains(name) || ["UI", "CG", "NS", "CF", "CT", "CA", "_"].contains { name.hasPrefix($0) }
        }
        let swiftUITypes = try Self.declaredNames().filter { !own($0) }
        let namespace = try Self.namespaceNames()
        #expect(swiftUITypes.count > 300)
        #expect(swiftUITypes.subtracting(namespace).sorted() == [], "add these to Sources/NapkinUI/Core/SwiftUINamespace.swift")
        #expect(namespace.subtracting(swiftUITypes).sorted() == [], "not a SwiftUI type NapkinUI declares")
    }

    @Test("Qualified names are NapkinUI's types")
    func sameTypes() {
        #expect(SwiftUI.Font.self == Font.self)
        #expect(SwiftUI.SimultaneousGesture<TapGesture, DragGesture>.self == SimultaneousGesture<TapGesture, DragGesture>.self)
        #expect(SwiftUI.Color.red == Color.red)
    }
}
