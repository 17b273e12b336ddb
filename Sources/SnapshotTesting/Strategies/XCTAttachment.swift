public import Foundation
public import SnapshotReport

/// A file that a ``Diffing`` attaches to a failure, for example the reference image or a
/// difference image.
///
/// swift-corelibs-xctest has no `XCTAttachment`, so this module provides one with the
/// initialisers upstream's Linux shim has, so custom `Diffing`s written for upstream compile.
/// Differs from upstream, which drops attachments on Linux: `assertSnapshot` writes every
/// attachment of a failure into the artifacts folder (see `SNAPSHOT_ARTIFACTS`) as
/// `<snapshot>.<name>.<extension>` and lists it in the failure message and report.
public struct XCTAttachment: Sendable {
    /// The attached bytes.
    public var data: Data
    /// The kind of data as a uniform type identifier, such as `public.png`; decides the
    /// artifact's file extension.
    public var uniformTypeIdentifier: String?
    /// A short name for the artifact's file name, such as `reference` or `difference`.
    public var name: String?
    /// How the failure report shows it (a picture, text, or a file to link to). Not in
    /// upstream's type; a strategy that leaves it alone gets a link.
    public var presentation: ArtifactPresentation = .file
    /// For an image strategy's difference picture: how many pixels differ, by how much and
    /// where, which the report, its Markdown summary and the review show (the review zooms to
    /// the first failing pixel). Not in upstream's type; `nil` unless a strategy measures.
    public var difference: ImageDifference?

    /// An attachment of raw bytes.
    public init(data: Data) {
        self.init(data: data, uniformTypeIdentifier: nil)
    }

    /// An attachment of bytes of a known kind (`public.png`, `public.patch-file`,
    /// `public.plain-text`).
    public init(data: Data, uniformTypeIdentifier: String?) {
        self.data = data
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }

    /// The file extension that suits ``uniformTypeIdentifier``.
    var fileExtension: String {
        switch uniformTypeIdentifier {
        case "public.png": return "png"
        case "public.patch-file": return "patch"
        case "public.plain-text", "public.utf8-plain-text": return "txt"
        case "public.json": return "json"
        case "public.html": return "html"
        default: return "bin"
        }
    }
}
