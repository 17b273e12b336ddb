import Foundation
import NapkinFoundation
import Testing

@Suite("FileManager's app-group containers")
struct AppGroupContainerTests {
    @Test("A group's container is one real folder, made once, the same for every caller; removing it leaves no trace")
    func sharedFolder() throws {
        let group = "group.napkin.tests.\(UUID().uuidString)"
        let folder = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(folder.lastPathComponent == group)
        #expect(folder.deletingLastPathComponent().lastPathComponent == "App Groups")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
        let note = folder.appendingPathComponent("shared.json")
        try Data("{}".utf8).write(to: note)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) == folder)
        #expect(FileManager.default.fileExists(atPath: note.path))
    }

    @Test("An identifier that could leave the folder gives nil, as iOS gives for a group the app has no right to")
    func hostileIdentifiers() {
        for identifier in ["", "../outside", "group/inner", ".hidden", "a\0b", String(repeating: "g", count: 256)] {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier) == nil, "\(identifier)")
        }
    }

    @Test("A link standing where the group's folder should be is not followed")
    func linkRefused() throws {
        let group = "group.napkin.tests.link.\(UUID().uuidString)"
        let probe = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.napkin.tests.probe"))
        let groups = probe.deletingLastPathComponent()
        try? FileManager.default.removeItem(at: probe)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let link = groups.appendingPathComponent(group)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) == nil)
    }
}
