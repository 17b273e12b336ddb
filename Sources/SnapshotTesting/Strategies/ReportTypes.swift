public import SnapshotReport

/// How the failure report shows an artifact (a picture, text, or a file to link to). A
/// strategy's ``Diffing`` says it for the values it compares and for the attachments its
/// `diff` makes; the verifier and the report only pass it along, so neither needs to know
/// what an image is. It lives with the report (`SnapshotReport`), which `napkin-review` reads.
public typealias ArtifactPresentation = SnapshotReport.ArtifactPresentation

/// How an image differs from its reference (pixels, ΔE, where), attached by an image
/// strategy to its difference picture for the report. It lives with the report too.
public typealias ImageDifference = SnapshotReport.ImageDifference
