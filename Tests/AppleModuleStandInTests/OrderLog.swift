// A service file as iOS apps write it: `import os` alone, for Logger.
import os

struct OrderLog {
    let logger: Logger

    func placed(_ count: Int) {
        logger.notice("placed \(count) orders")
    }
}
