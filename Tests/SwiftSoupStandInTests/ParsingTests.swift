import Foundation
import SwiftSoup
import Testing

@Suite("SwiftSoup stand-in: parsing real-looking pages")
struct ParsingTests {
    @Test("A bare fragment gets the implied html, head and body")
    func impliedStructure() throws {
        let doc = try SwiftSoup.parse("<p>Hello")
        #expect(doc.head() != nil)
        #expect(try doc.body()?.html() == "<p>Hello</p>")
        #expect(try doc.text() == "Hello")
        doc.outputSettings().prettyPrint(pretty: false)
        #expect(try doc.outerHtml() == "<html><head></head><body><p>Hello</p></body></html>")
    }

    @Test("The podcast description case: HTML in a feed reads as its text")
    func descriptionText() throws {
        let doc = try SwiftSoup.parse("<p>Episode <b>12</b>: news &amp; views</p><p>Links:<br>one<br/>two</p>")
        #expect(try doc.text() == "Episode 12: news & views Links: one two")
    }

    @Test("Head content stays in head; the title is read collapsed; the first text starts the body")
    func headAndTitle() throws {
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>  Daily   Brief </title>
              <link rel="stylesheet" href="/site.css">
              <style>p > a { color: red }</style>
            </head>
            <body class="home"><h1>Top stories</h1></body>
            </html>
            """
        let doc = try SwiftSoup.parse(html, "https://news.example.com/today/")
        #expect(try doc.title() == "Daily Brief")
        #expect(doc.head()?.children().array().map { $0.tagName() } == ["meta", "title", "link", "style"])
        #expect(try doc.head()?.select("style").first()?.data() == "p > a { color: red }")
        #expect(try doc.body()?.className() == "home")
        #expect(try doc.select("html").attr("lang") == "en")
        #expect(try doc.select("link").first()?.absUrl("href") == "https://news.example.com/site.css")
        #expect(try doc.select("link").first()?.attr("abs:href") == "https://news.example.com/site.css")
        #expect(doc.location() == "https://news.example.com/today/")
    }

    @Test("Void elements take no children; unknown self-closed tags close")
    func voidElements() throws {
        let doc = try SwiftSoup.parse("<div><img src=a.png>text<br>more<input type=text value=x><my-icon/>after</div>")
        let div = try #require(try doc.select("div").first())
        #expect(div.children().array().map { $0.tagName() } == ["img", "br", "input", "my-icon"])
        #expect(try div.select("img").first()?.childNodeSize() == 0)
        #expect(try div.html() == "<img src=\"a.png\" />text\n<br />more\n<input type=\"text\" value=\"x\" />\n<my-icon />after")
    }

    @Test("Unclosed p, li, dd, option, td and tr close as HTML5 says")
    func impliedEndTags() throws {
        let doc = try SwiftSoup.parse(
            """
            <p>One<p>Two<div>Three</div>
            <ul><li>A<li>B<ul><li>B1</ul><li>C</ul>
            <dl><dt>T<dd>D1<dd>D2</dl>
            <select><option>x<option selected>y<optgroup label=g><option>z</select>
            <table><tr><td>1<td>2<tr><td>3</table>
            """)
        #expect(try doc.select("p").eachText() == ["One", "Two"])
        #expect(try doc.select("body > p").size() == 2)
        #expect(try doc.select("ul > li").eachText() == ["A", "B B1", "B1", "C"])
        #expect(try doc.select("dd").eachText() == ["D1", "D2"])
        #expect(try doc.select("option").eachText() == ["x", "y", "z"])
        #expect(try doc.select("option[selected]").text() == "y")
        #expect(try doc.select("optgroup > option").text() == "z")
        #expect(try doc.select("table > tbody > tr").size() == 2)
        #expect(try doc.select("tr").first()?.children().size() == 2)
        #expect(try doc.select("td").eachText() == ["1", "2", "3"])
    }

    @Test("Text misplaced in a table moves before it")
    func fosterParenting() throws {
        let doc = try SwiftSoup.parse("<div><table>oops<tr><td>cell</td></tr></table></div>")
        let div = try #require(try doc.select("div").first())
        #expect(div.ownText() == "oops")
        #expect(div.child(0).tagName() == "table")
        #expect(try div.select("td").text() == "cell")
    }

    @Test("Character references: named, numeric, legacy without semicolon, Windows-1252, bad ones")
    func entities() throws {
        let doc = try SwiftSoup.parse(
            "<p>&copy; 2024 &mdash; caf&eacute; &#169; &#xA9; &#x1F600; &amp &lt;b&gt; &#150; &#0; &bogus; AT&T &copy2024</p>"
                + "<a href='/s?a=1&b=2&copy=3'>q</a>")
        #expect(try doc.select("p").text() == "© 2024 — café © © 😀 & <b> – \u{FFFD} &bogus; AT&T ©2024")
        #expect(try doc.select("a").attr("href") == "/s?a=1&b=2&copy=3")
        #expect(try doc.select("p").html().hasPrefix("© 2024 — café © © 😀 &amp; &lt;b&gt;"))
    }

    @Test("Comments are nodes, not text; script and style are data, not parsed")
    func commentsAndRawText() throws {
        let doc = try SwiftSoup.parse(
            "<div><!-- hidden <b>bold</b> -->Shown<script>if (a < b && c > d) { x = '</div>' }</script><style>b{}</style></div>")
        let div = try #require(try doc.select("div").first())
        #expect(try div.text() == "Shown")
        #expect(try doc.select("b").isEmpty())
        #expect(div.childNode(0).nodeName() == "#comment")
        #expect((div.childNode(0) as? SwiftSoup.Comment)?.getData() == " hidden <b>bold</b> ")
        let script = try #require(try doc.select("script").first())
        #expect(script.data() == "if (a < b && c > d) { x = '</div>' }")
        #expect(script.dataNodes().count == 1)
        #expect(try doc.select("style").first()?.data() == "b{}")
        doc.outputSettings().prettyPrint(pretty: false)
        #expect(try div.outerHtml().contains("<script>if (a < b && c > d) { x = '</div>' }</script>"))
    }

    @Test("textarea and title are text with references; pre keeps white space and drops its first newline")
    func rcdataAndPre() throws {
        let doc = try SwiftSoup.parse("<textarea>\n<b>&amp;</b></textarea><pre>\n  code\n\n  more</pre>")
        #expect(try doc.select("textarea").first()?.val() == "<b>&</b>")
        #expect(try doc.select("pre").text() == "code\n\n  more")
        #expect(try doc.select("pre").first()?.html() == "code\n\n  more")
    }

    @Test("Attributes: quoted, unquoted, bare, duplicates and case")
    func attributes() throws {
        let doc = try SwiftSoup.parse("<input ID=q Type='search' disabled data-Track=\"a b\" id=dup value = spaced>")
        let input = try #require(try doc.select("input").first())
        #expect(input.id() == "q")
        #expect(try input.attr("type") == "search")
        #expect(try input.attr("TYPE") == "search")
        #expect(input.hasAttr("disabled"))
        #expect(try input.attr("disabled") == "")
        #expect(try input.val() == "spaced")
        #expect(input.dataset() == ["track": "a b"])
        #expect(input.getAttributes()?.asList().map { $0.getKey() } == ["id", "type", "disabled", "data-track", "value"])
        #expect(try input.outerHtml() == "<input id=\"q\" type=\"search\" disabled data-track=\"a b\" value=\"spaced\" />")
    }

    @Test("parseBodyFragment puts the fragment in an otherwise empty document's body")
    func bodyFragment() throws {
        let doc = try SwiftSoup.parseBodyFragment("<li>one</li> two <script>x</script>", "https://example.com/")
        #expect(try doc.head()?.html() == "")
        #expect(doc.body()?.children().array().map { $0.tagName() } == ["li", "script"])
        #expect(try doc.body()?.text() == "one two")
        #expect(doc.getBaseUri() == "https://example.com/")
    }

    @Test("Pretty-printed output: blocks on their own lines, one space a level, as SwiftSoup writes it")
    func prettyPrint() throws {
        let doc = try SwiftSoup.parse("<!DOCTYPE html><title>T</title><div><p>One <b>two</b></p><p>Three</p></div>")
        #expect(
            try doc.outerHtml() == """
                <!doctype html>
                <html>
                 <head>
                  <title>T</title>
                 </head>
                 <body>
                  <div>
                   <p>One <b>two</b></p>
                   <p>Three</p>
                  </div>
                 </body>
                </html>
                """)
        doc.outputSettings().indentAmount(indentAmount: 2).outline(outlineMode: false)
        #expect(try doc.select("div").first()?.html() == "<p>One <b>two</b></p>\n<p>Three</p>")
    }

    @Test("Data: UTF-8 with a byte-order mark, and invalid bytes read as U+FFFD")
    func dataInput() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("<p>caf\u{E9} ".utf8) + [0xFF, 0xC3] + Array("</p>".utf8)
        let doc = try SwiftSoup.parse(Data(bytes), "")
        #expect(try doc.select("p").text() == "café \u{FFFD}\u{FFFD}")
    }
}
