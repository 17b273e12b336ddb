import Foundation
import NapkinSupport
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// Reference file names: distinct names stay distinct, long names are shortened, and two
/// assertions never share a file silently.
@Suite struct SnapshotNamingTests {
    @Test func distinctNamesGiveDistinctFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = ["dark mode", "dark/mode", "dark-mode", "dark.mode", "dark%2Fmode", "", ".", "..", "/", "~", "%empty"]

        let messages = withTestEnvironment(artifacts: folder) {
            names.map { name in
                verifySnapshot(
                    of: "snapshot named \(name.debugDescription)", as: .lines, named: name, snapshotDirectory: folder.path,
                    testName: "named()")
            }
        }

        #expect(messages.allSatisfy { $0?.hasPrefix("No reference was found on disk. Automatically recorded") == true }, "\(messages)")
        #expect(
            folder.files()
                == [
                    "named.dark%20mode.txt", "named.dark%2Fmode.txt", "named.dark-mode.txt", "named.dark%2Emode.txt",
                    "named.dark%252Fmode.txt", "named.%empty.txt", "named.%2E.txt", "named.%2E%2E.txt", "named.%2F.txt",
                    "named.%7E.txt", "named.%25empty.txt",
                ].sorted())
        for (name, fileName) in zip(["dark/mode", ""], ["named.dark%2Fmode.txt", "named.%empty.txt"]) {
            #expect(try String(contentsOfFile: folder.path(fileName), encoding: .utf8) == "snapshot named \(name.debugDescription)")
        }
    }

    @Test func escapingIsReversible() {
        var generator = SeededGenerator(seed: 14)
        let alphabet = Array("aZ09_-. /%~@,()é🇺🇸\u{301}")
        var seen: [String: String] = [:]
        for _ in 0..<5_000 {
            let name = String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let escaped = SnapshotFileName.escape(name)
            #expect(unescape(escaped) == name, "\(name.debugDescription) → \(escaped)")
            #expect(!escaped.contains(".") && !escaped.contains("/") && escaped != "..", "\(escaped)")
            if let other = seen[escaped] {
                #expect(other == name, "\(other.debugDescription) and \(name.debugDescription) both give \(escaped)")
            }
            seen[escaped] = name
        }
    }

    @Test func testNamesThatAreNotPlainFunctionNamesCannotMeetPlainOnes() {
        #expect(SnapshotFileName.testComponent("dark(mode:)") == "dark-mode")
        #expect(SnapshotFileName.testComponent("dark-mode") == "dark%2Dmode")
        #expect(SnapshotFileName.testComponent("`dark mode`()") == "%60dark%20mode%60%28%29")
        #expect(SnapshotFileName.testComponent("") == "%empty")
    }

    @Test func longNamesAreShortenedStablyAndCanBeRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let long = String(repeating: "long name ", count: 30) + "end"
        let other = String(repeating: "long name ", count: 30) + "END"
        // One call site: the long name is first recorded, then fails against its reference.
        func verify(_ text: String, named name: String) -> String? {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: text, as: .lines, named: name, snapshotDirectory: folder.path, testName: "long()")
            }
        }

        let messages = [verify(long, named: long), verify(other, named: other)]

        #expect(messages.allSatisfy { $0?.hasPrefix("No reference was found on disk. Automatically recorded") == true }, "\(messages)")
        let files = folder.files()
        #expect(files.count == 2)
        for file in files {
            #expect(file.utf8.count <= SnapshotFileName.maximumStemBytes + ".txt".utf8.count, "\(file)")
            #expect(file.hasPrefix("long.long%20name%20long%20name%20"), "\(file)")
            #expect(file.contains("~") && file.hasSuffix(".txt"), "\(file)")
        }
        let stem = SnapshotFileName.stem(
            suite: nil, testName: "long()", caseArguments: nil, identifier: SnapshotFileName.nameComponent(long))
        let shortened = SnapshotFileName.fitting(stem)
        #expect(shortened == SnapshotFileName.fitting(stem), "the same name always shortens alike")
        #expect(files.contains(shortened + ".txt"))

        // A failure writes its artifacts under the shortened name too, readable and paired.
        let mismatch = verify("changed", named: long)
        #expect(mismatch?.contains("does not match reference") == true, "\(mismatch ?? "")")
        #expect(
            folder.files(in: "artifacts/SnapshotNamingTests") == [shortened + ".patch", shortened + ".reference.txt", shortened + ".txt"])
    }

    @Test func shorteningNeverSplitsACharacterOrAnEscape() {
        for count in 130...150 {
            let stem = String(repeating: "é", count: count / 2) + String(repeating: "%20", count: 40)
            let fitted = SnapshotFileName.fitting(stem)
            #expect(fitted.utf8.count <= SnapshotFileName.maximumStemBytes)
            let prefix = fitted.prefix { $0 != "~" }
            #expect(stem.hasPrefix(prefix) && (prefix.hasSuffix("é") || prefix.hasSuffix("%20")), "\(fitted)")
        }
    }

    @Test func twoAssertionsOnOneFileFailNamingBoth() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let (first, second, repeated) = withTestEnvironment(artifacts: folder) {
            let first = verifySnapshot(of: "a", as: .lines, named: "same", snapshotDirectory: folder.path, testName: "claimed()")
            let second = verifySnapshot(of: "b", as: .lines, named: "same", snapshotDirectory: folder.path, testName: "claimed()")
            let repeated = (1...2).map { _ in
                verifySnapshot(of: "c", as: .lines, named: "again", snapshotDirectory: folder.path, testName: "claimed()")
            }
            return (first, second, repeated)
        }

        #expect(first?.hasPrefix("No reference was found on disk.") == true)
        let message = try #require(second)
        #expect(message.hasPrefix("Two snapshot assertions resolve to the same reference file \"\(folder.path)/claimed.same.txt\":"))
        #expect(
            message.contains(
                "first: test SnapshotTestingTests.SnapshotNamingTests.twoAssertionsOnOneFileFailNamingBoth() at SnapshotTestingTests/SnapshotNamingTests.swift:"
            ))
        #expect(
            message.contains(
                "this:  test SnapshotTestingTests.SnapshotNamingTests.twoAssertionsOnOneFileFailNamingBoth() at SnapshotTestingTests/SnapshotNamingTests.swift:"
            ))
        #expect(
            try String(contentsOfFile: folder.path("claimed.same.txt"), encoding: .utf8) == "a",
            "the second assertion must not record over the first")
        #expect(repeated[0]?.hasPrefix("No reference was found on disk.") == true)
        #expect(repeated[1] == nil, "one assertion repeated (a loop, a repeated test) keeps its file")
    }

    @Test(arguments: ["plain", "a b", "a/b", "a.b"])
    func parameterizedCasesGetTheirOwnFiles(value: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: value, as: .lines, snapshotDirectory: folder.path)
        }

        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        let expected = [
            "plain": "parameterizedCasesGetTheirOwnFiles-value@plain.1.txt",
            "a b": "parameterizedCasesGetTheirOwnFiles-value@a%20b.1.txt",
            "a/b": "parameterizedCasesGetTheirOwnFiles-value@a%2Fb.1.txt",
            "a.b": "parameterizedCasesGetTheirOwnFiles-value@a%2Eb.1.txt",
        ]
        #expect(folder.files() == [expected[value]!])
    }

    @Test(arguments: [(1, "one"), (2, "two")])
    func everyArgumentOfACaseNamesIt(number: Int, word: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: word, as: .lines, snapshotDirectory: folder.path)
        }
        #expect(folder.files() == ["everyArgumentOfACaseNamesIt-number-word@\(number),\(word).1.txt"])
    }

    @Test func sameTestNameInTheFilesOwnSuite() throws {
        try expectReference(named: "sameTestNameInTheFilesOwnSuite.1.txt")
    }

    @Test func targetsWithFilesOfTheSameNameKeepSeparateFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.url
        for path in [
            "Package.swift", "Tests/AppTests/LoginTests.swift", "Tests/KitTests/Nested/LoginTests.swift", "Tests/KitTests/OnlyHere.swift",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }

        func folderName(_ fileID: String, _ path: String) throws -> String {
            try SnapshotLocation(
                fileID: fileID, filePath: root.appendingPathComponent(path).path, testName: "login()", name: "x", pathExtension: "png",
                snapshotDirectory: nil
            )
            .directory.lastPathComponent
        }

        #expect(try folderName("AppTests/LoginTests.swift", "Tests/AppTests/LoginTests.swift") == "AppTests.LoginTests")
        #expect(try folderName("KitTests/LoginTests.swift", "Tests/KitTests/Nested/LoginTests.swift") == "KitTests.LoginTests")
        #expect(
            try folderName("KitTests/OnlyHere.swift", "Tests/KitTests/OnlyHere.swift") == "OnlyHere", "a unique file name keeps its folder")
    }
}

