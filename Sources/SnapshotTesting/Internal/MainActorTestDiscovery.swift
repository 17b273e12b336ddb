// Synchronous test methods of a `@MainActor` XCTest case, run on Linux unchanged.
//
// On Linux, SwiftPM discovers XCTest methods by generating a file that lists each class's
// methods and hands each list to XCTest's `testCase(_:)`. For a `@MainActor` class the list's
// synchronous methods have the type `(Suite) -> @MainActor () -> ()`; XCTest's overloads
// take nonisolated methods, the compiler accepts the conversion of the whole array, and it
// fails at run time ("Could not cast value of type …"): the test binary aborts before any
// test runs. The overload below takes a list as it is written, whatever its method type `F`
// (so the compiler prefers it where XCTest's would need that conversion, and XCTest's wherever
// they fit exactly), and runs each main-actor method on the main actor, where corelibs-xctest
// runs its tests.
//
// The generated file imports only XCTest and the test module, so it sees the overload when the
// test module re-exports this one: `@_exported import SnapshotTesting` in any one file of the
// test target. A class that also has `async` test methods lists every method as nonisolated
// (XCTest's `asyncTest(_:)` makes them so) and still aborts: such a class makes its
// synchronous methods `async` too. Without the re-export, or with such a class, the abort
// hint (XCTestTracker.swift) says what to change in one line.

#if os(Linux)
public import XCTest

/// Runs the test methods of an XCTest case as SwiftPM's generated test list on Linux gives
/// them, including the synchronous methods of a `@MainActor` class, each called on the main
/// actor.
///
/// Not called by hand: a test target that re-exports SnapshotTesting (`@_exported import
/// SnapshotTesting` in one of its files) makes SwiftPM's generated test list use it.
public func testCase<T: XCTestCase, F>(_ allTests: [(String, (T) -> F)]) -> XCTestCaseEntry {
    let tests: [(String, (T) -> () throws -> Void)] = allTests.map { name, method in
        (
            name,
            { test in
                let run = TestMethod(method(test))
                return { try run.call() }
            }
        )
    }
    return testCase(tests)
}

/// A test method bound to its test case, of one of the four synchronous shapes a test list
/// holds; called on the main thread, where XCTest runs tests.
private struct TestMethod<F> {
    let function: F
    init(_ function: F) { self.function = function }

    func call() throws {
        // The list's type is the method's type exactly, so these casts only restate it
        // (`@Sendable`, which the metadata of the test module's types may lack and which the
        // types written here have, is no part of the calling convention). The type is told by
        // its name: the module's function types and the test module's may differ in that
        // flag, so metadata identity cannot.
        switch String(describing: F.self).replacingOccurrences(of: "@Sendable ", with: "") {
        case "@MainActor () -> ()":
            let run = unsafeBitCast(function, to: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { run() }
        case "@MainActor () throws -> ()":
            let run = unsafeBitCast(function, to: (@MainActor () throws -> Void).self)
            try MainActor.assumeIsolated { try run() }
        case "() -> ()":
            unsafeBitCast(function, to: (() -> Void).self)()
        case "() throws -> ()":
            try unsafeBitCast(function, to: (() throws -> Void).self)()
        default:
            preconditionFailure("SnapshotTesting's testCase(_:) was given test methods of type \(F.self), which it cannot run")
        }
    }
}
#endif
