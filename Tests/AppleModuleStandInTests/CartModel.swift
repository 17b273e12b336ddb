// A view model file as iOS apps write it: it imports Combine alone, no UI module.
import Combine

final class CartModel: ObservableObject {
    @Published var items: [String] = []
    private var tokens = Set<AnyCancellable>()
    let added = PassthroughSubject<String, Never>()

    init() {
        added.sink { [weak self] item in self?.items.append(item) }.store(in: &tokens)
    }
}
