// The one line a test target with synchronous `@MainActor` XCTest methods adds on Linux: SwiftPM's
// generated test list then finds SnapshotTesting's `testCase` overloads for them (see
// Sources/SnapshotTesting/Internal/MainActorTestDiscovery.swift).
@_exported import SnapshotTesting
