import Foundation
import SnapshotReport
import Testing

@Suite("The report page: relative links, titles, counts, views")
struct ReportPageTests {
    private func run(_ entries: [ReportEntry], folder: URL = URL(fileURLWithPath: "/a"), passed: Int = 40, recorded: Int = 3) -> ReportRun {
        ReportRun(
            folder: folder, id: "r", entries: entries, passed: passed, recorded: recorded,
            packageRoots: Dictionary(uniqueKeysWithValues: entries.map { ($0.id, "/p") }))
    }

    /// Every `href="…"` and `src="…"` of `html`.
    private func links(_ html: String) -> [String] {
        ["href=\"", "src=\""].flatMap { marker in
            html.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
    }

    @Test("Every link stays inside the folder, relative to the page; references are named, not linked")
    func relativeLinks() {
        let html = ReportPage(run: run([imageEntry("login"), textEntry("menu")])).html
        let all = links(html)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { !$0.hasPrefix("/") && !$0.contains("file:") && !$0.contains("..") }, "\(all)")
        #expect(all.contains("LoginTests/login.1.reference.png"))
        #expect(html.contains("reference <code>__Snapshots__/LoginTests/login.1.png</code>"))
    }

    @Test("Entries are titled by test name, with file and line, snapshot and measure beside; counts on top")
    func titlesAndCounts() {
        let html = ReportPage(run: run([imageEntry("testLogin")])).html
        #expect(html.contains("<title>1 snapshot failure</title>"))
        #expect(html.contains("<h2><span class=\"number\">1</span> <span class=\"test\">testLogin</span></h2>"))
        #expect(
            html.contains(
                "<span class=\"location\">LoginTests.swift:12</span> · <code>testLogin.1.png</code> · <span class=\"measure\">7 px differ (ΔE up to 31.2), 2 within tolerance</span>"
            ))
        #expect(
            html.contains(
                "<span data-count=\"failed\"><b>1</b> failed</span> · <span data-count=\"passed\"><b>40</b> passed</span> · <span data-count=\"recorded\"><b>3</b> recorded</span>"
            ))
        #expect(!html.contains("data-action=\"accept\"") && !html.contains("<button id=\"accept-all\""))
    }

    @Test("An image failure has four views over one zooming viewer, focused on the differences")
    func imageViews() {
        let html = ReportPage(run: run([imageEntry("login")])).html
        for mode in ["side", "swipe", "onion", "difference"] {
            #expect(html.contains("<button role=\"tab\" data-mode=\"\(mode)\""))
        }
        #expect(html.contains("data-width=\"40\" data-height=\"30\" data-focus=\"3,4,5,6\""))
        // Reference and new once side by side and once stacked; the difference picture once.
        #expect(html.components(separatedBy: "data-role=\"reference\"").count - 1 == 2)
        #expect(html.components(separatedBy: "data-role=\"new\"").count - 1 == 2)
        #expect(html.components(separatedBy: "alt=\"difference\"").count - 1 == 1)
    }

    @Test("A missing reference shows the new snapshot as an image, alone")
    func missingReference() {
        var entry = imageEntry("fresh", difference: nil)
        entry.referencePath = nil
        entry.artifacts = [entry.artifacts[0]]
        let html = ReportPage(run: run([entry])).html
        #expect(html.contains("<div class=\"viewer single\""))
        #expect(html.contains("<img class=\"layer\" src=\"LoginTests/fresh.1.png\" alt=\"new\""))
        #expect(html.contains("New 40×30: no reference yet</figcaption>"))
        #expect(!html.contains("data-mode=\"swipe\""))
    }

    @Test("A text failure shows its patch, coloured; a link in place of the patch is not followed")
    func textDiff() throws {
        let folder = try ArtifactsFolder()
        defer { folder.remove() }
        try folder.file("MenuTests/menu.1.patch", Data("@@ −1,2 +1,2 @@\n Brisket\n−Ribs\n+Pulled <pork>\n".utf8))
        let html = ReportPage(run: run([textEntry("menu")], folder: folder.url)).html
        #expect(
            html.contains(
                "<pre class=\"diff\"><span class=\"hunk\">@@ −1,2 +1,2 @@</span>\n Brisket\n<span class=\"removed\">−Ribs</span>\n<span class=\"added\">+Pulled &lt;pork&gt;</span>"
            ))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("MenuTests/menu.1.patch"))
        try "secret".write(toFile: folder.path + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/MenuTests/menu.1.patch", withDestinationPath: folder.path + "/secret.txt")
        let linked = ReportPage(run: run([textEntry("menu")], folder: folder.url)).html
        #expect(!linked.contains("secret"))
    }

    @Test("Names from records are escaped")
    func escaping() {
        var entry = imageEntry("x")
        entry.testName = "<script>alert(1)</script>"
        entry.snapshotName = "a\"b.png"
        let html = ReportPage(run: run([entry])).html
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("a&quot;b.png"))
    }

    @Test("Review mode addresses files by entry and role under the token, with Accept and Reject")
    func reviewMode() {
        let entry = imageEntry("login")
        var page = ReportPage(run: run([entry]), mode: .review(token: "t0k"))
        page.alreadyDecided = 2
        let html = page.html
        #expect(html.contains("data-mode=\"review\" data-token=\"t0k\" data-run=\"r\""))
        #expect(html.contains("src=\"/t0k/artifact/\(entry.key)/new\""))
        #expect(html.contains("<button class=\"accept\" data-action=\"accept\">Accept <kbd>a</kbd></button>"))
        #expect(html.contains("<button id=\"accept-all\" class=\"accept\">Accept all shown (<span>1</span>)</button>"))
        #expect(html.contains("<span data-count=\"failed\"><b>3</b> failed</span>"))
        #expect(html.contains("<span data-count=\"pending\"><b>1</b> to review</span>"))
    }

    @Test("Filters list the test files and the named configurations")
    func filters() {
        let html = ReportPage(
            run: run([
                imageEntry("screen", name: "dark"), imageEntry("screen", name: "light"), imageEntry("other", name: "2"), textEntry("menu"),
            ])
        ).html
        #expect(
            html.contains(
                "<select id=\"filter-file\"><option value=\"\">all (2)</option><option value=\"LoginTests\">LoginTests</option><option value=\"MenuTests\">MenuTests</option></select>"
            ))
        #expect(
            html.contains(
                "<select id=\"filter-variant\"><option value=\"\">all (2)</option><option value=\"dark\">dark</option><option value=\"light\">light</option></select>"
            ))
    }
}
