import Foundation
import NapkinFoundation
import Testing

@Suite("URL's well-known folders and Timer() from Apple's Foundation")
struct DirectoriesAndTimerTests {
    @Test("URL.documentsDirectory and the others are FileManager's user folders, or under the home folder")
    func folders() {
        let manager = FileManager.default
        #expect(URL.documentsDirectory == manager.urls(for: .documentDirectory, in: .userDomainMask).first)
        #expect(URL.cachesDirectory == manager.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(URL.applicationSupportDirectory == manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
        let home = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        for folder in [URL.documentsDirectory, .cachesDirectory, .libraryDirectory, .downloadsDirectory, .picturesDirectory] {
            #expect(folder.isFileURL && folder.standardizedFileURL.path.hasPrefix(home.standardizedFileURL.path), "\(folder)")
        }
        #expect(URL.userDirectory.isFileURL)
        // the shape apps write
        #expect(URL.documentsDirectory.appending(path: "notes.json").lastPathComponent == "notes.json")
    }

    @Test("Timer() is a placeholder timer: not valid, never fires, and invalidate() is harmless")
    func placeholderTimer() {
        var timer = Timer()
        #expect(!timer.isValid)
        timer.invalidate()
        timer = Timer(timeInterval: 60, repeats: false) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
    }
}

@Suite("Darwin Foundation names Linux lacks: atomicWrite, Progress observed by key path")
struct ProgressAndWritingTests {
    @Test("Data.WritingOptions.atomicWrite is .atomic: the file is replaced whole")
    func atomicWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("first".utf8).write(to: file, options: .atomicWrite)
        try Data("second".utf8).write(to: file, options: [.atomicWrite])
        #expect(try String(contentsOf: file, encoding: .utf8) == "second")
        #expect(Data.WritingOptions.atomicWrite == .atomic)
    }

    @Test("Progress.observe(\\.fractionCompleted) tells the handler each new fraction, and stops when invalidated")
    func progressObserved() async throws {
        let progress = Progress(totalUnitCount: 4)
        let seen = SeenFractions()
        let observation = progress.observe(\.fractionCompleted, options: [.initial, .new]) { _, change in
            if let value = change.newValue { seen.append(value) }
        }
        #expect(seen.values == [0])
        progress.completedUnitCount = 1
        try await seen.waitFor(count: 2)
        progress.completedUnitCount = 4
        try await seen.waitFor(count: 3)
        #expect(seen.values == [0, 0.25, 1])
        observation.invalidate()
        progress.completedUnitCount = 2
        try await Task.sleep(for: .milliseconds(150))
        #expect(seen.values.count == 3, "no word after invalidate()")
    }
}

/// The fractions an observer saw, from the sampling queue.
private final class SeenFractions: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Double] = []
    var values: [Double] { lock.withLock { storage } }
    func append(_ value: Double) { lock.withLock { storage.append(value) } }

    /// Waits (up to two seconds) until `count` fractions were seen.
    func waitFor(count: Int) async throws {
        for _ in 0..<200 where values.count < count { try await Task.sleep(for: .milliseconds(10)) }
        #expect(values.count >= count)
    }
}
