internal import Foundation
internal import NapkinSupport

/// Reads the run's claims file (`.report/claims.jsonl`, one JSON array `[path, claimant]` a
/// line), decoding only the lines added since this process last read it.
///
/// Every assertion that is the first in its process to use a reference reads the file under
/// the lock. Decoding it whole each time made a suite's assertions cost more the more
/// references came before them: each line is a JSON decode, and a suite of N references
/// decoded N²/2 lines. Within a run the file only grows (each write is the old bytes plus a
/// line), so the lines already decoded are kept with the bytes they came from, and reused while
/// the file still starts with those bytes; a file that does not (a new run emptied it, another
/// process's run took the folder) is decoded afresh.
enum ClaimsParser {
    /// The decoded lines of one folder's file and the bytes of those lines.
    private struct Parsed {
        var bytes = Data()
        var claims: [[String]] = []
    }

    /// Per folder (its standardized path).
    private static let parsed = Locked<[String: Parsed]>([:])

    /// The claims in `data`, the claims file of `folder`, as `[path, claimant]` pairs in file
    /// order; lines that are not such a pair are skipped.
    static func claims(in data: Data, folder: String) -> [[String]] {
        var known = parsed.withLock { $0[folder] } ?? Parsed()
        if !startsWith(data, known.bytes) { known = Parsed() }
        let decoder = JSONDecoder()
        func decode(_ line: Data.SubSequence) -> [String]? {
            guard let claim = try? decoder.decode([String].self, from: Data(line)), claim.count == 2 else { return nil }
            return claim
        }
        let rest = data[(data.startIndex + known.bytes.count)...]
        // Whole lines are kept; an unfinished last line (no newline yet) is read but not kept.
        let end = rest.lastIndex(of: 0x0A).map { $0 + 1 } ?? rest.startIndex
        for line in rest[..<end].split(separator: 0x0A) {
            if let claim = decode(line) { known.claims.append(claim) }
        }
        known.bytes = Data(data[..<end])
        parsed.withLock { $0[folder] = known }
        let unfinished = rest[end...]
        guard !unfinished.isEmpty, let last = decode(unfinished) else { return known.claims }
        return known.claims + [last]
    }

    /// True when `data` begins with `prefix` (compared as memory: this runs in debug builds).
    private static func startsWith(_ data: Data, _ prefix: Data) -> Bool {
        guard prefix.count <= data.count else { return false }
        guard !prefix.isEmpty else { return true }
        return data.withUnsafeBytes { whole in
            prefix.withUnsafeBytes { start in memcmp(whole.baseAddress!, start.baseAddress!, start.count) == 0 }
        }
    }
}
