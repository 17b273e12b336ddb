internal import Foundation

extension Diffing where Value == String {
    /// Compares UTF-8 text line by line; a mismatch is described by a unified diff, as upstream's (lines
    /// marked `−` are in the reference, `+` in the new snapshot), also attached as a `.patch`.
    ///
    /// Reads references of up to ``maximumTextReferenceSize`` (16 MiB): text a person reviews,
    /// held twice over while its lines are compared. Every text strategy (`lines`,
    /// `description`, `dump`, JSON, property lists, requests) shares this diffing and its limit.
    public static var lines: Diffing {
        var diffing = Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in
                guard old != new else { return nil }
                // The message is the hunks alone, as upstream's, so a test that matches a
                // failure by its diff keeps matching.
                let hunks = LineDiff(old: old, new: new).unifiedHunks()
                var attachment = XCTAttachment(data: Data(hunks.utf8), uniformTypeIdentifier: "public.patch-file")
                attachment.name = "patch"
                attachment.presentation = .text
                return (hunks, [attachment])
            },
            presentation: { _ in .text }
        )
        diffing.maximumReferenceSize = maximumTextReferenceSize
        return diffing
    }

    /// The reference size limit of ``lines``: 16 MiB.
    public static var maximumTextReferenceSize: Int { 16 * 1_048_576 }
}
