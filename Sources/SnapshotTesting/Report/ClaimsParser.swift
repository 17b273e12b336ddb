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
        /// Each path's claimants in file order, the path keyed by its UTF-8 bytes (as the file
        /// system compares paths): an assertion looks its reference up here instead of going
        /// through every claim before it, which made a suite of N references compare N²/2 paths.
        var claimants: [Data: [String]] = [:]

        mutating func add(_ claim: [String]) {
            claims.append(claim)
            claimants[Data(claim[0].utf8), default: []].append(claim[1])
        }
    }

    /// Per folder (its standardized path).
    private static let parsed = Locked<[String: Parsed]>([:])

    /// The claims in `data`, the claims file of `folder`, as `[path, claimant]` pairs in file
    /// order; lines that are not such a pair are skipped.
    static func claims(in data: Data, folder: String) -> [[String]] {
        let (known, last) = read(data, folder: folder)
        return last.map { known.claims + [$0] } ?? known.claims
    }

    /// The claimants of `path` (compared by its bytes) in `data`, the claims file of `folder`,
    /// in file order.
    static func claimants(of path: String, in data: Data, folder: String) -> [String] {
        let (known, last) = read(data, folder: folder)
        var claimants = known.claimants[Data(path.utf8)] ?? []
        if let last, last[0].utf8.elementsEqual(path.utf8) { claimants.append(last[1]) }
        return claimants
    }

    /// The whole lines of `data` decoded (reusing what this process decoded of the same file
    /// before), and the claim of an unfinished last line, if it holds one.
    private static func read(_ data: Data, folder: String) -> (Parsed, last: [String]?) {
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
            if let claim = decode(line) { known.add(claim) }
        }
        known.bytes = Data(data[..<end])
        parsed.withLock { $0[folder] = known }
        let unfinished = rest[end...]
        return (known, unfinished.isEmpty ? nil : decode(unfinished))
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
