import Foundation
import SnapshotReport
import Testing

@Suite("The Markdown summary for a pull request")
struct ReportSummaryTests {
    @Test("Counts, then each failure with its test, pixels, ΔE and image paths")
    func summary() {
        var fresh = imageEntry("fresh|pipe", difference: nil)
        fresh.referencePath = nil
        fresh.artifacts = [fresh.artifacts[0]]
        let run = ReportRun(
            folder: URL(fileURLWithPath: "/a"), id: "r", entries: [imageEntry("login"), textEntry("menu"), fresh], passed: 120, recorded: 2)
        #expect(
            ReportSummary(run: run).markdown == """
                ## Snapshot tests: 3 failed · 120 passed · 2 recorded

                | Test | Snapshot | Pixels differing | Largest ΔE | Images |
                |---|---|---:|---:|---|
                | `login` (LoginTests.swift:12) | `login.1.png` | 7 | 31.2 | [new](LoginTests/login.1.png) · [reference](LoginTests/login.1.reference.png) · [difference](LoginTests/login.1.difference.png) |
                | `menu` (MenuTests.swift:8) | `menu.1.txt` | — | — | [new](MenuTests/menu.1.txt) · [patch](MenuTests/menu.1.patch) |
                | `fresh\\|pipe` (LoginTests.swift:12) | `fresh\\|pipe.1.png` | no reference | — | [new](LoginTests/fresh%7Cpipe.1.png) |

                Open `index.html` in this folder to compare them; `swift run napkin-review --artifacts <this folder>` accepts them into a checkout.

                """)
    }

    @Test("A green run says so")
    func green() {
        let run = ReportRun(folder: URL(fileURLWithPath: "/a"), id: "r", passed: 12)
        #expect(
            ReportSummary(run: run).markdown == "## Snapshot tests: 0 failed · 12 passed · 0 recorded\n\nEvery snapshot assertion passed.\n"
        )
    }
}
