import Foundation
import NapkinSupport
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// The report as a browser shows it: headless Chromium opens `index.html` from the file
/// system, and the page's own script says how many images loaded.
@Suite struct ReportBrowserTests {
    @Test func everyImageOfTheReportLoadsInChromium() throws {
        guard let chromium = Chromium.executable() else {
            Issue.record(
                "Chromium is not installed (looked for \(Chromium.names.joined(separator: ", ")) on PATH): `make deps` installs it (Debian package chromium). This test opens the failure report in it."
            )
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = [samplePicture(), samplePicture(width: 400, height: 300), samplePicture(width: 9, height: 16)]
        for (index, picture) in pictures.enumerated() {
            try picture.write(to: folder.url.appendingPathComponent("browser.image%20\(index).png"))
        }
        try Data("old\n".utf8).write(to: folder.url.appendingPathComponent("browser.text.txt"))

        let messages = withTestEnvironment(artifacts: folder) {
            pictures.enumerated().map { index, picture in
                // Names with a space: the file name spells it `%20`, which the page must link as `%2520`.
                verifySnapshot(
                    of: picture.brightened(by: 40), as: .image, named: "image \(index)", snapshotDirectory: folder.path,
                    testName: "browser()")
            } + [verifySnapshot(of: "new\n", as: .lines, named: "text", snapshotDirectory: folder.path, testName: "browser()")]
        }
        #expect(messages.allSatisfy { $0?.contains("does not match reference") == true }, "\(messages)")

        let page = try #require(folder.report())
        let imageCount = page.components(separatedBy: "<img ").count - 1
        // The three images are named configurations of one test: a grid of three rows
        // (reference, difference, new), each opening on its full views: reference and new
        // side by side, the two stacked (swipe, onion skin, difference) and the difference
        // picture.
        #expect(imageCount == 3 * 3 + 3 * 5)
        let dom = try Chromium.renderedDOM(
            of: URL(fileURLWithPath: folder.path("artifacts/index.html")), chromium: chromium,
            profile: folder.url.appendingPathComponent("chromium-profile"))
        let body = Chromium.bodyTag(of: dom)
        #expect(body.contains("data-failure-count=\"4\""), "\(body)")
        // Laid out by the browser as rows of four cells side by side.
        #expect(dom.contains("<section class=\"matrix\" data-variants=\"3\" data-layout=\"3x4\">"), "\(dom.prefix(4_000))")
        let rows = dom.components(separatedBy: "<tr id=\"failure-").dropFirst().map {
            $0.components(separatedBy: "data-variant=\"")[1].prefix { $0 != "\"" }
        }
        #expect(rows == ["image 0", "image 1", "image 2"])
        #expect(body.contains("data-images-loaded=\"\(imageCount)/\(imageCount)\""), "\(body)")
        #expect(body.contains("data-broken-images=\"\""), "\(body)")
    }
}

/// Runs headless Chromium.
enum Chromium {
    /// The executables tried, in order, on `PATH`.
    static let names = ["chromium", "chromium-browser"]

    /// The first Chromium on `PATH`.
    static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    /// The `<body …>` start tag in `dom`, or "" when there is none.
    static func bodyTag(of dom: String) -> String {
        guard let start = dom.range(of: "<body"), let end = dom[start.upperBound...].firstIndex(of: ">") else { return "" }
        return String(dom[start.lowerBound...end])
    }

    /// The whole document of `page` after it loaded and its scripts ran, from `--dump-dom`.
    /// Virtual time lets the page finish loading without a fixed sleep.
    static func renderedDOM(of page: URL, chromium: URL, profile: URL) throws -> String {
        let process = Process()
        process.executableURL = chromium
        // `--no-sandbox`: the tests may run as root, where Chromium's sandbox refuses to start.
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000", "--dump-dom", page.absoluteString,
        ]
        let output = profile.deletingLastPathComponent().appendingPathComponent("chromium-dom.html")
        let errors = profile.deletingLastPathComponent().appendingPathComponent("chromium-stderr.txt")
        for file in [output, errors] {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            process.terminate()
        }
        let dom = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard dom.contains("<body") else {
            let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            Issue.record("Chromium printed no page (exit \(process.terminationStatus)); its errors:\n\(stderr.suffix(2_000))")
            return ""
        }
        return dom
    }
}
