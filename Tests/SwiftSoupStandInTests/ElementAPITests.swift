import SwiftSoup
import Testing

private let article = """
    <article id="post-7" class="post featured  Post">
      <h2 class="headline"><a href="/2024/06/hello">Hello,   world</a></h2>
      <p class="byline">By <span>Ann</span></p>
      <p>First <em>para</em>.<br>Second line.</p>
      <form><input name="q" value="swift"><textarea name="t">Some text</textarea></form>
    </article>
    """

@Suite("SwiftSoup stand-in: Document, Element and Elements")
struct ElementAPITests {
    private func parsed() throws -> Document { try SwiftSoup.parse(article, "https://blog.example.com/posts/") }

    @Test("Document: title, head, body, getElementById, getElementsByTag, getElementsByClass")
    func documentQueries() throws {
        let doc = try parsed()
        #expect(try doc.title() == "")
        try doc.title("My blog")
        #expect(try doc.title() == "My blog")
        #expect(try doc.head()?.select("title").text() == "My blog")
        #expect(doc.body()?.tagName() == "body")
        let post = try #require(try doc.getElementById("post-7"))
        #expect(post.tagName() == "article")
        #expect(try doc.getElementById("missing") == nil)
        #expect(try doc.getElementsByTag("P").size() == 2)
        #expect(try doc.getElementsByClass("byline").text() == "By Ann")
        #expect(try doc.getElementsByAttribute("href").size() == 1)
        #expect(try doc.getElementsByAttributeValue("name", "q").first()?.val() == "swift")
        #expect(try doc.getElementsContainingOwnText("second").size() == 1)
    }

    @Test("Element text: text() collapses and trims, ownText() skips children, html() and outerHtml()")
    func text() throws {
        let doc = try parsed()
        let link = try #require(try doc.select("h2 a").first())
        #expect(try link.text() == "Hello, world")
        #expect(try link.attr("href") == "/2024/06/hello")
        #expect(try link.absUrl("href") == "https://blog.example.com/2024/06/hello")
        let paragraph = try doc.select("p").get(1)
        #expect(try paragraph.text() == "First para. Second line.")
        #expect(paragraph.ownText() == "First . Second line.")
        #expect(try paragraph.html() == "First <em>para</em>.<br />Second line.")
        #expect(try paragraph.outerHtml() == "<p>First <em>para</em>.<br />Second line.</p>")
        #expect(paragraph.hasText())
        #expect(try doc.select("h2").first()?.outerHtml() == "<h2 class=\"headline\"><a href=\"/2024/06/hello\">Hello, world</a></h2>")
    }

    @Test("Attributes: attr get and set, hasAttr, removeAttr, id, className, classNames, hasClass, add/remove/toggle")
    func attributes() throws {
        let doc = try parsed()
        let post = try #require(try doc.select("article").first())
        #expect(post.id() == "post-7")
        #expect(try post.className() == "post featured  Post")
        #expect(try post.classNames().array == ["post", "featured", "Post"])
        #expect(post.hasClass("FEATURED"))
        #expect(!post.hasClass("feat"))
        try post.attr("data-views", "12").addClass("pinned").removeClass("featured")
        #expect(try post.attr("data-views") == "12")
        #expect(try post.className() == "post Post pinned")
        try post.toggleClass("pinned")
        #expect(!post.hasClass("pinned"))
        #expect(post.hasAttr("data-views"))
        try post.removeAttr("data-views")
        #expect(!post.hasAttr("data-views"))
        #expect(try post.attr("missing") == "")
        try post.attr("hidden", true)
        #expect(try post.outerHtml().hasPrefix("<article id=\"post-7\" class=\"post Post\" hidden>"))
    }

    @Test("Navigation: children, child, parent, parents, siblings, next and previous element siblings")
    func navigation() throws {
        let doc = try parsed()
        let post = try #require(try doc.select("article").first())
        #expect(post.children().array().map { $0.tagName() } == ["h2", "p", "p", "form"])
        #expect(post.child(1).hasClass("byline"))
        #expect(post.parent()?.tagName() == "body")
        let span = try #require(try doc.select("span").first())
        #expect(span.parents().array().map { $0.tagName() } == ["p", "article", "body", "html"])
        let byline = post.child(1)
        #expect(byline.siblingElements().size() == 3)
        #expect(try byline.nextElementSibling()?.text() == "First para. Second line.")
        #expect(try byline.previousElementSibling()?.tagName() == "h2")
        #expect(try post.child(0).previousElementSibling() == nil)
        #expect(try byline.elementSiblingIndex() == 1)
        #expect(byline.firstElementSibling()?.tagName() == "h2")
        #expect(byline.lastElementSibling()?.tagName() == "form")
    }

