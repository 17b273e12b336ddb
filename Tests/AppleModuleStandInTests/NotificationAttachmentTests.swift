import Foundation
import Testing
import UserNotifications

/// A scratch folder removed when the test ends.
private func withScratchFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

@Suite("UserNotifications stand-in: attachments")
struct NotificationAttachmentTests {
    @Test("An image file attaches with its type, and the content keeps the attachments a copy carries")
    func imageAttaches() throws {
        try withScratchFolder { folder in
            let url = folder.appendingPathComponent("milestone.png")
            try Data(repeating: 7, count: 1_000).write(to: url)
            let attachment = try UNNotificationAttachment(identifier: "milestone", url: url, options: .none)
            #expect(attachment.identifier == "milestone")
            #expect(attachment.type == "public.png")
            #expect(attachment.url == url)
            let content = UNMutableNotificationContent()
            content.title = "First steps"
            content.attachments = [attachment]
            let copy = try #require(content.copy() as? UNNotificationContent)
            #expect(copy.attachments.map(\.identifier) == ["milestone"])
            #expect(try UNNotificationAttachment(identifier: "", url: url).identifier.isEmpty == false)
        }
    }

    @Test("A type hint names the type of a file whose extension does not")
    func typeHint() throws {
        try withScratchFolder { folder in
            let url = folder.appendingPathComponent("clip.bin")
            try Data(repeating: 1, count: 10).write(to: url)
            #expect(throws: UNError(.attachmentUnrecognizedType)) { try UNNotificationAttachment(identifier: "a", url: url) }
            let hinted = try UNNotificationAttachment(
                identifier: "a", url: url, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.mpeg-4"])
            #expect(hinted.type == "public.mpeg-4")
        }
    }

    @Test("A web URL, a missing file, a folder, a symbolic link, an empty or oversized file throw iOS's codes")
    func badFilesThrow() throws {
        try withScratchFolder { folder in
            let web = try #require(URL(string: "https://example.com/a.png"))
            #expect(throws: UNError(.attachmentInvalidURL)) { try UNNotificationAttachment(identifier: "a", url: web) }
            let missing = folder.appendingPathComponent("missing.png")
            #expect(throws: UNError(.attachmentInvalidURL)) { try UNNotificationAttachment(identifier: "a", url: missing) }
            let directory = folder.appendingPathComponent("photos.png")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            #expect(throws: UNError(.attachmentInvalidURL)) { try UNNotificationAttachment(identifier: "a", url: directory) }
            let target = folder.appendingPathComponent("real.png")
            try Data(repeating: 1, count: 10).write(to: target)
            let link = folder.appendingPathComponent("link.png")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            #expect(throws: UNError(.attachmentInvalidURL)) { try UNNotificationAttachment(identifier: "a", url: link) }
            let empty = folder.appendingPathComponent("empty.jpg")
            try Data().write(to: empty)
            #expect(throws: UNError(.attachmentInvalidFileSize)) { try UNNotificationAttachment(identifier: "a", url: empty) }
            let loud = folder.appendingPathComponent("long.mp3")
            try Data(count: 5_000_001).write(to: loud)
            do {
                _ = try UNNotificationAttachment(identifier: "a", url: loud)
                Issue.record("an oversized sound attached")
            } catch UNError.attachmentInvalidFileSize {
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}
