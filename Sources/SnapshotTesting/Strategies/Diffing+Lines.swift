import Foundation

extension Diffing where Value == String {
    /// Compares UTF-8 text line by line; a mismatch is described by a unified diff (lines
    /// marked `−` are in the reference, `+` in the new snapshot), also attached as a `.patch`.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in
                guard old != new else { return nil }
                let diff = LineDiff(old: old, new: new)
                let summary = "Text does not match reference (\(diff.addedCount) line\(diff.addedCount == 1 ? "" : "s") added, \(diff.removedCount) removed):"
                let hunks = diff.unifiedHunks()
                var attachment = XCTAttachment(data: Data(hunks.utf8), uniformTypeIdentifier: "public.patch-file")
                attachment.name = "patch"
                attachment.presentation = .text
                return ("\(summary)\n\n\(hunks)", [attachment])
            },
            presentation: { _ in .text }
        )
    }
}
