// A file importing only CoreData, as Xcode's Persistence.swift does: Foundation comes with it.
import CoreData

func describeLoadError(_ error: (any Error)?) -> String? {
    guard let error = error as NSError? else { return nil }
    return "\(error.domain) \(error.code) at \(Date(timeIntervalSince1970: 0).timeIntervalSince1970)"
}
