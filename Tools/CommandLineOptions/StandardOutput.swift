import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Standard output with its failures reported: `print` drops a write error (a full disk, a
/// closed pipe) and the command would exit 0 having printed nothing.
package enum StandardOutput {
    /// Writes `text` and a newline to standard output at once, unbuffered.
    ///
    /// - Throws: ``FileWriteError`` naming standard output when the write fails.
    package static func printLine(_ text: String) throws(FileWriteError) {
        try FileWriter.writeAll(Data((text + "\n").utf8), toDescriptor: STDOUT_FILENO, naming: "standard output")
    }

    /// True when `url` (following links) is the very file standard output writes to, so a
    /// command that writes its PNG there does not print the path into the image bytes.
    package static func isDestination(_ url: URL) -> Bool {
        var target = stat(), output = stat()
        guard stat(url.path, &target) == 0, fstat(STDOUT_FILENO, &output) == 0 else { return false }
        return target.st_dev == output.st_dev && target.st_ino == output.st_ino
    }
}

/// Prints `program: message` on standard error, one line.
package func printError(program: String, _ message: String) {
    // Nothing is left to tell anyone when standard error itself cannot be written.
    try? FileWriter.writeAll(Data("\(program): \(message)\n".utf8), toDescriptor: STDERR_FILENO, naming: "standard error")
}
