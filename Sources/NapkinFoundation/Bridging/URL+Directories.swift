import Foundation

/// The well-known folders as `URL` properties, which Apple's Foundation has had since iOS 16 and
/// Linux's lacks: `URL.documentsDirectory.appending(path: "notes.json")`.
///
/// Each is the first of `FileManager.default.urls(for:in: .userDomainMask)` for its folder, as
/// on Apple's platforms; on Linux those follow the XDG folders of the user (`~/Documents`,
/// `~/.cache`, `~/.local/share` for Application Support). A folder Linux's FileManager does not
/// know is under the home folder, named as macOS names it. None is created; write with
/// `FileManager.createDirectory(at:withIntermediateDirectories:)` first, as on iOS, where only
/// the app container's folders exist.
extension URL {
    private static func userFolder(_ directory: FileManager.SearchPathDirectory, orHome name: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    /// The user's Documents folder.
    public static var documentsDirectory: URL { userFolder(.documentDirectory, orHome: "Documents") }
    /// The user's Application Support folder.
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory, orHome: "Library/Application Support") }
    /// The user's Caches folder.
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, orHome: "Library/Caches") }
    /// The user's Library folder.
    public static var libraryDirectory: URL { userFolder(.libraryDirectory, orHome: "Library") }
    /// The user's Desktop folder.
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, orHome: "Desktop") }
    /// The user's Downloads folder.
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, orHome: "Downloads") }
    /// The user's Movies folder.
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, orHome: "Movies") }
    /// The user's Music folder.
    public static var musicDirectory: URL { userFolder(.musicDirectory, orHome: "Music") }
    /// The user's Pictures folder.
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, orHome: "Pictures") }
    /// The user's Applications folder.
    public static var applicationDirectory: URL { userFolder(.applicationDirectory, orHome: "Applications") }
    /// The folder of the users' home folders (the home folder's parent on Linux).
    public static var userDirectory: URL {
        FileManager.default.urls(for: .userDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).deletingLastPathComponent()
    }
    /// The user's Trash folder.
    public static var trashDirectory: URL { userFolder(.trashDirectory, orHome: ".Trash") }
}

extension Timer {
    /// A timer that never fires and is not valid, as `Timer()` (NSObject's initialiser) makes one
    /// on Apple's platforms: code keeps it as a placeholder (`var timer = Timer()`) until it
    /// schedules a real one, and may `invalidate()` it. (Linux's `Timer` does not inherit
    /// `NSObject`'s `init()`, and an extension cannot add it back; the unused parameter with a
    /// default value makes `Timer()` call this.)
    public convenience init(_ placeholder: Void = ()) {
        self.init(timeInterval: 0, repeats: false) { _ in }
        invalidate()
    }
}
