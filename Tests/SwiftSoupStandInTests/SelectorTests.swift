import SwiftSoup
import Testing

private let page = """
    <html><head><title>Shop</title></head><body>
    <div id="main" class="Content wide">
      <h2 class="title">Deals</h2>
      <ul class="items">
        <li class="item first" data-id="1"><a href="/p/1" title="Red Mug">Red mug</a> <span class="price">$5</span></li>
        <li class="item" data-id="2"><a href="https://cdn.example.com/p/2.pdf">Blue cup</a><span class="price sale">$3</span></li>
        <li class="item" data-id="3"><a href="mailto:shop@example.com" rel="nofollow">Contact</a></li>
        <li class="item last" data-id="4"><img src="/i/4.png" alt=""><em>Green plate</em></li>
      </ul>
      <p>Intro <b>bold</b></p><p class="note">Ships in <i>two</i> days</p>
    </div>
    <div id="footer"><p>© Shop</p></div>
    </body></html>
    """

@Suite("SwiftSoup stand-in: CSS selectors")
struct SelectorTests {
    private func select(_ query: String) throws -> [String] {
        try SwiftSoup.parse(page).select(query).array().map { element in
            let id = try element.attr("data-id")
            return id.isEmpty ? element.tagName() : id
        }
    }

    @Test("Tag, id, class, universal and groups")
    func basics() throws {
        #expect(try select("li") == ["1", "2", "3", "4"])
        #expect(try select("LI.first") == ["1"])
        #expect(try select("#main").count == 1)
        #expect(try select(".item.last") == ["4"])
        #expect(try select(".content") == ["div"])
        #expect(try select("h2, #footer, img") == ["h2", "img", "div"])
        #expect(try select("#footer *") == ["p"])
        #expect(try select("span.price.sale") == ["span"])
    }

    @Test("Attributes: presence, =, !=, ^=, $=, *=, ~= (a regular expression), [^prefix]")
    func attributes() throws {
        #expect(try select("a[rel]").count == 1)
        #expect(try select("li[data-id=3]") == ["3"])
        #expect(try select("li[data-id='3']") == ["3"])
        #expect(try select("a[title=\"red mug\"]").count == 1)
        #expect(try select("li[data-id!=3]") == ["1", "2", "4"])
        #expect(try select("a[href^=HTTPS:]").count == 1)
        #expect(try select("a[href$=.pdf]").count == 1)
        #expect(try select("a[href*=example]").count == 2)
        #expect(try select("a[href~=^/p/\\d+$]").count == 1)
        #expect(try select("[^data-]") == ["1", "2", "3", "4"])
        #expect(try select("img[alt]").count == 1)
    }

    @Test("Combinators: descendant, child, adjacent and general siblings")
    func combinators() throws {
        #expect(try select("div li a").count == 3)
        #expect(try select("ul > li > a").count == 3)
        #expect(try select("body > li").isEmpty)
        #expect(try select("li.first + li") == ["2"])
        #expect(try select("li.first ~ li") == ["2", "3", "4"])
        #expect(try select("h2 ~ p").count == 2)
        #expect(try select("a + span").count == 2)
        #expect(try select("div#main>ul>li:last-child em").count == 1)
    }

    @Test("Structural pseudo-classes and the sibling-index ones")
    func structural() throws {
        #expect(try select("li:first-child") == ["1"])
        #expect(try select("li:last-child") == ["4"])
        #expect(try select("li:nth-child(2n+1)") == ["1", "3"])
        #expect(try select("li:nth-child(even)") == ["2", "4"])
        #expect(try select("li:nth-child(-n+2)") == ["1", "2"])
        #expect(try select("li:nth-child(3)") == ["3"])
        #expect(try select("li:nth-last-child(1)") == ["4"])
        #expect(try select("p:first-of-type").count == 2)
        #expect(try select("#footer p:only-child").count == 1)
        #expect(try select("li:eq(0)") == ["1"])
        #expect(try select("li:lt(2)") == ["1", "2"])
        #expect(try select("li:gt(1)") == ["3", "4"])
        #expect(try select("ul > :empty").isEmpty)
        #expect(try select("html:root").count == 1)
    }

    @Test("Text and nesting pseudo-classes: :contains, :containsOwn, :matches, :has, :not, :is")
    func textAndNesting() throws {
        #expect(try select("li:contains(BLUE)") == ["2"])
        #expect(try select("p:contains(two days)") == ["p"])
        #expect(try select("p:containsOwn(two)").isEmpty)
        #expect(try select("p:containsOwn(ships in)").count == 1)
        #expect(try select("li:matches(\\$[0-9])") == ["1", "2"])
        #expect(try select("li:has(img)") == ["4"])
        #expect(try select("li:has(> span.sale)") == ["2"])
        #expect(try select("div:has(h2)").count == 1)
        #expect(try select("li:not(.first):not(.last)") == ["2", "3"])
        #expect(try select("li:not(:has(a))") == ["4"])
        #expect(try select(":is(h2, em)") == ["h2", "em"])
    }

    @Test("Selecting from an element is scoped to it; Elements.select searches each once")
    func scoped() throws {
        let doc = try SwiftSoup.parse(page)
        let list = try #require(try doc.select("ul").first())
        #expect(try list.select("div li").isEmpty())
        #expect(try list.select("li").size() == 4)
        #expect(try list.select("ul").size() == 1)
        #expect(try doc.select("li").select("a").size() == 3)
        #expect(try doc.select("li, li.first").size() == 4)
        #expect(try doc.select("li").not(".item.first").size() == 3)
        #expect(try doc.select("li").iS("[data-id=4]"))
        #expect(try doc.select("em").first()?.iS("li em") == true)
    }

    @Test("A query that cannot be parsed throws SelectorParseException")
    func badQueries() throws {
        let doc = try SwiftSoup.parse(page)
        for query in ["", "li >", "div[", "li:nth-child(x)", "li:bogus", ",", "a[=x]", "p:has()", ":matches([)"] {
            do {
                _ = try doc.select(query)
                Issue.record("\(query) parsed")
            } catch Exception.Error(let type, let message) {
                #expect(type == .SelectorParseException, "\(query): \(message)")
            }
        }
    }
}
