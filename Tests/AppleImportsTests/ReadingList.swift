import Foundation

/// An `@Observable` model in a file that imports only Foundation, as iOS 17 apps write them:
/// Apple's Foundation re-exports Observation; here the AppleImports plugin's file does.
@Observable
final class ReadingList {
    var titles: [String] = []
    var finished: Set<String> = []

    var remaining: Int { titles.count - finished.count }

    func finish(_ title: String) {
        finished.insert(title)
    }
}
