import Foundation
import Testing

/// napkin's AppleImports build plugin, applied to this target: `CartModel.swift` imports only
/// Foundation, as iOS view model files do, and still declares an `ObservableObject` with
/// `@Published` properties, keeps `AnyCancellable`s and builds `URLRequest`s, and
/// `ReadingList.swift` declares an `@Observable` model. This file too imports only Foundation and
/// Testing.
@Suite("AppleImports: what Foundation gives an iOS file")
struct AppleImportsTests {
    @Test("An ObservableObject in a Foundation-only file announces its changes before they happen")
    func objectWillChange() {
        let cart = CartModel()
        var announced: [Int] = []
        let subscription = cart.objectWillChange.sink { _ in announced.append(cart.items.count) }
        cart.add(CartItem(id: 1, name: "Tea", price: 3))
        cart.coupon = "SPRING"
        // Three changes, each announced before it: the item, the total the pipeline keeps, the coupon.
        #expect(announced == [0, 1, 1])
        subscription.cancel()
        cart.add(CartItem(id: 2, name: "Cake", price: 4))
        #expect(announced.count == 3)
    }

    @Test("A @Published pipeline stored in Set<AnyCancellable> keeps the total")
    func pipeline() {
        let cart = CartModel()
        cart.add(CartItem(id: 1, name: "Tea", price: 3))
        cart.add(CartItem(id: 2, name: "Cake", price: Decimal(string: "4.50")!))
        #expect(cart.total == Decimal(string: "7.50")!)
    }

    @Test("An @Observable model in a Foundation-only file tells an observer its property changed")
    func observable() {
        let list = ReadingList()
        list.titles = ["Dune", "Emma"]
        let changed = Locked(false)
        withObservationTracking {
            _ = list.remaining
        } onChange: {
            changed.set(true)
        }
        #expect(!changed.value)
        list.finish("Emma")
        #expect(changed.value && list.remaining == 1)
    }

    @Test("URLSession, URLRequest and HTTPURLResponse are there too (FoundationNetworking on Linux)")
    func networking() throws {
        let cart = CartModel(endpoint: URL(string: "https://shop.example/v2/orders")!)
        cart.add(CartItem(id: 7, name: "Jam", price: 5))
        let request = try cart.orderRequest()
        #expect(request.httpMethod == "POST" && request.url?.path == "/v2/orders")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let sent = try JSONDecoder().decode([CartItem].self, from: try #require(request.httpBody))
        #expect(sent == cart.items)
        let url = URL(string: "https://shop.example")!
        #expect(CartModel.accepted(HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: nil)!))
        #expect(!CartModel.accepted(HTTPURLResponse(url: url, statusCode: 409, httpVersion: nil, headerFields: nil)!))
    }
}

/// A flag an observation's change handler (a `@Sendable` closure) sets.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
