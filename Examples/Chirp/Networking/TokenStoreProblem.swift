import Foundation

/// What went wrong with the token file. Loading never fails: a problem signs the user out
/// and is reported, with what to do about it.
enum TokenStoreProblem: Error, Equatable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read but is not a token bundle.
    case corrupt(path: String, reason: String)
    /// The tokens could not be written.
    case notSaved(path: String, reason: String)
    /// The file could not be removed at logout.
    case notCleared(path: String, reason: String)
    /// The token file or its folder is a symbolic link. It is never followed: it could lead
    /// to another user's tokens, or make a save change files elsewhere.
    case symbolicLink(path: String)
    /// The token file or its folder belongs to another user (uid `owner`), who could have
    /// planted tokens there.
    case wrongOwner(path: String, owner: uid_t)
    /// The token file or its folder has `mode`, letting others read or replace the tokens;
    /// `expected` is the mode it should have.
    case wrongPermissions(path: String, mode: mode_t, expected: mode_t)

    /// A sentence that names the file and what to do.
    var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return
                "The token file \(path) could not be read (\(reason)); signed out. Check its owner and permissions (0600), or delete it and log in again."
        case .corrupt(let path, let reason):
            return "The token file \(path) is not valid (\(reason)); signed out. Delete it and log in again."
        case .notSaved(let path, let reason):
            return
                "The tokens could not be saved to \(path) (\(reason)); the session will not survive a restart. Check that the folder is writable."
        case .notCleared(let path, let reason):
            return "The token file \(path) could not be removed (\(reason)); delete it by hand to sign out for good."
        case .symbolicLink(let path):
            return
                "\(path) is a symbolic link, and chirp does not follow links to or around its tokens (they could lead to someone else's files); signed out, nothing saved. Look at where it points, remove the link, then log in again."
        case .wrongOwner(let path, let owner):
            return
                "\(path) belongs to user \(owner), not to you (user \(geteuid())), so its tokens could have been planted; signed out, nothing saved. Delete it (or ask its owner to), then log in again."
        case .wrongPermissions(let path, let mode, let expected):
            let octal = String(expected, radix: 8)
            return
                "\(path) has mode \(String(mode, radix: 8)), so other users could read or replace the tokens; signed out. Run `chmod \(octal) \(path)`, or delete it and log in again."
        }
    }
}
