import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

#if canImport(Glibc)
import Glibc
#endif

/// The names that known blockers of real screens still needed (issue 27, names7): UIKit's share
/// sheet, documents and the file exporter and importer with Foundation's `FileWrapper`, and
/// `PersonNameComponents.formatted(.name(style:))`.
@MainActor
@Suite("SwiftUI names from known blockers")
struct KnownBlockerNamesTests {
    private func window<V: View>(_ view: V) -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window
    }

    // MARK: The share sheet

    @Test("A presented UIActivityViewController hands its items to the window and draws nothing")
    func activityViewController() throws {
        let closed = Box<[String]>([])
        let link = URL(string: "https://example.com/post/7")!
        let view = Button("Share post") {
            let sheet = UIActivityViewController(
                activityItems: ["Check out this post!", UIImage(systemName: "heart")!, link], applicationActivities: nil)
            sheet.completionWithItemsHandler = { type, completed, _, _ in closed.value.append("\(type?.rawValue ?? "none") \(completed)") }
            UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true, completion: nil)
        }
        let window = window(view)
        let before = window.render()
        try window.tap(label: "Share post")
        #expect(window.sharedItems.map(\.description) == ["Check out this post!", "Image", "https://example.com/post/7"])
        // No one picks an activity: the sheet closes at once, as when a person dismisses it.
        #expect(closed.value == ["none false"])
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(window.render() == before)
        // Other controllers are still presented as before.
        let other = ViewController(contentView: Text("Details"))
        window.rootViewController?.present(other, animated: false)
        #expect(window.rootViewController?.presentedViewController === other)
    }

    @Test("An item source's item and subject are shared, asked with no activity after the placeholder; a provider's item too")
    func activityItemSource() throws {
        let source = ChallengeItemSource()
        let provider = ReportProvider(placeholderItem: "Report")
        let silent = SilentSource()
        let view = Button("Invite") {
            let sheet = UIActivityViewController(activityItems: [source, "plain", provider, silent], applicationActivities: nil)
            UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true, completion: nil)
        }
        let window = window(view)
        try window.tap(label: "Invite")
        #expect(
            window.sharedItems == [
                ShareItem(description: "Join my step challenge", subject: "Step challenge"), ShareItem(description: "plain"),
                ShareItem(description: "12,000 steps"),
            ])
        #expect(source.asked == ["placeholder", "item nil", "subject nil"])
        #expect(provider.activityType == nil)
        #expect(silent.asked)
        let sheet = UIActivityViewController(activityItems: [source], applicationActivities: nil)
        #expect(
            source.activityViewController(sheet, thumbnailImageForActivityType: .mail, suggestedSize: CGSize(width: 40, height: 40)) == nil)
        #expect(silent.activityViewController(sheet, subjectForActivityType: .mail).isEmpty)
        #expect(silent.activityViewController(sheet, dataTypeIdentifierForActivityType: nil).isEmpty)
    }

    @Test("A share link with the default action reaches the same place; an installed action still wins")
    func shareLinkDefault() throws {
        let window = window(ShareLink(item: URL(string: "https://example.com/menu")!, subject: Text("Menu")))
        try window.tap(label: "Share")
        #expect(window.sharedItems == [ShareItem(description: "https://example.com/menu", subject: "Menu", message: nil)])
        var caught: [ShareItem] = []
        let custom = self.window(ShareLink(item: "Hello").environment(\.share, ShareAction { caught += $0 }))
        try custom.tap(label: "Share")
        #expect(caught.map(\.description) == ["Hello"] && custom.sharedItems.isEmpty)
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
    }

    // MARK: FileWrapper

    @Test("A folder wrapper is written and read back with its files, names and nested folders")
    func fileWrapperRoundTrip() throws {
        let folder = try TemporaryFolder("KnownBlockerNames")
        defer { folder.remove() }
        let inner = FileWrapper(directoryWithFileWrappers: ["b.txt": FileWrapper(regularFileWithContents: Data("bee".utf8))])
        let wrapper = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("ay".utf8)), "sub": inner])
        #expect(wrapper.isDirectory && !wrapper.isRegularFile && wrapper.regularFileContents == nil)
        #expect(inner.filename == "sub" && inner.preferredFilename == "sub")
        let url = folder.url.appendingPathComponent("Doc.bundle")
        try wrapper.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        #expect(wrapper.filename == "Doc.bundle")
        #expect(try String(contentsOfFile: url.path + "/sub/b.txt", encoding: .utf8) == "bee")
        // Nothing temporary is left beside it.
        #expect(folder.files() == ["Doc.bundle"])

        let read = try FileWrapper(url: url, options: .immediate)
        #expect(read.filename == "Doc.bundle" && read.preferredFilename == "Doc.bundle" && read.isDirectory)
        #expect(Set(read.fileWrappers?.keys ?? [:].keys) == ["a.txt", "sub"])
        #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("ay".utf8))
        #expect(read.fileWrappers?["sub"]?.fileWrappers?["b.txt"]?.filename == "b.txt")

        // Writing again replaces the folder as a whole: a file only the old one had is gone.
        let smaller = FileWrapper(directoryWithFileWrappers: ["c.txt": FileWrapper(regularFileWithContents: Data("sea".utf8))])
        try smaller.write(to: url, options: .atomic, originalContentsURL: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["c.txt"])
        #expect(folder.files() == ["Doc.bundle"])
    }

    @Test("Adding files to a folder wrapper keeps names unique")
    func fileWrapperAdding() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        #expect(folder.addRegularFile(withContents: Data("1".utf8), preferredFilename: "log.txt") == "log.txt")
        #expect(folder.addRegularFile(withContents: Data("2".utf8), preferredFilename: "log.txt") == "log 2.txt")
        let third = FileWrapper(regularFileWithContents: Data("3".utf8))
        third.preferredFilename = "log.txt"
        #expect(folder.addFileWrapper(third) == "log 3.txt")
        #expect(third.filename == "log 3.txt" && folder.keyForChildFileWrapper(third) == "log 3.txt")
        folder.removeFileWrapper(third)
        #expect(folder.fileWrappers?.count == 2 && folder.keyForChildFileWrapper(third) == nil)
    }

    @Test("Symbolic links are never followed: read as links, replaced when written over")
    func fileWrapperLinks() throws {
        let folder = try TemporaryFolder("KnownBlockerNames")
        defer { folder.remove() }
        let secret = folder.url.appendingPathComponent("secret.txt")
        try Data("keep".utf8).write(to: secret)
        let bundle = folder.url.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: false)
        #expect(symlink(secret.path, bundle.path + "/link") == 0)
        let read = try FileWrapper(url: bundle)
        let link = try #require(read.fileWrappers?["link"])
        #expect(link.isSymbolicLink && link.regularFileContents == nil)
        #expect(link.symbolicLinkDestinationURL?.path == secret.path)

        // A link at the destination is replaced by the file; what it pointed at is untouched.
        let destination = folder.url.appendingPathComponent("out.txt")
        #expect(symlink(secret.path, destination.path) == 0)
        try FileWrapper(regularFileWithContents: Data("new".utf8)).write(to: destination, options: .atomic, originalContentsURL: nil)
        #expect(try String(contentsOf: secret, encoding: .utf8) == "keep")
        #expect(try String(contentsOf: destination, encoding: .utf8) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: destination.path)) == nil)
        // A link wrapper is written as a link.
        try link.write(to: folder.url.appendingPathComponent("again"), options: [], originalContentsURL: nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("again")) == secret.path)
    }

    /// The code of the Cocoa error `body` throws, or `nil` when it throws none (or another error).
    private func cocoaCode(_ body: () throws -> Void) -> CocoaError.Code? {
        do {
            try body()
            return nil
        } catch {
            return (error as? CocoaError)?.code
        }
    }

    @Test("Failures are typed Cocoa errors with the path; a pipe is refused unopened")
    func fileWrapperErrors() throws {
        let folder = try TemporaryFolder("KnownBlockerNames")
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing")
        #expect(cocoaCode { _ = try FileWrapper(url: missing) } == .fileReadNoSuchFile)
        do {
            _ = try FileWrapper(url: missing)
        } catch let error as CocoaError {
            #expect(error.userInfo[NSFilePathErrorKey] as? String == missing.path)
            #expect((error.userInfo[NSUnderlyingErrorKey] as? POSIXError)?.code == .ENOENT)
        }
        #expect(mkfifo(folder.path("pipe"), 0o600) == 0)
        #expect(cocoaCode { _ = try FileWrapper(url: folder.url.appendingPathComponent("pipe")) } == .fileReadUnknown)
        // Writing into a folder that does not exist fails and leaves nothing behind.
        let nowhere = missing.appendingPathComponent("x.txt")
        #expect(
            cocoaCode { try FileWrapper(regularFileWithContents: Data()).write(to: nowhere, options: .atomic, originalContentsURL: nil) }
                == .fileNoSuchFile)
        // A child name that is not one name is refused, and the partial folder removed.
        let bad = FileWrapper(directoryWithFileWrappers: ["../escape.txt": FileWrapper(regularFileWithContents: Data())])
        let badURL = folder.url.appendingPathComponent("bad")
        #expect(cocoaCode { try bad.write(to: badURL, options: .atomic, originalContentsURL: nil) } == .fileWriteInvalidFileName)
        #expect(folder.files() == ["pipe"])
    }

    // MARK: Documents, exporter and importer

    struct Log: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        var failure: CocoaError?
        init(text: String, failure: CocoaError? = nil) {
            self.text = text
            self.failure = failure
        }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            if let failure { throw failure }
            return FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct ExportScreen: View {
        let document: Log
        let results: Box<[String]>
        @State private var isExporting = false
        var body: some View {
            Button("Export") { isExporting = true }
                .fileExporter(isPresented: $isExporting, document: document, contentType: .plainText, defaultFilename: "app.log") {
                    result in
                    switch result {
                    case .success(let url): results.value.append(url.lastPathComponent)
                    case .failure(let error): results.value.append("\((error as? CocoaError)?.code.rawValue ?? -1)")
                    }
                }
        }
    }

    @Test("A document reads from a file wrapper; its writable types default to the readable ones")
    func fileDocument() throws {
        #expect(Log.writableContentTypes == [.plainText])
        let configuration = FileDocumentReadConfiguration(
            contentType: .plainText, file: FileWrapper(regularFileWithContents: Data("hi".utf8)))
        #expect(try Log(configuration: configuration).text == "hi")
        #expect(throws: CocoaError.self) {
            try Log(
                configuration: FileDocumentReadConfiguration(contentType: .plainText, file: FileWrapper(directoryWithFileWrappers: [:])))
        }
    }

    @Test("The exporter draws nothing; presented, it hands the file to the environment's export action")
    func fileExporter() throws {
        let folder = try TemporaryFolder("KnownBlockerNames")
        defer { folder.remove() }
        let results = Box<[String]>([])
        let screen = ExportScreen(document: Log(text: "line one"), results: results)
        let plain = window(Button("Export") {})
        #expect(window(screen).render() == plain.render())

        // The default action cancels, as a person closing the sheet does.
        let cancelled = window(screen)
        try cancelled.tap(label: "Export")
        cancelled.layout()
        #expect(results.value == ["\(CocoaError.Code.userCancelled.rawValue)"])

        let saving = window(screen.environment(\.fileExport, .writing(into: folder.url)))
        try saving.tap(label: "Export")
        saving.layout()
        #expect(results.value.last == "app.log")
        #expect(try String(contentsOfFile: folder.path("app.log"), encoding: .utf8) == "line one")
        // It was dismissed: another layout exports nothing more; another tap exports again.
        saving.layout()
        #expect(results.value.count == 2)
        try saving.tap(label: "Export")
        saving.layout()
        #expect(results.value.count == 3)

        // A document that cannot be written reports its own error, and the action is not asked.
        var asked = 0
        let failing = ExportScreen(document: Log(text: "", failure: CocoaError(.fileWriteOutOfSpace)), results: results)
        let failingWindow = window(
            failing.environment(
                \.fileExport,
                FileExportAction { _ in
                    asked += 1; return .success([])
                }))
        try failingWindow.tap(label: "Export")
        failingWindow.layout()
        #expect(asked == 0 && results.value.last == "\(CocoaError.Code.fileWriteOutOfSpace.rawValue)")
    }

    struct ImportScreen: View {
        let picked: Box<[String]>
        @State private var isImporting = false
        var body: some View {
            Button("Import") { isImporting = true }
                .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText, .json]) { result in
                    picked.value.append((try? result.get().lastPathComponent) ?? "failed")
                }
        }
    }

    @Test("The importer asks the environment's import action for one file of the allowed types")
    func fileImporter() throws {
        let picked = Box<[String]>([])
        var requests: [FileImportRequest] = []
        let urls = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.json")]
        let picking = FileImportAction.picking(urls)
        let window = window(
            ImportScreen(picked: picked).environment(
                \.fileImport,
                FileImportAction { request in
                    requests.append(request)
                    return picking(request)
                }))
        try window.tap(label: "Import")
        window.layout()
        #expect(picked.value == ["a.txt"])
        #expect(requests == [FileImportRequest(allowedContentTypes: [.plainText, .json], allowsMultipleSelection: false)])
        let cancelled = self.window(ImportScreen(picked: picked))
        try cancelled.tap(label: "Import")
        cancelled.layout()
        #expect(picked.value == ["a.txt", "failed"])
    }

    // MARK: Person names

    @Test("Person names in the four styles, as Apple documents them for English")
    func personNames() {
        var tlc = PersonNameComponents()
        tlc.namePrefix = "Dr."
        tlc.givenName = "Thomas"
        tlc.middleName = "Louis"
        tlc.familyName = "Clark"
        tlc.nameSuffix = "Esq."
        tlc.nickname = "Tom"
        #expect(tlc.formatted(.name(style: .long)) == "Dr. Thomas Louis Clark Esq.")
        #expect(tlc.formatted(.name(style: .medium)) == "Thomas Clark")
        #expect(tlc.formatted(.name(style: .short)) == "Tom")
        #expect(tlc.formatted(.name(style: .abbreviated)) == "TC")
        #expect(tlc.formatted() == "Thomas Clark")
        #expect(
            PersonNameComponents.FormatStyle(style: .long, locale: Locale(identifier: "en_US")).format(tlc) == "Dr. Thomas Louis Clark Esq."
        )
        #expect(PersonNameComponents.FormatStyle.Style.abbreviated.rawValue == 4)

        let paul = PersonNameComponents(givenName: "Paul", familyName: "Schmiedmayer")
        #expect(paul.formatted(.name(style: .short)) == "Paul")
        #expect(paul.formatted(.name(style: .abbreviated)) == "PS")
        // Missing parts fall back to what is there.
        #expect(PersonNameComponents(familyName: "Ravi").formatted(.name(style: .short)) == "Ravi")
        #expect(PersonNameComponents(givenName: "Vishnu").formatted(.name(style: .abbreviated)) == "V")
        #expect(PersonNameComponents().formatted(.name(style: .medium)) == "")
        #expect(spoken(Text(paul.formatted(.name(style: .abbreviated)))) == ["PS"])
    }
}

/// An item source as share buttons write them: a message for the sheet, a subject for mail.
private final class ChallengeItemSource: NSObject, UIActivityItemSource {
    var asked: [String] = []

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        asked.append("placeholder")
        return ""
    }

    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    )
        -> Any?
    {
        asked.append("item \(activityType?.rawValue ?? "nil")")
        return activityType == .postToTwitter ? "#steps" : "Join my step challenge"
    }

    func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    )
        -> String
    {
        asked.append("subject \(activityType?.rawValue ?? "nil")")
        return "Step challenge"
    }
}

/// A source that has nothing to share: the sheet shares nothing for it.
private final class SilentSource: NSObject, UIActivityItemSource {
    var asked = false

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }

    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    )
        -> Any?
    {
        asked = true
        return nil
    }
}

/// A provider making its item when asked.
private final class ReportProvider: UIActivityItemProvider, @unchecked Sendable {
    override var item: Any { "12,000 steps" }
}
