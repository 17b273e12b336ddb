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
