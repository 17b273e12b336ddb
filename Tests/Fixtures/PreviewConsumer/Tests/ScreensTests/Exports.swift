// The README's one line for synchronous @MainActor XCTest classes on Linux.
@_exported import SnapshotTesting
