import NapkinUI
import Testing

/// The cart's screen: `import NapkinUI` (for `import SwiftUI`) and the Foundation-only view model
/// beside it. The `ObservableObject` the plugin brings is the one `@StateObject` takes, so the
/// screen follows the model.
private struct CartScreen: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        List {
            ForEach(cart.items) { item in
                LabeledContent(item.name, value: item.price, format: .number)
            }
            Text("Total \(cart.total.formatted())")
        }
    }
}

@MainActor
@Suite("AppleImports: a screen over a Foundation-only view model")
struct CartScreenTests {
    @Test("The screen shows the model's items and total, and follows a change")
    func followsTheModel() {
        let cart = CartModel()
        cart.add(CartItem(id: 1, name: "Tea", price: 3))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: CartScreen(cart: cart))
        window.makeKeyAndVisible()
        #expect(window.layoutDescription().contains("\"Total 3\""))
        cart.add(CartItem(id: 2, name: "Cake", price: 4))
        let after = window.layoutDescription()
        #expect(after.contains("\"Cake\"") && after.contains("\"Total 7\""))
    }
}
