internal import Foundation

/// The folder of a package's own references: `<package root>/__Snapshots__`, or the folder
/// `SNAPSHOT_TESTING_REFERENCE_ROOT` names.
///
/// A team that records with swift-snapshot-testing on iOS simulators and with this module on
/// Linux keeps both sets: upstream's beside the test files
/// (`Tests/<Target>/__Snapshots__/<TestFile>/…`), this module's under this root
/// (`__Snapshots__/<TestFile>/…`). An assertion compares with this module's own reference when
/// it exists, and with upstream's only when there is no own one yet (a suite moved from
/// upstream passes on its first run); whatever it records goes here, so no record mode ever
/// writes over a file in upstream's layout. With the variable set, upstream's files are not
/// read at all: each platform sees only its own references, and a missing Linux reference is
/// recorded rather than compared with an iOS one.
enum ReferenceRoot {
    /// The configured root, if `SNAPSHOT_TESTING_REFERENCE_ROOT` is set.
    static var configured: String? {
        SnapshotEnvironment.value(SnapshotEnvironment.referenceRootVariable)
    }

    /// The root for the package at `packageRoot` (or, outside a package, the test file's
    /// folder `base`): the configured folder, relative to it unless absolute, or `__Snapshots__`.
    static func folder(in base: URL) -> URL {
        guard let configured else { return base.appendingPathComponent("__Snapshots__", isDirectory: true) }
        if configured.hasPrefix("/") { return URL(fileURLWithPath: configured, isDirectory: true).standardizedFileURL }
        return base.appendingPathComponent(configured, isDirectory: true).standardizedFileURL
    }
}
