import PixelComparison
import SnapshotTesting

/// `napkin-bench compare a.png b.png diff.png`: the comparison of `napkin-compare` (see
/// `PNGFileComparison`), perceptualPrecision 0.98, kept so the bench's own command line
/// works as before.
///
/// Prints `match` or `differ: <what differs>`, as napkin-compare does (which exits 1 when the
/// files differ; this prints and exits 0); an unreadable input or an unwritable output is an error.
func compareFiles(reference: String, new: String, difference: String) throws(BenchError) -> String {
    do {
        return try PNGFileComparison.compare(reference: reference, new: new, difference: difference, perceptualPrecision: 0.98).description
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