/// A second suite in the same file, with a test of the same name as one in the first.
@Suite struct SecondSuiteInTheNamingFile {
    @Test func sameTestNameInTheFilesOwnSuite() throws {
        try expectReference(named: "SecondSuiteInTheNamingFile.sameTestNameInTheFilesOwnSuite.1.txt")
    }
}

/// Records a snapshot from the calling test, with its own test name, and expects `fileName`.
private func expectReference(named fileName: String, testName: String = #function) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let message = withTestEnvironment(artifacts: folder) {
        verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder.path, testName: testName)
    }
    #expect(message?.hasPrefix("No reference was found on disk.") == true)
    #expect(folder.files() == [fileName])
}

/// Decodes ``SnapshotFileName/escape(_:keepingHyphens:)``.
private func unescape(_ escaped: String) -> String {
    if escaped == SnapshotFileName.emptyName { return "" }
    var bytes: [UInt8] = []
    var index = escaped.startIndex
    while index < escaped.endIndex {
        if escaped[index] == "%" {
            let digits = escaped[escaped.index(after: index)..<escaped.index(index, offsetBy: 3)]
            bytes.append(UInt8(digits, radix: 16)!)
            index = escaped.index(index, offsetBy: 3)
        } else {
            bytes += Array(String(escaped[index]).utf8)
            index = escaped.index(after: index)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
