import Foundation
import Raster
import SnapshotTesting

/// `napkin-bench compare a.png b.png diff.png`: compares two PNG files the way a snapshot
/// test does (perceptualPrecision 0.98) and writes the difference picture when they differ.
///
/// Prints one line, `match` or `differ: <what differs>`; an unreadable input or an
/// unwritable output is an error.
func compareFiles(reference: String, new: String, difference: String) throws(BenchError) -> String {
    let first = try readPNG(reference)
    let second = try readPNG(new)
    guard let (message, attachments) = Diffing<Bitmap>.image(perceptualPrecision: 0.98).diff(first, second) else {
        return "match"
    }
    if let picture = attachments.first(where: { $0.name == "difference" }) {
        let url = URL(fileURLWithPath: difference)
        do {
            try writeAtomically(picture.data, to: url)
        } catch {
            throw .unwritableFile(path: difference, reason: error.reason)
        }
    }
    let summary = message.split(separator: "\n").first.map(String.init) ?? message
    return "differ: \(summary)"
}

/// Reads a PNG file, telling a missing file from a damaged one.
private func readPNG(_ path: String) throws(BenchError) -> Bitmap {
    guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
    do {
        return try Bitmap(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw .unreadableImage(path: path, reason: "\(error)")
    }
}
