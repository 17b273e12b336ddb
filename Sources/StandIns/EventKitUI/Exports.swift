// `import EventKitUI` brings EventKit (and so Foundation), as Apple's EventKitUI does: a file importing only
// EventKitUI and SwiftUI uses EKEventStore and EKEvent.
@_exported import EventKit
