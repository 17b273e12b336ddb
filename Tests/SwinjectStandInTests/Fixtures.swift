import Foundation
import Swinject

// Services the suites register: protocols with classes behind them, as apps' composition roots have them.
protocol Greeting {
    var text: String { get }
}

final class Hello: Greeting {
    let text: String
    init(text: String = "hello") { self.text = text }
}

struct Plain: Greeting {
    let text: String
}

protocol Clock: AnyObject {
    var now: Date { get }
}

final class FixedClock: Clock {
    let now = Date(timeIntervalSince1970: 0)
}

final class Greeter {
    let greeting: Greeting
    let clock: Clock?
    init(greeting: Greeting, clock: Clock? = nil) {
        self.greeting = greeting
        self.clock = clock
    }
}

/// Two objects that need each other: the parent takes its child at init, the child gets its parent afterwards.
final class Parent {
    let child: Child
    init(child: Child) { self.child = child }
}

final class Child {
    weak var parent: Parent?
}

/// Two objects that need each other at init: nothing breaks the cycle.
final class Chicken {
    let egg: Egg?
    init(egg: Egg?) { self.egg = egg }
}

final class Egg {
    let chicken: Chicken?
    init(chicken: Chicken?) { self.chicken = chicken }
}

/// The lines Swinject logged while a test ran, captured through `Container.loggingFunction`.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    func contains(_ text: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return lines.contains { $0.contains(text) }
    }

    /// Sends Swinject's log here while `body` runs (suites that log run one test at a time).
    static func capturing(_ body: (LogCapture) throws -> Void) rethrows {
        let capture = LogCapture()
        let previous = Container.loggingFunction
        Container.loggingFunction = { capture.append($0) }
        defer { Container.loggingFunction = previous }
        try body(capture)
    }
}
