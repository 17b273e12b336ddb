import SwiftSoup
import Testing

@Suite("SwiftSoup stand-in: clean and Whitelist")
struct CleanerTests {
    private let dirty = """
        <div onclick="steal()"><p>Hello <b>there</b> <script>alert(1)</script><a href="https://ok.example/x" \
        onmouseover="x()">link</a> <a href="javascript:alert(2)">bad</a> <img src="https://img.example/a.png" \
        onerror="x()"><!-- note --></p></div>
        """

    @Test("basic keeps text formatting and safe links, adds rel=nofollow, drops scripts, events and comments")
    func basic() throws {
        let cleaned = try SwiftSoup.clean(dirty, Whitelist.basic())
        #expect(
            cleaned
                == "<p>Hello <b>there</b> <a href=\"https://ok.example/x\" rel=\"nofollow\">link</a> <a rel=\"nofollow\">bad</a> </p>"
        )
    }

    @Test(
        "none keeps only text; simpleText keeps b, em, i, strong and u (inline siblings in the body break lines, as SwiftSoup's printer does)"
    )
    func noneAndSimpleText() throws {
        #expect(try SwiftSoup.clean(dirty, Whitelist.none()) == "Hello there link bad")
        #expect(
            try SwiftSoup.clean("<p><i>One</i> <u>two</u> <span>three</span></p>", Whitelist.simpleText())
                == "<i>One</i> \n<u>two</u> three")
    }

    @Test("basicWithImages and relaxed keep images with http(s) sources; relaxed keeps tables and headings")
    func imagesAndRelaxed() throws {
        let withImages = try #require(try SwiftSoup.clean(dirty, Whitelist.basicWithImages()))
        #expect(withImages.contains("<img src=\"https://img.example/a.png\" />"))
        let relaxed = try #require(
            try SwiftSoup.clean("<h1 style='x'>T</h1><table><tr><td colspan=2 onclick=x>c</td></tr></table>", Whitelist.relaxed()))
        #expect(relaxed.contains("<h1>T</h1>"))
        #expect(relaxed.contains("<td colspan=\"2\">c</td>"))
        #expect(!relaxed.contains("onclick"))
    }

    @Test("Relative links are made absolute against the base URI, or dropped without one, unless preserved")
    func relativeLinks() throws {
        let html = "<a href='/about'>About</a>"
        #expect(
            try SwiftSoup.clean(html, "https://site.example/blog/", Whitelist.basic())
                == "<a href=\"https://site.example/about\" rel=\"nofollow\">About</a>")
        #expect(try SwiftSoup.clean(html, Whitelist.basic()) == "<a rel=\"nofollow\">About</a>")
        let keep = try Whitelist.basic().preserveRelativeLinks(true)
        #expect(try SwiftSoup.clean(html, "https://site.example/", keep) == "<a href=\"/about\" rel=\"nofollow\">About</a>")
    }

    @Test("A custom whitelist: added tags, attributes on :all, enforced attributes, protocols")
    func custom() throws {
        let list = try Whitelist.none()
            .addTags("p", "a")
            .addAttributes(":all", "title")
            .addAttributes("a", "href")
            .addProtocols("a", "href", "https", "#")
            .addEnforcedAttribute("a", "target", "_blank")
        let cleaned = try SwiftSoup.clean("<p title=t class=c><a href='#top'>up</a><a href='http://x'>x</a></p>", list)
        #expect(cleaned == "<p title=\"t\"><a href=\"#top\" target=\"_blank\">up</a><a target=\"_blank\">x</a></p>")
    }

    @Test("isValid says whether cleaning would remove anything")
    func validity() throws {
        #expect(try SwiftSoup.isValid("<p>Hi <b>you</b></p>", Whitelist.basic()))
        #expect(try !SwiftSoup.isValid("<p onclick=x>Hi</p>", Whitelist.basic()))
        #expect(try !SwiftSoup.isValid("<script>x</script>", Whitelist.basic()))
        let cleaner = Cleaner(try Whitelist.basic())
        let cleanDoc = try cleaner.clean(try SwiftSoup.parseBodyFragment("<div><p>Kept</p></div>"))
        #expect(try cleanDoc.body()?.html() == "<p>Kept</p>")
    }
}
