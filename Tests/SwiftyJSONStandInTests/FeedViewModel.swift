import Foundation
import NapkinUI
import SwiftyJSON

// A feed's view model and screen as Swift 5 apps write them with SwiftyJSON (issue 27's held-out screen 828 reads
// an API this way): the response parsed with JSON(data), each result mapped with non-optional getters.
struct Item: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let inStock: Bool
    let imageURL: URL?
}

class FeedViewModel: ObservableObject {
    @Published var items: [Item] = []
    @Published var errorMessage: String?

    func load(_ data: Data) {
        do {
            let json = try JSON(data: data)
            if let message = json["error"]["message"].string {
                errorMessage = message
                return
            }
            items = json["results"].arrayValue.map {
                Item(
                    id: $0["id"].intValue, name: $0["name"].stringValue, price: $0["price"].doubleValue,
                    inStock: $0["in_stock"].boolValue, imageURL: $0["image"].url)
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct FeedScreen: View {
    @StateObject var model = FeedViewModel()

    var body: some View {
        List(model.items) { item in
            HStack {
                Text(item.name)
                Spacer()
                Text(String(format: "%.2f", item.price))
            }
        }
    }
}
