internal import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Words the refusal of a reference file larger than its strategy reads
/// (``Diffing/maximumReferenceSize``).
///
/// The limit itself is enforced by the bounded read; this only looks at the file again after
/// that read failed, so the common path costs no extra system call, and a failure for another
/// reason (missing, a folder, unreadable) keeps the reader's own words.
enum ReferenceSizeLimit {
    /// The reason `url` is refused, when it is a regular file (after links, as the read
    /// follows them) larger than `limit` bytes; `nil` otherwise.
    static func refusal(of url: URL, limit: Int) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit else {
            return nil
        }
        return """
            it is \(Int(info.st_size)) bytes, more than the \(describe(limit)) its strategy reads from a \
            reference (the diffing's maximumReferenceSize). A reference of this format is not this \
            large: delete it and record it again; if it really is the reference, raise the \
            strategy's limit (set diffing.maximumReferenceSize).
            """
    }

    /// `16 MiB` for whole mebibytes, `1000 bytes` otherwise.
    static func describe(_ bytes: Int) -> String {
        bytes >= 1_048_576 && bytes % 1_048_576 == 0 ? "\(bytes / 1_048_576) MiB" : "\(bytes) bytes"
    }
}
