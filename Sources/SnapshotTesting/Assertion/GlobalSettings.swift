internal import Foundation
internal import NapkinSupport
public import XCTest

// Upstream's process-wide settings, from before `withSnapshotTesting`: still read and
// written by older suites, so they keep working here. They rank below every scoped setting
// (an assertion's `record:`, `withSnapshotTesting`, the `.snapshots` trait), as upstream's do.

/// The process-wide settings behind upstream's global variables.
final class GlobalSettings: Sendable {
    /// The record mode set through `isRecording`, `record` or `_record`; `nil` until set, so
    /// `SNAPSHOT_TESTING_RECORD` decides.
    let record = Locked<SnapshotTestingConfiguration.Record?>(nil)
    /// The diff tool set through `diffTool` or `_diffTool`.
    let diffTool = Locked<SnapshotTestingConfiguration.DiffTool>(.default)

    /// The process's settings.
    private static let process = GlobalSettings()

    /// Replaces the process's settings for the current task: this module's tests change
    /// "global" settings without affecting tests running in parallel.
    @TaskLocal static var isolated: GlobalSettings?

    /// The settings in effect.
    static var current: GlobalSettings { isolated ?? process }
}

/// Whether every snapshot is recorded anew: `true` sets the process-wide record mode to
/// ``SnapshotTestingConfiguration/Record/all``, `false` to
/// ``SnapshotTestingConfiguration/Record/missing``.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
    set { _record = newValue ? .all : .missing }
}

/// The older name of ``isRecording``.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}

/// The process-wide diff tool, used where no `withSnapshotTesting(diffTool:)` or
/// `.snapshots(diffTool:)` trait applies.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { _diffTool }
    set { _diffTool = newValue }
}

/// The diff tool in effect: the innermost `withSnapshotTesting` or `.snapshots` trait, else
/// the process-wide one (``SnapshotTestingConfiguration/DiffTool/default`` unless set).
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotTestingConfiguration.current?.diffTool ?? __diffTool }
    set { __diffTool = newValue }
}

// Upstream's SPI name, kept so code written against it compiles.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The process-wide diff tool.
@_spi(Internals)
public var __diffTool: SnapshotTestingConfiguration.DiffTool {
    get { GlobalSettings.current.diffTool.withLock { $0 } }
    set { GlobalSettings.current.diffTool.withLock { $0 = newValue } }
}

/// The record mode in effect: the innermost `withSnapshotTesting` or `.snapshots` trait, else
/// the process-wide one.
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
    get { SnapshotTestingConfiguration.current?.record ?? __record }
    set { __record = newValue }
}

// Upstream's SPI name, kept so code written against it compiles.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The process-wide record mode: as last set, else `SNAPSHOT_TESTING_RECORD`, else
/// ``SnapshotTestingConfiguration/Record/missing``. An unknown value of the variable reads as
/// `missing` here; an assertion that relies on it fails with the list of valid values.
@_spi(Internals)
public var __record: SnapshotTestingConfiguration.Record {
    get { GlobalSettings.current.record.withLock { $0 } ?? (try? SnapshotTestingConfiguration.Record.fromEnvironment()) ?? .missing }
    set { GlobalSettings.current.record.withLock { $0 = newValue } }
}

/// Upstream's old base class for snapshot tests; any `XCTestCase` will do.
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase
