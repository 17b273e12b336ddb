import PixelComparison
import SnapshotTesting

/// `napkin-bench compare a.png b.png diff.png`: the comparison of `napkin-compare` (see
/// `PNGFileComparison`), perceptualPrecision 0.98, kept so the bench's own command line
/// works as before.
///
/// Prints one line, `match` or `differ: <what differs>`; an unreadable input or an
/// unwritable output is an error.
func compareFiles(reference: String, new: String, difference: String) throws(BenchError) -> String {
    do {
        return try PNGFileComparison.run(reference: reference, new: new, difference: difference)
    } catch {
        switch error {
        case .missingFile(let path): throw .missingFile(path: path)
        case .unreadableImage(let path, let reason): throw .unreadableImage(path: path, reason: reason)
        case .unwritableFile(let path, let reason): throw .unwritableFile(path: path, reason: reason)
        case .differenceOverwritesInput(let path, let input):
            throw .unwritableFile(path: path, reason: "it is the input \(input), which the difference map would replace; name another file")
        }
    }
}
