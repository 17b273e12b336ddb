import Foundation
import NapkinUI
import SnapshotTesting
import Testing

// make bench, the previews row (scripts/bench-previews.sh): every preview of this module
// (100 generated #Previews of the screens suite's screens) across four configurations, as
// assertPreviewSnapshots does it, then 1,000 renders to show that memory stays flat.

/// The four configurations: the default phone light and dark, a small phone, a large one dark.
let previewMatrix: [PreviewConfiguration] = [
    .light, .dark,
    PreviewConfiguration("small", device: .iPhoneSE, traits: Traits(colorScheme: .light)),
    PreviewConfiguration("large-dark", device: .iPhone13ProMax, traits: Traits(colorScheme: .dark)),
]

/// A line of /proc/self/status (VmHWM, VmRSS) in kilobytes.
func statusKilobytes(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
}

@MainActor @Suite(.serialized) struct PreviewScaleTests {
    /// Every preview in every configuration, verified against its reference.
    @Test func everyPreview() {
        let start = ContinuousClock.now
        let failures = verifyPreviewSnapshots(module: "ScreensTests", matrix: previewMatrix)
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        let count = PreviewRegistry.previews(inModules: ["ScreensTests"]).count
        print("bench-previews\tmatrix\t\(count)\t\(Double(seconds) * 1000 + Double(attoseconds) / 1e15)\t\(statusKilobytes("VmHWM"))")
    }

    /// 1,000 renders of the previews in turn: resident memory after 100 and after 1,000.
    @Test func thousandRenders() throws {
        let previews = PreviewRegistry.previews(inModules: ["ScreensTests"])
        try #require(previews.count == 100)
        var after100 = 0
        for index in 0..<1000 {
            let window = try previews[index % previews.count].makeWindow(in: previewMatrix[index % previewMatrix.count])
            _ = window.render()
            if index == 99 { after100 = statusKilobytes("VmRSS") }
        }
        print("bench-previews\tmemory\t\(after100)\t\(statusKilobytes("VmRSS"))\t\(statusKilobytes("VmHWM"))")
    }
}
