// A file importing only CoreData, as Xcode's Persistence.swift does: Foundation comes with it.
import CoreData

func describeLoadError(_ error: (any Error)?) -> String? {
    guard let error = error as NSError? else { return nil }
    return "\(error.domain) \(error.code) at \(Date(timeIntervalSince1970: 0).timeIntervalSince1970)"
}

/// A transformable attribute's transformer, as CoreData apps register one (Foundation's
/// `ValueTransformer`, which Linux's Foundation lacks, comes with CoreData as Foundation does).
final class TrimmingTransformer: ValueTransformer, @unchecked Sendable {
    override func transformedValue(_ value: Any?) -> Any? {
        (value as? String)?.trimmingCharacters(in: .whitespaces)
    }

    static func register() {
        ValueTransformer.setValueTransformer(TrimmingTransformer(), forName: NSValueTransformerName("TrimmingTransformer"))
    }
}
