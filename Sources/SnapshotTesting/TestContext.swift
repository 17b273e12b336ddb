import Foundation
import XCTest

#if canImport(Testing)
import Testing
#endif

/// What this module needs to know about the test that is running: which framework runs it,
/// and a key that tells it apart from tests running at the same time.
enum TestContext {
    /// True inside a Swift Testing test (including its child tasks).
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
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
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: fileID),
                    filePath: String(describing: filePath),
                    line: Int(line),
                    column: Int(column)
                )
            )
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
