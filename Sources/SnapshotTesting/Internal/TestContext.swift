internal import Foundation
internal import XCTest

#if canImport(Testing)
internal import Testing
#endif

/// The test that is running, as far as naming and claiming references needs to know it.
struct TestIdentity: Sendable, Equatable {
    /// The test's module (`RibHouseTests`), when the framework says.
    var moduleName: String?
    /// The suite's type path (`["LoginTests", "Dark"]`), or empty for a free test function.
    var suite: [String]
    /// The test function as the framework names it (`render(size:)`, `testLogin`).
    var function: String
    /// True for a case of a parameterized Swift Testing test.
    var isParameterized: Bool
    /// That case's arguments, described (`["large", "2"]`); `nil` when not parameterized or
    /// when Swift Testing did not let us read them.
    var caseArguments: [String]?

    /// `RibHouseTests.LoginTests.render(size:)`, plus `with large, 2` for a case.
    var description: String {
        var text = ([moduleName].compactMap { $0 } + suite + [function]).joined(separator: ".")
        if let caseArguments {
            text += " with " + caseArguments.joined(separator: ", ")
        }
        return text
    }
}

/// What this module needs to know about the test that is running: which framework runs it,
/// which test it is, and a key that tells it apart from tests running at the same time.
enum TestContext {
    /// True inside a Swift Testing test (including its child tasks).
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }

    /// The running test: Swift Testing's current test (task-local, so right even for tests
    /// running in parallel), else the XCTest test case that has started and not finished (XCTest
    /// runs one at a time per process), else `nil`.
    static var current: TestIdentity? {
        #if canImport(Testing)
        if let test = Test.current {
            let testCase = Test.Case.current
            let isParameterized = testCase?.isParameterized ?? false
            return TestIdentity(
                moduleName: test.id.moduleName,
                suite: Array(test.id.nameComponents.dropLast()),
                function: test.id.nameComponents.last ?? test.name,
                isParameterized: isParameterized,
                caseArguments: isParameterized ? testCase.flatMap { argumentDescriptions(of: $0) } : nil
            )
        }
        #endif
        return XCTestTracker.current
    }

    /// A key for the running test.
    ///
    /// In Swift Testing it is the test's identifier plus, for a parameterized test, the
    /// case's arguments, so cases running in parallel count their snapshots separately. In
    /// XCTest, which runs one test at a time per process, it is a constant, and the counters
    /// are cleared when each test case finishes.
    static var currentTestKey: String {
        #if canImport(Testing)
        if let test = Test.current {
            var key = "swift-testing:\(test.id)"
            if let testCase = Test.Case.current, testCase.isParameterized {
                key += "[\(String(reflecting: testCase))]"
            }
            return key
        }
        #endif
        return xcTestKey
    }

    /// The key of every XCTest test (see ``currentTestKey``).
    static let xcTestKey = "xctest"

    /// Reports a failure to the running framework: `Issue.record` inside a Swift Testing test,
    /// `XCTFail` otherwise.
    static func recordIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message), sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }

    /// Reports trouble that must not fail the test (a report that could not be reset): a
    /// warning issue in Swift Testing, a `warning:` line on standard error otherwise, since
    /// XCTest has no warnings.
    static func recordWarning(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message), severity: .warning,
                sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        #endif
        FileHandle.standardError.write(Data("\(filePath):\(line): warning: \(message)\n".utf8))
    }

    #if canImport(Testing)
    private static func sourceLocation(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> SourceLocation {
        SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column))
    }

    /// The descriptions of a parameterized case's argument values, in parameter order.
    ///
    /// Swift Testing keeps `Test.Case.arguments` behind SPI that a release toolchain does not
    /// ship, so they are read by reflection: every `Test.Case.Argument` in the case, and its
    /// `value`. `nil` when reflection finds none (a future layout), so the caller can refuse
    /// to guess rather than give every case one name.
    static func argumentDescriptions(of testCase: Test.Case) -> [String]? {
        var values: [String] = []
        func visit(_ subject: Any, depth: Int) {
            let mirror = Mirror(reflecting: subject)
            if String(reflecting: mirror.subjectType).hasSuffix("Test.Case.Argument") {
                if let value = mirror.children.first(where: { $0.label == "value" })?.value {
                    values.append(String(describing: value))
                }
                return
            }
            guard depth < 8 else { return }
            for child in mirror.children {
                visit(child.value, depth: depth + 1)
            }
        }
        visit(testCase, depth: 0)
        return values.isEmpty ? nil : values
    }
    #endif
}