    @Test("Editing: append, prepend, appendElement, text(_:), html(_:), before, after, wrap, remove, empty")
    func editing() throws {
        let doc = try SwiftSoup.parse("<div id=box><p>One</p></div>")
        doc.outputSettings().prettyPrint(pretty: false)
        let box = try #require(try doc.getElementById("box"))
        try box.append("<p>Two</p>").prepend("<h3>Head</h3>")
        try box.appendElement("footer").text("End & more")
        #expect(try box.html() == "<h3>Head</h3><p>One</p><p>Two</p><footer>End &amp; more</footer>")
        try box.select("p").first()?.before("<hr>")
        try box.select("p").last()?.after("<span>!</span>")
        #expect(try box.html() == "<h3>Head</h3><hr /><p>One</p><p>Two</p><span>!</span><footer>End &amp; more</footer>")
        try box.select("span").wrap("<em></em>")
        #expect(try box.select("em > span").size() == 1)
        try box.select("hr, em").remove()
        try box.select("footer").first()?.remove()
        #expect(try box.html() == "<h3>Head</h3><p>One</p><p>Two</p>")
        try box.html("<ul><li>a<li>b</ul>")
        #expect(try box.select("li").eachText() == ["a", "b"])
        let table = try doc.body()?.appendElement("table").appendElement("tbody")
        try table?.append("<tr><td>cell</td></tr>")
        #expect(try doc.select("tbody > tr > td").text() == "cell")
        box.empty()
        #expect(box.childNodeSize() == 0)
    }

    @Test("Form values: val() of input and textarea, and setting them")
    func formValues() throws {
        let doc = try parsed()
        #expect(try doc.select("input[name=q]").val() == "swift")
        #expect(try doc.select("textarea").val() == "Some text")
        try doc.select("input").val("linux")
        try doc.select("textarea").first()?.val("New")
        #expect(try doc.select("input").attr("value") == "linux")
        #expect(try doc.select("textarea").text() == "New")
    }

    @Test("Elements: a collection with first, last, array, eachText, eachAttr, text, attr, html, iteration")
    func elements() throws {
        let doc = try parsed()
        let paragraphs = try doc.select("p")
        #expect(paragraphs.size() == 2)
        #expect(paragraphs.count == 2)
        #expect(!paragraphs.isEmpty())
        #expect(paragraphs.first()?.hasClass("byline") == true)
        #expect(try paragraphs.last()?.text() == "First para. Second line.")
        #expect(try paragraphs.text() == "By Ann First para. Second line.")
        #expect(try paragraphs.eachText() == ["By Ann", "First para. Second line."])
        #expect(try paragraphs.attr("class") == "byline")
        #expect(paragraphs.hasClass("byline"))
        #expect(try doc.select("a, input").eachAttr("name") == ["q"])
        #expect(try doc.select("span, em").html() == "Ann\npara")
        var seen: [String] = []
        for paragraph in paragraphs { seen.append(paragraph.ownText()) }
        #expect(seen == ["By", "First . Second line."])
        #expect(paragraphs.map { $0.tagName() } == ["p", "p"])
        #expect(paragraphs[1].children().size() == 2)
        #expect(try doc.select("nothing").first() == nil)
        #expect(try doc.select("nothing").text() == "")
        #expect(try doc.select("nothing").attr("href") == "")
        #expect(paragraphs.eq(1).size() == 1)
    }

    @Test("Nodes: TextNode, child nodes, sibling nodes and a visitor")
    func nodes() throws {
        let doc = try SwiftSoup.parse("<p>Hello <b>there</b> now</p>")
        let paragraph = try #require(try doc.select("p").first())
        #expect(paragraph.childNodeSize() == 3)
        let first = try #require(paragraph.childNode(0) as? TextNode)
        #expect(first.getWholeText() == "Hello ")
        #expect(first.text() == "Hello")
        #expect(first.nextSibling()?.nodeName() == "b")
        #expect(paragraph.textNodes().map { $0.getWholeText() } == ["Hello ", " now"])
        final class Counter: NodeVisitor {
            var names: [String] = []
            func head(_ node: Node, _ depth: Int) throws { names.append("\(depth)\(node.nodeName())") }
            func tail(_ node: Node, _ depth: Int) throws {}
        }
        let counter = Counter()
        try paragraph.traverse(counter)
        #expect(counter.names == ["0p", "1#text", "1b", "2#text", "1#text"])
        let copy = try #require(paragraph.copy() as? Element)
        try copy.select("b").remove()
        #expect(try paragraph.text() == "Hello there now")
        #expect(try copy.text() == "Hello now")
    }
}
