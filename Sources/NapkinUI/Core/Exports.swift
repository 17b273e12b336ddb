// `import NapkinUI` gives a file what `import SwiftUI` gives it: NapkinUI's API and Foundation
// (`URL`, `Date`, `CGFloat`, `URLSession.shared`), and nothing of the renderer. NapkinUI
// imports Raster `internal`ly; the few signatures that hand out a picture (`Window.render()`,
// `Image(bitmap:)`) import RasterCore publicly in their own file, which lets callers use the
// `Bitmap` they get without putting the renderer's names into their namespace.
@_exported import Foundation

// What Apple's Foundation has and Linux's lacks (`UserDefaults.setValue(_:forKey:)`, formatters).
@_exported import NapkinFoundation

#if canImport(FoundationNetworking)
// `URLSession` and `URLRequest` live here on Linux; on Apple platforms they are Foundation's.
@_exported import FoundationNetworking
#endif

#if os(Linux)
// UIKit re-exports UserNotifications on iOS, so a SwiftUI screen that asks for notification
// permission names `UNUserNotificationCenter` with `import SwiftUI` alone. On Linux the names
// come from napkin's in-memory stand-in (`Sources/StandIns/UserNotifications`).
@_exported import UserNotifications
// SwiftUI re-exports UniformTypeIdentifiers on iOS (`FileDocument`, `fileExporter` and
// `onDrop` name `UTType`), so a screen declaring a document needs no import of its own.
@_exported import UniformTypeIdentifiers
#endif
