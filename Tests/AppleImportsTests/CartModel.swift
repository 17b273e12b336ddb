import Foundation

// A view model as iOS teams write one: its file imports only Foundation, and uses Combine's
// names and URLSession, which Apple's Foundation brings. It compiles here because the target
// applies napkin's AppleImports plugin; without the plugin this file does not compile on Linux.

/// An item in the cart.
struct CartItem: Identifiable, Equatable, Codable {
    let id: Int
    let name: String
    let price: Decimal
}

/// The cart: items, a running total kept by a Combine pipeline, and the request that sends the
/// order.
final class CartModel: ObservableObject {
    @Published var items: [CartItem] = []
    @Published private(set) var total: Decimal = 0
    @Published var coupon = ""
    private var subscriptions = Set<AnyCancellable>()
    private let session: URLSession
    private let endpoint: URL

    init(session: URLSession = .shared, endpoint: URL = URL(string: "https://shop.example/orders")!) {
        self.session = session
        self.endpoint = endpoint
        $items
            .map { $0.reduce(Decimal(0)) { $0 + $1.price } }
            .sink { [weak self] in self?.total = $0 }
            .store(in: &subscriptions)
    }

    func add(_ item: CartItem) {
        items.append(item)
    }

    /// The request that places the order: a JSON body of the items, POSTed to the endpoint.
    func orderRequest() throws -> URLRequest {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(items)
        return request
    }

    /// Whether a response accepted the order (any 2xx).
    static func accepted(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else { return false }
        return (200..<300).contains(http.statusCode)
    }
}
