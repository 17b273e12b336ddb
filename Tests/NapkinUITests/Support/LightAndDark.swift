import SnapshotTesting
import Testing

@testable import NapkinUI

/// Snapshots `view` in a `width` × `height` point frame (no safe area) twice, named "light"
/// and "dark", in each appearance.
@MainActor
func assertLightAndDark<V: View>(
    _ view: V, width: CGFloat, height: CGFloat, fileID: StaticString = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    for scheme in [ColorScheme.light, .dark] {
        assertSnapshot(
            of: AnyView(view),
            as: .image(layout: .fixed(width: width, height: height), traits: UITraitCollection(userInterfaceStyle: scheme)),
            named: scheme == .light ? "light" : "dark", fileID: fileID, file: file, testName: testName, line: line, column: column)
    }
}

/// A window on an iPhone 13 Pro in `scheme` (the device's appearance, so the hosting
/// controller's background follows it too) showing `view`.
@MainActor
func window<V: View>(showing view: V, in scheme: ColorScheme = .light) -> Window {
    let window = Window(device: Device.iPhone13Pro.applying(Traits(userInterfaceStyle: scheme)))
    window.rootViewController = HostingController(rootView: view)
    return window
}

/// Snapshots a full iPhone 13 Pro screen showing `view` in light and in dark, named so.
@MainActor
func assertScreenLightAndDark<V: View>(
    _ view: V, fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    for scheme in [ColorScheme.light, .dark] {
        assertSnapshot(
            of: window(showing: view, in: scheme), as: .image, named: scheme == .light ? "light" : "dark", fileID: fileID, file: file,
            testName: testName, line: line, column: column)
    }
}
