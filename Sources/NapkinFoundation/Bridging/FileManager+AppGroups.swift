import Foundation

extension FileManager {
    /// The shared folder of the app group `groupIdentifier` (`group.com.example.app`), as Apple's
    /// `containerURL(forSecurityApplicationGroupIdentifier:)` gives an app and its widgets and extensions: on
    /// Linux, a folder of that name under the user's Application Support folder's `App Groups`, created if
    /// missing, so every process of the same user finds the same files.
    ///
    /// The identifier names a folder, so one that could leave it (empty, longer than 255 bytes, with a `/`, a
    /// NUL or a leading `.`) gives `nil`, as iOS gives for a group the app is not entitled to; so does a folder
    /// that cannot be made, or a link or file standing where it should be.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier.utf8.count <= 255, !groupIdentifier.hasPrefix("."),
            !groupIdentifier.contains("/"), !groupIdentifier.contains("\0")
        else { return nil }
        let groups =
            (urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent("Library/Application Support"))
            .appendingPathComponent("App Groups", isDirectory: true)
        let folder = groups.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        // Only a real folder (never a link to one elsewhere) is the group's.
        guard let type = try? attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType, type == .typeDirectory else {
            return nil
        }
        return folder
    }
}
