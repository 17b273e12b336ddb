import Foundation
import SwiftyJSON
import Testing

@Suite("SwiftyJSON stand-in: a Swift 5 app's view model")
struct FeedViewModelTests {
    @Test("the view model maps results with SwiftyJSON's coercions, as on iOS")
    func mapsResults() {
        let model = FeedViewModel()
        let response = """
            {"results": [{"id": 1, "name": "Tea", "price": "4.50", "in_stock": 1, "image": "https://example.com/t.png"},
                         {"id": "2", "name": "Cup", "in_stock": "yes"}, {"name": null}]}
            """
        model.load(Data(response.utf8))
        #expect(model.items.map(\.name) == ["Tea", "Cup", ""])
        #expect(model.items.map(\.id) == [1, 2, 0] && model.items[0].price == 4.5 && model.items[1].price == 0)
        #expect(model.items.map(\.inStock) == [true, true, false] && model.items[0].imageURL != nil && model.items[2].imageURL == nil)
        #expect(model.errorMessage == nil)
    }

    @Test("an error answer and data that is not JSON set the message instead")
    func errors() {
        let model = FeedViewModel()
        model.load(Data(#"{"error": {"message": "rate limited"}}"#.utf8))
        #expect(model.errorMessage == "rate limited" && model.items.isEmpty)
        model.load(Data("<html>".utf8))
        #expect(model.errorMessage != nil && model.errorMessage != "rate limited")
    }
}
