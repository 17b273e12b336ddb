public import NapkinUI

/// Audits a view controller's accessibility on `device` with `traits`, and fails the test
/// with every issue named, measured and placed, when there is any:
///
/// ```swift
/// @MainActor @Test func loggedOutIsAccessible() {
///     assertAccessibilityAudit(of: LoggedOutNapkinViewController())
///     assertAccessibilityAudit(of: vc, traits: .init(userInterfaceStyle: .dark), AccessibilityAudit(ignoring: ["Logo"]))
/// }
/// ```
///
/// The checks are `AccessibilityAuditType`'s: contrast against the pixels actually behind each
/// text (WCAG 2.x AA: 4.5:1, 3:1 for large text), hit regions under 44 × 44 points, controls
/// and images without a label, and text truncated or cut off at an accessibility text size.
/// Skip a check with `AccessibilityAudit(.all.subtracting(.hitRegion))`, an element with
/// `AccessibilityAudit(ignoring: ["its label or identifier"])`. The failure names the picture
/// marking the issues, written to the artifacts folder (`SNAPSHOT_ARTIFACTS`, or
/// `.build/snapshot-artifacts`) as `<test>.accessibility-audit.png`.
///
/// To pin known issues instead of failing on them, use the `.accessibilityAudit` strategy,
/// whose reference records them (and which serves a matrix of configurations).
@MainActor
@discardableResult
public func assertAccessibilityAudit(
    of controller: ViewController,
    on device: Device = .iPhone13Pro,
    traits: UITraitCollection = UITraitCollection(),
    _ audit: AccessibilityAudit = AccessibilityAudit(),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> AccessibilityAuditReport {
    inWindow(controller, on: device.applying(traits)) { window in
        assertAccessibilityAudit(of: window, audit, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Audits a view, hosted on `device` with `traits`; see the view controller's form.
@MainActor
@discardableResult
public func assertAccessibilityAudit<V: View>(
    of view: V,
    on device: Device = .iPhone13Pro,
    traits: UITraitCollection = UITraitCollection(),
    _ audit: AccessibilityAudit = AccessibilityAudit(),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> AccessibilityAuditReport {
    assertAccessibilityAudit(
        of: HostingController(rootView: view), on: device, traits: traits, audit, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
}

/// Audits a window as it is; see the view controller's form.
@MainActor
@discardableResult
public func assertAccessibilityAudit(
    of window: Window,
    _ audit: AccessibilityAudit = AccessibilityAudit(),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> AccessibilityAuditReport {
    let report = window.accessibilityAudit(audit)
    guard !report.issues.isEmpty else { return report }
    var message = report.text
    do {
        let location = try SnapshotLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", testName: testName, name: "accessibility-audit", pathExtension: "png",
            snapshotDirectory: nil, test: TestContext.current)
        let picture = report.picture(scale: Double(window.device.scale), isDark: window.isShownDark)
        try ArtifactWriter.write(try picture.pngData(), to: location.newSnapshotArtifactURL)
        message += "\nMarked on: \(location.newSnapshotArtifactURL.path)"
    } catch {
        message += "\nThe picture marking them could not be written: \(error)"
    }
    message +=
        "\nFix them, skip a check with AccessibilityAudit(.all.subtracting(.contrast)), or leave an element out with AccessibilityAudit(ignoring: [\"its label\"])."
    TestContext.recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return report
}
