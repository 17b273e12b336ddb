import NapkinCombine
import Testing

private final class Scoreboard: ObservableObject {
    @Published var score = 0
    @Published var doubled = 0
    @Published var player = "—"

    init(points: PassthroughSubject<Int, Never>) {
        points.map { $0 * 2 }.assign(to: &$doubled)
    }
}

/// A service as apps write one: `@Published` in a class that is not an `ObservableObject` (Combine allows it).
private final class AuthService {
    @Published var userSession: String?
}

@Suite("ObservableObject and @Published")
struct ObservableObjectTests {
    @Test("assign(to: &$property) writes through the object, sends objectWillChange, and makes no cycle")
    func assignToPublished() {
        let points = PassthroughSubject<Int, Never>()
        weak var released: Scoreboard?
        var changes = 0
        do {
            let board = Scoreboard(points: points)
            released = board
            let token = board.objectWillChange.sink { changes += 1 }
            points.send(5)
            #expect(board.doubled == 10)
            token.cancel()
        }
        #expect(changes == 1)
        #expect(released == nil)
        points.send(6)  // the subscription went with the property: nothing left to write to
    }

    @Test("An object's objectWillChange is one publisher; one without @Published never sends")
    func sharedPublisher() {
        let board = Scoreboard(points: PassthroughSubject())
        #expect(board.objectWillChange === board.objectWillChange)
        final class Plain: ObservableObject {}
        var sent = false
        let token = Plain().objectWillChange.sink { sent = true }
        #expect(!sent)
        _ = token
    }

    @Test("@Published in a plain class: reads and writes, and $property publishes the current and each new value")
    func publishedOutsideObservableObject() {
        let service = AuthService()
        var seen: [String?] = []
        let token = service.$userSession.sink { seen.append($0) }
        service.userSession = "ada"
        service.userSession = nil
        #expect(service.userSession == nil)
        #expect(seen == [nil, "ada", nil])
        token.cancel()
    }
}
