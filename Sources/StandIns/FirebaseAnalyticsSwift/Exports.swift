// `import FirebaseAnalyticsSwift`: the module older apps import for Analytics' SwiftUI modifier, which Firebase 10.17
// moved into FirebaseAnalytics. Re-exports it.
@_exported import FirebaseAnalytics
