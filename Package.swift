// swift-tools-version:6.0
// napkin for Linux: the napkin architecture, a raster UI library that draws to PNG,
// and image snapshot testing, on the Swift toolchain and Debian system libraries only.
import CompilerPluginSupport
import PackageDescription

/// A system library found through pkg-config, installed by `make deps` on Debian.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

// `import napkin` as upstream napkin spells it: a module named `napkin` that re-exports
// `Napkin`. The two names differ only in case, so they can live side by side only on a
// case-sensitive file system (their build products would collide otherwise): Linux only.
#if os(Linux)
let upstreamModuleNameProducts: [Product] = [.library(name: "napkin", targets: ["napkin"])]
let upstreamModuleNameTargets: [Target] = [.target(name: "napkin", dependencies: ["Napkin"], path: "Sources/NapkinModuleAlias")]
let upstreamModuleNameDependencies: [Target.Dependency] = ["napkin"]
#else
let upstreamModuleNameProducts: [Product] = []
let upstreamModuleNameTargets: [Target] = []
let upstreamModuleNameDependencies: [Target.Dependency] = []
#endif

// Stand-ins for the Apple modules an iOS screen's files import beside SwiftUI (and for two
// third-party image packages that do not build on Linux), each under the module's own name;
// what each one does is said beside its target below. Opt-in: no target of
// this package depends on them, so they exist only in the builds of users who add the product,
// where a dependency's `#if canImport(Combine)` sees the stand-in (README, "Porting an iOS
// screen"). Linux only: on Apple platforms the real modules are there.
#if os(Linux)
// The exception: UIKit re-exports UserNotifications on iOS (its notification-response additions
// import it), so a SwiftUI file sees `UNUserNotificationCenter` with `import SwiftUI` alone, and
// NapkinUI re-exports the stand-in as well.
let napkinUIStandInDependencies: [Target.Dependency] = ["UserNotifications", "UniformTypeIdentifiers"]
let appleModuleStandInProducts: [Product] = [
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "CoreLocationUI", targets: ["CoreLocationUI"]),
    .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
    .library(name: "SQLite3", targets: ["SQLite3"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "FoundationModels", targets: ["FoundationModels"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SwiftData", targets: ["SwiftData"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "Photos", targets: ["Photos"]),
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "CoreText", targets: ["CoreText"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "_MapKit_SwiftUI", targets: ["_MapKit_SwiftUI"]),
    .library(name: "_PhotosUI_SwiftUI", targets: ["_PhotosUI_SwiftUI"]),
    .library(name: "_StoreKit_SwiftUI", targets: ["_StoreKit_SwiftUI"]),
    .library(name: "_SwiftData_SwiftUI", targets: ["_SwiftData_SwiftUI"]),
    .library(name: "_AuthenticationServices_SwiftUI", targets: ["_AuthenticationServices_SwiftUI"]),
    .library(name: "CoreData", targets: ["CoreData"]),
    .library(name: "CoreMedia", targets: ["CoreMedia"]),
    .library(name: "AVFAudio", targets: ["AVFAudio"]),
    .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "AVKit", targets: ["AVKit"]),
    .library(name: "WebKit", targets: ["WebKit"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    .library(name: "MessageUI", targets: ["MessageUI"]),
    .library(name: "CryptoKit", targets: ["CryptoKit"]),
    .library(name: "CoreMotion", targets: ["CoreMotion"]),
    .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
    .library(name: "Vision", targets: ["Vision"]),
    .library(name: "CoreML", targets: ["CoreML"]),
    .library(name: "WeatherKit", targets: ["WeatherKit"]),
    .library(name: "MusicKit", targets: ["MusicKit"]),
    .library(name: "HealthKit", targets: ["HealthKit"]),
    .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
    .library(name: "PDFKit", targets: ["PDFKit"]),
    .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
    .library(name: "EventKit", targets: ["EventKit"]),
    .library(name: "EventKitUI", targets: ["EventKitUI"]),
    .library(name: "Security", targets: ["Security"]),
    .library(name: "Contacts", targets: ["Contacts"]),
    .library(name: "ContactsUI", targets: ["ContactsUI"]),
    .library(name: "CoreImage", targets: ["CoreImage"]),
    .library(name: "VisionKit", targets: ["VisionKit"]),
    .library(name: "Network", targets: ["Network"]),
    .library(name: "Speech", targets: ["Speech"]),
    .library(name: "NaturalLanguage", targets: ["NaturalLanguage"]),
    .library(name: "AppTrackingTransparency", targets: ["AppTrackingTransparency"]),
    .library(name: "Kingfisher", targets: ["Kingfisher"]),
    .library(name: "KingfisherSwiftUI", targets: ["KingfisherSwiftUI"]),
    .library(name: "SDWebImage", targets: ["SDWebImage"]),
    .library(name: "SDWebImageSwiftUI", targets: ["SDWebImageSwiftUI"]),
    .library(name: "RealmSwift", targets: ["RealmSwift"]),
    .library(name: "GoogleSignIn", targets: ["GoogleSignIn"]),
    .library(name: "GoogleSignInSwift", targets: ["GoogleSignInSwift"]),
    .library(name: "FBSDKCoreKit", targets: ["FBSDKCoreKit"]),
    .library(name: "FBSDKLoginKit", targets: ["FBSDKLoginKit"]),
    .library(name: "FacebookCore", targets: ["FacebookCore"]),
    .library(name: "FacebookLogin", targets: ["FacebookLogin"]),
    .library(name: "FirebaseCore", targets: ["FirebaseCore"]),
    .library(name: "FirebaseAuth", targets: ["FirebaseAuth"]),
    .library(name: "FirebaseStorage", targets: ["FirebaseStorage"]),
    .library(name: "FirebaseAnalytics", targets: ["FirebaseAnalytics"]),
    .library(name: "FirebaseCrashlytics", targets: ["FirebaseCrashlytics"]),
    .library(name: "FirebaseMessaging", targets: ["FirebaseMessaging"]),
    .library(name: "FirebaseAnalyticsSwift", targets: ["FirebaseAnalyticsSwift"]),
    .library(name: "FirebaseStorageSwift", targets: ["FirebaseStorageSwift"]),
    .library(name: "Firebase", targets: ["Firebase"]),
    .library(name: "HealthKitUI", targets: ["HealthKitUI"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "TipKit", targets: ["TipKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "Shimmer", targets: ["Shimmer"]),
    .library(name: "SwiftyJSON", targets: ["SwiftyJSON"]),
    .library(name: "FeedKit", targets: ["FeedKit"]),
    .library(name: "SwiftSoup", targets: ["SwiftSoup"]),
    .library(name: "Lottie", targets: ["Lottie"]),
    .library(name: "GoogleMobileAds", targets: ["GoogleMobileAds"]),
    .library(name: "ManagedSettings", targets: ["ManagedSettings"]),
    .library(name: "FamilyControls", targets: ["FamilyControls"]),
    .library(name: "DeviceActivity", targets: ["DeviceActivity"]),
    .library(name: "CloudKit", targets: ["CloudKit"]),
    .library(name: "LinkPresentation", targets: ["LinkPresentation"]),
    .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
    .library(name: "PencilKit", targets: ["PencilKit"]),
    .library(name: "SystemConfiguration", targets: ["SystemConfiguration"]),
    .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
    .library(name: "MultipeerConnectivity", targets: ["MultipeerConnectivity"]),
    .library(name: "QuickLook", targets: ["QuickLook"]),
    .library(name: "_QuickLook_SwiftUI", targets: ["_QuickLook_SwiftUI"]),
    .library(name: "QuickLookThumbnailing", targets: ["QuickLookThumbnailing"]),
    .library(name: "FirebaseFirestore", targets: ["FirebaseFirestore"]),
    .library(name: "FirebaseFirestoreSwift", targets: ["FirebaseFirestoreSwift"]),
    .library(name: "FirebaseDatabase", targets: ["FirebaseDatabase"]),
    .library(name: "FirebaseDatabaseInternal", targets: ["FirebaseDatabaseInternal"]),
    .library(name: "FirebaseDatabaseSwift", targets: ["FirebaseDatabaseSwift"]),
    .library(name: "Alamofire", targets: ["Alamofire"]),
    .library(name: "Swinject", targets: ["Swinject"]),
    .library(name: "SwinjectAutoregistration", targets: ["SwinjectAutoregistration"]),
]
let appleModuleStandInTargets: [Target] = [
    // Combine's publishers, subjects and operators: NapkinCombine under Combine's name.
    .target(name: "Combine", dependencies: ["NapkinCombine"], path: "Sources/StandIns/Combine"),
    // Foundation's CGFloat, CGPoint, CGSize, CGRect and CGRectEdge under CoreGraphics' name.
    .target(name: "CoreGraphics", path: "Sources/StandIns/CoreGraphics"),
    // `Logger` and `OSLog`, writing to standard error.
    .target(name: "OSLog", path: "Sources/StandIns/OSLog"),
    // `UTType` with the system's conformance tree.
    .target(name: "UniformTypeIdentifiers", path: "Sources/StandIns/UniformTypeIdentifiers"),
    // Locations, geocoding and a location manager fed by a simulated source.
    .target(name: "CoreLocation", dependencies: ["NapkinCombine", "Contacts"], path: "Sources/StandIns/CoreLocation"),
    // SwiftUI's LocationButton, which grants one-time authorization through the simulated source.
    .target(name: "CoreLocationUI", dependencies: ["NapkinUI", "CoreLocation"], path: "Sources/StandIns/CoreLocationUI"),
    // Background refresh and processing requests, run when a test says the system would.
    .target(name: "BackgroundTasks", path: "Sources/StandIns/BackgroundTasks"),
    // SQLite under iOS's module name: the system's library (libsqlite3-dev).
    .target(name: "SQLite3", dependencies: ["CSQLite3"], path: "Sources/StandIns/SQLite3"),
    // An in-memory notification centre: requests, triggers, categories and authorization.
    .target(name: "UserNotifications", path: "Sources/StandIns/UserNotifications"),
    // OSLog under the name iOS files also import.
    .target(name: "os", dependencies: ["OSLog"], path: "Sources/StandIns/os"),
    // NapkinUI under iOS 18's name for SwiftUI's core.
    .target(name: "SwiftUICore", dependencies: ["NapkinUI"], path: "Sources/StandIns/SwiftUICore"),
    // `import SwiftUI` kept as written (scoped imports, `#if canImport(SwiftUI)`): NapkinUI under that name.
    .target(name: "SwiftUI", dependencies: ["NapkinUI"], path: "Sources/StandIns/SwiftUI"),
    // `import UIKit` kept as written, and `#if canImport(UIKit)` true as on iOS: NapkinUI under that name.
    .target(name: "UIKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/UIKit"),
    // In-memory models, contexts and `@Query`; `@Model` is expanded by NapkinUI's macro plugin.
    .target(name: "SwiftData", dependencies: ["NapkinUI", "NapkinPreviewMacros"], path: "Sources/StandIns/SwiftData"),
    // Swift Charts' marks, scales, axes and legend, drawn with NapkinUI's canvas, text and stacks.
    .target(name: "Charts", dependencies: ["NapkinUI"], path: "Sources/StandIns/Charts"),
    // SwiftUI's Map (both generations) and MapKit's geometry, items and map view; no tiles, no network.
    .target(name: "MapKit", dependencies: ["NapkinUI", "CoreLocation", "Contacts"], path: "Sources/StandIns/MapKit"),
    // `LAContext` on a machine without biometry.
    .target(name: "LocalAuthentication", path: "Sources/StandIns/LocalAuthentication"),
    // PhotosPicker and the photo picker controller, with no photo library to pick from.
    .target(name: "PhotosUI", dependencies: ["NapkinUI", "Photos"], path: "Sources/StandIns/PhotosUI"),
    // The photo library's access, assets and change requests, kept in napkin's simulated library (NapkinUI's, which
    // UIImageWriteToSavedPhotosAlbum saves to); restricted unless a test gives the process a library.
    .target(name: "Photos", dependencies: ["NapkinUI"], path: "Sources/StandIns/Photos"),
    // The rating prompt request (`requestReview`), shown never and counted.
    .target(name: "StoreKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/StoreKit"),
    // `import CoreText`: the font manager's calls apps make at launch, declared in NapkinUI (iOS's SwiftUI brings them) and re-exported.
    .target(name: "CoreText", dependencies: ["NapkinUI"], path: "Sources/StandIns/CoreText"),
    // `import QuartzCore`: Core Animation's layers, animations and transforms, declared in NapkinUI (drawn with views) and re-exported.
    .target(name: "QuartzCore", dependencies: ["NapkinUI"], path: "Sources/StandIns/QuartzCore"),
    // The names of iOS's SwiftUI cross-import overlays, which some files import directly.
    .target(name: "_MapKit_SwiftUI", dependencies: ["MapKit"], path: "Sources/StandIns/_MapKit_SwiftUI"),
    .target(name: "_PhotosUI_SwiftUI", dependencies: ["PhotosUI"], path: "Sources/StandIns/_PhotosUI_SwiftUI"),
    .target(name: "_StoreKit_SwiftUI", dependencies: ["StoreKit"], path: "Sources/StandIns/_StoreKit_SwiftUI"),
    .target(name: "_SwiftData_SwiftUI", dependencies: ["SwiftData"], path: "Sources/StandIns/_SwiftData_SwiftUI"),
    .target(
        name: "_AuthenticationServices_SwiftUI", dependencies: ["AuthenticationServices"],
        path: "Sources/StandIns/_AuthenticationServices_SwiftUI"),
    // In-memory managed objects, contexts, containers, NSPredicate's format language and `@FetchRequest`.
    .target(name: "CoreData", dependencies: ["NapkinUI", "NapkinFoundation", "CloudKit"], path: "Sources/StandIns/CoreData"),
    // Media and web without devices, decoders or a web engine: players whose time moves only when
    // told, audio files read to their headers, a web view that draws its background and keeps its
    // history, Safari's and the composers' chrome.
    .target(name: "CoreMedia", path: "Sources/StandIns/CoreMedia"),
    .target(name: "AVFAudio", dependencies: ["AudioToolbox"], path: "Sources/StandIns/AVFAudio"),
    // System sounds and the vibration, recorded rather than played (AVFAudio re-exports it, as on iOS).
    .target(name: "AudioToolbox", path: "Sources/StandIns/AudioToolbox"),
    .target(
        name: "AVFoundation", dependencies: ["CoreMedia", "AVFAudio", "NapkinFoundation", "NapkinUI"], path: "Sources/StandIns/AVFoundation"
    ),
    .target(name: "AVKit", dependencies: ["AVFoundation", "NapkinUI"], path: "Sources/StandIns/AVKit"),
    .target(name: "WebKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/WebKit"),
    .target(name: "SafariServices", dependencies: ["NapkinUI"], path: "Sources/StandIns/SafariServices"),
    .target(name: "MessageUI", dependencies: ["NapkinUI"], path: "Sources/StandIns/MessageUI"),
    // Hashes, HMAC and keys, with libcrypto doing the hashing.
    .target(name: "CryptoKit", dependencies: ["CCrypto"], path: "Sources/StandIns/CryptoKit"),
    // The motion manager, pedometer, altimeter and activity manager of a device without sensors.
    .target(name: "CoreMotion", path: "Sources/StandIns/CoreMotion"),
    // Sign in with Apple's button, requests and controller, and web sign-in sessions, on a machine
    // without an Apple Account: every request ends cancelled.
    .target(name: "AuthenticationServices", dependencies: ["NapkinUI"], path: "Sources/StandIns/AuthenticationServices"),
    // Vision's requests and observations; nothing is recognised on Linux (no models). Re-exports CoreImage, as
    // Vision's headers import Core Image on iOS.
    .target(name: "Vision", dependencies: ["NapkinUI", "CoreImage"], path: "Sources/StandIns/Vision"),
    // Core ML's arrays, feature values and providers, and an open MLModel that loads no model file: Xcode's
    // generated model classes compile, and a subclass gives the predictions.
    .target(name: "CoreML", path: "Sources/StandIns/CoreML"),
    // WeatherKit's values, queries and service; with no Apple weather service on Linux, a service answers only
    // with the weather a test gave it and otherwise throws permissionDenied, as for a refused request.
    .target(name: "WeatherKit", dependencies: ["CoreLocation"], path: "Sources/StandIns/WeatherKit"),
    // MusicKit's authorization, subscription, items, catalog/library requests and players over napkin's simulated Apple
    // Music (no Apple Music on Linux, never the network): what a test seeds is what the requests find; an unseeded
    // catalog throws developerTokenRequestFailed, as for an app not registered for MusicKit.
    .target(name: "MusicKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/MusicKit"),
    // HealthKit's store, types, units, samples and queries over an in-memory database, one per process (no Health
    // app on Linux); the permission sheet is answered at once, by default allowing what was asked.
    .target(name: "HealthKit", dependencies: ["NapkinFoundation"], path: "Sources/StandIns/HealthKit"),
    // The now-playing centre, the remote commands and the volume view of a device without an audio route
    // (the simulator's: the volume view draws nothing).
    .target(name: "MediaPlayer", dependencies: ["NapkinUI"], path: "Sources/StandIns/MediaPlayer"),
    // PDF documents read by a bounded parser of napkin's own (no renderer: pages show their
    // paper), written by Cairo's PDF surface or rewritten; PDFView laid out as iOS lays it out.
    .target(name: "PDFKit", dependencies: ["NapkinUI", "CZlib", "CCairoPDF", "CCrypto"], path: "Sources/StandIns/PDFKit"),
    // The haptic engine, patterns (AHAP files read with bounds) and players of a device without a Taptic Engine
    // (the Simulator's): nothing is felt; the engine plays on a timeline of its own and records what it played.
    .target(name: "CoreHaptics", dependencies: ["AVFAudio"], path: "Sources/StandIns/CoreHaptics"),
    // EventKit's store, events, reminders and calendars on a calendar database kept in memory for the process,
    // with the person's answer to access prompts chosen by the test (declined unless told); EventKitUI's event
    // editor drawn as iOS's "New Event" sheet, saving through the store.
    .target(name: "EventKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/EventKit"),
    .target(name: "EventKitUI", dependencies: ["EventKit", "NapkinUI"], path: "Sources/StandIns/EventKitUI"),
    // The keychain (SecItemAdd/CopyMatching/Update/Delete) kept in memory for the process, and P-256 keys
    // (SecKey: generation, X9.63 export and import, ECDSA, Apple's ECIES) with libcrypto doing the cryptography;
    // no Secure Enclave (creating a key in it fails), access control kept and not enforced.
    .target(name: "Security", dependencies: ["NapkinUI", "CCryptoEC"], path: "Sources/StandIns/Security"),
    // Contacts' store, contacts, formatters and save requests on an address book kept in memory for the process,
    // with the person's answer to the access prompt chosen by the test (declined unless told); ContactsUI's contact
    // card, "New Contact" form and contact picker drawn as iOS draws them, saving through the store.
    .target(name: "Contacts", path: "Sources/StandIns/Contacts"),
    .target(name: "ContactsUI", dependencies: ["Contacts", "NapkinUI"], path: "Sources/StandIns/ContactsUI"),
    // Core Image's images, contexts and filters computed on the CPU (QR codes by libqrencode). Swift cannot
    // declare submodules: `CoreImageHeaders` is a Clang module named `CoreImage` whose explicit submodule
    // `CIFilterBuiltins` gives `import CoreImage.CIFilterBuiltins` a module to find; the names are Swift's.
    .systemLibrary(name: "CoreImageHeaders", path: "Sources/StandIns/CoreImageHeaders"),
    // The cross-import overlay Swift Testing names for `import Testing` beside `import CoreImage`, empty (Linux has none).
    .target(name: "_Testing_CoreImage", path: "Sources/StandIns/_Testing_CoreImage"),
    .target(
        name: "CoreImage", dependencies: ["NapkinUI", "CQREncode", "CoreImageHeaders", "_Testing_CoreImage"],
        path: "Sources/StandIns/CoreImage"),
    // VisionKit's document camera and data scanner on a device without a camera: not supported, drawn black
    // with iOS's controls; Cancel reaches the delegate.
    .target(name: "VisionKit", dependencies: ["NapkinUI", "Vision"], path: "Sources/StandIns/VisionKit"),

    // Network's path monitor reading this machine's interfaces (getifaddrs, re-read every 2 s while started), a path a
    // test can set instead, endpoints, and TCP connections on POSIX sockets.
    .target(name: "Network", path: "Sources/StandIns/Network"),

    // The on-device language model's sessions, schemas and generated content, with no model: unavailable unless a
    // test installs a responder (NapkinLanguageModel); `@Generable` and `@Guide` are expanded by NapkinUI's macro plugin.
    .target(name: "FoundationModels", dependencies: ["NapkinPreviewMacros"], path: "Sources/StandIns/FoundationModels"),

    // Speech recognition without a recogniser on Linux: a test installs the text a recognition produces and answers the
    // permission prompt (declined unless told); re-exports AVFoundation, as Apple's does.
    .target(name: "Speech", dependencies: ["AVFoundation", "AVFAudio", "NapkinCombine"], path: "Sources/StandIns/Speech"),

    // NaturalLanguage's tokenizer, language recognizer, tagger and embeddings without Apple's models: word and sentence
    // boundaries from ICU (the toolchain's own copy, which Foundation links), languages from scripts and common
    // words, English word classes, names, lemmas and sentiment from rules; no built-in embeddings.
    .target(name: "NaturalLanguage", path: "Sources/StandIns/NaturalLanguage", linkerSettings: [.linkedLibrary("_FoundationICU")]),
    // The tracking permission prompt, answered as a test says (nobody answers unless told).
    .target(name: "AppTrackingTransparency", path: "Sources/StandIns/AppTrackingTransparency"),
    // Not Apple's: stand-ins for the two third-party image packages iOS screens import most, which do not build on
    // Linux. Kingfisher's KFImage, image view extension, manager, caches (in memory) and processors (on the pixels),
    // loading as AsyncImage does: files from disk, anything else through the environment's AsyncImageLoader (offline).
    .target(name: "Kingfisher", dependencies: ["NapkinUI"], path: "Sources/StandIns/Kingfisher"),
    // Kingfisher 5's SwiftUI module (`import KingfisherSwiftUI`): re-exports Kingfisher.
    .target(name: "KingfisherSwiftUI", dependencies: ["Kingfisher"], path: "Sources/StandIns/KingfisherSwiftUI"),
    // SDWebImage's options, context keys, cache and manager, loading as AsyncImage does (never the network).
    .target(name: "SDWebImage", dependencies: ["NapkinUI"], path: "Sources/StandIns/SDWebImage"),
    // SDWebImageSwiftUI's WebImage, AnimatedImage (first frame), indicators and transitions; re-exports SDWebImage.
    .target(name: "SDWebImageSwiftUI", dependencies: ["SDWebImage", "NapkinUI"], path: "Sources/StandIns/SDWebImageSwiftUI"),
    // Not Apple's: realm/realm-swift's objects, `@Persisted`, realms, results, type-safe and format queries,
    // notifications and SwiftUI wrappers, kept in memory per configuration (no Objective-C runtime: properties are
    // found through their `@Persisted` wrappers; nothing is written to disk).
    .target(name: "RealmSwift", dependencies: ["NapkinUI", "NapkinFoundation"], path: "Sources/StandIns/RealmSwift"),
    // Not Apple's: google/GoogleSignIn-iOS's GIDSignIn, users, tokens and errors, signing in through a simulated
    // account sheet and keychain a test fills (SimulatedGoogleAccounts), never the network; GIDSignInButton drawn.
    .target(name: "GoogleSignIn", dependencies: ["NapkinUI"], path: "Sources/StandIns/GoogleSignIn"),
    // GoogleSignIn-iOS's SwiftUI button (GoogleSignInButton and its view model), drawn as GoogleSignInSwift draws it.
    .target(name: "GoogleSignInSwift", dependencies: ["GoogleSignIn", "NapkinUI"], path: "Sources/StandIns/GoogleSignInSwift"),
    // Not Apple's: facebook/facebook-ios-sdk's core (AccessToken, Profile, Settings, ApplicationDelegate, FBButton) and a
    // simulated login dialog a test fills (SimulatedFacebookAccounts); nothing reaches the network.
    .target(name: "FBSDKCoreKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/FBSDKCoreKit"),
    // facebook-ios-sdk's LoginManager, results, errors and FBLoginButton; re-exports FBSDKCoreKit.
    .target(name: "FBSDKLoginKit", dependencies: ["FBSDKCoreKit", "NapkinUI"], path: "Sources/StandIns/FBSDKLoginKit"),
    // The Swift Package Manager names of the two (`import FacebookCore`, `import FacebookLogin`), re-exporting them.
    .target(name: "FacebookCore", dependencies: ["FBSDKCoreKit"], path: "Sources/StandIns/FacebookCore"),
    .target(name: "FacebookLogin", dependencies: ["FBSDKLoginKit"], path: "Sources/StandIns/FacebookLogin"),
    // Not Apple's: firebase/firebase-ios-sdk's FirebaseApp, FirebaseOptions (GoogleService-Info.plist) and logger
    // settings; without a plist, configure() makes napkin's simulated project the other Firebase stand-ins keep data in.
    .target(name: "FirebaseCore", dependencies: ["NapkinSupport"], path: "Sources/StandIns/FirebaseCore"),
    // firebase-ios-sdk's Auth, User, credentials and AuthErrorCode, against a simulated account backend a test seeds
    // (SimulatedFirebaseAuth) with Firebase's rules and error codes; nothing reaches the network.
    .target(name: "FirebaseAuth", dependencies: ["FirebaseCore"], path: "Sources/StandIns/FirebaseAuth"),
    // firebase-ios-sdk's Storage, references, uploads, downloads, listings and StorageError, against in-memory buckets
    // (SimulatedFirebaseStorage); download URLs are file URLs of the bytes, which AsyncImage draws.
    .target(name: "FirebaseStorage", dependencies: ["FirebaseCore", "NapkinSupport"], path: "Sources/StandIns/FirebaseStorage"),
    // firebase-ios-sdk's Analytics (events checked with Analytics' naming rules, kept for a test in
    // SimulatedFirebaseAnalytics) and Crashlytics (errors, logs and keys kept in memory); nothing is sent.
    .target(name: "FirebaseAnalytics", dependencies: ["FirebaseCore", "NapkinUI"], path: "Sources/StandIns/FirebaseAnalytics"),
    .target(name: "FirebaseCrashlytics", dependencies: ["FirebaseCore"], path: "Sources/StandIns/FirebaseCrashlytics"),
    // firebase-ios-sdk's Messaging (FCM tokens issued once the APNs token is set, topics with FCM's name rules,
    // MessagingDelegate, MessagingError) against an in-memory FCM backend (SimulatedFirebaseMessaging); no network.
    .target(name: "FirebaseMessaging", dependencies: ["FirebaseCore", "UserNotifications"], path: "Sources/StandIns/FirebaseMessaging"),
    // The modules older apps import for Analytics' SwiftUI modifier and Storage's async forms (in the main modules since
    // Firebase 10): re-export them.
    .target(name: "FirebaseAnalyticsSwift", dependencies: ["FirebaseAnalytics"], path: "Sources/StandIns/FirebaseAnalyticsSwift"),
    .target(name: "FirebaseStorageSwift", dependencies: ["FirebaseStorage"], path: "Sources/StandIns/FirebaseStorageSwift"),
    // SwiftUI's Health permission modifiers, answered at once by the HealthKit stand-in's prompt; re-exports HealthKit.
    .target(name: "HealthKitUI", dependencies: ["HealthKit", "NapkinUI"], path: "Sources/StandIns/HealthKitUI"),
    // Widgets' configurations, timelines and entry views drawn at the home screen's sizes; no home screen asks for timelines.
    .target(name: "WidgetKit", dependencies: ["NapkinUI", "ActivityKit"], path: "Sources/StandIns/WidgetKit"),
    // Live Activities requested, updated and ended in a process-wide registry a test resets, reads and moves through
    // time (SimulatedActivities), with iOS's authorization switch, 4 KB payload and concurrent-activity limits as typed
    // errors; WidgetKit's ActivityConfiguration draws their Lock Screen presentation.
    .target(name: "ActivityKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/ActivityKit"),
    // Tips drawn inline and as popover bubbles, with rules, events and invalidation kept in an in-memory datastore;
    // `@Parameter` and `#Rule` are expanded by NapkinUI's macro plugin.
    .target(name: "TipKit", dependencies: ["NapkinUI", "NapkinPreviewMacros"], path: "Sources/StandIns/TipKit"),
    // Intents a test performs, their results' values and dialogs, parameters, enums and entities, the app's shortcuts
    // with their phrases, dependencies, and `Button(intent:)`/`Toggle(isOn:intent:)` running the intent when tapped.
    .target(name: "AppIntents", dependencies: ["NapkinUI"], path: "Sources/StandIns/AppIntents"),
    // Not Apple's: markiv/SwiftUI-Shimmer's `shimmering` modifier (a still frame draws the band at its start).
    .target(name: "Shimmer", dependencies: ["NapkinUI"], path: "Sources/StandIns/Shimmer"),
    // Not Apple's: SwiftyJSON/SwiftyJSON 5's JSON (forgiving subscripts and paths, its coercing getters and setters,
    // raw data and strings, merge, Codable), on Foundation only; a Sendable value tree with nesting and size bounds.
    .target(name: "SwiftyJSON", dependencies: ["NapkinSupport"], path: "Sources/StandIns/SwiftyJSON"),
    // Not Apple's: nmdias/FeedKit 9's FeedParser reading RSS (with the iTunes, Dublin Core, content, syndication and
    // Media RSS namespaces), Atom and JSON Feed into its models; no views. Foundation's XMLParser (no external
    // entities) within napkin's bounds on size and nesting; remote URLs through a URLSession a test can replace.
    .target(name: "FeedKit", path: "Sources/StandIns/FeedKit"),
    // Not Apple's: scinfu/SwiftSoup 2's HTML parser (jsoup's API): parse, parseBodyFragment, clean with a Whitelist,
    // Document/Element/Elements/Node with CSS selectors; no views. Its own HTML5-style tokenizer and tree builder on
    // Foundation only, within napkin's bounds on size and nesting (SwiftSoupLimits).
    .target(name: "SwiftSoup", path: "Sources/StandIns/SwiftSoup"),
    // Not Apple's: airbnb/lottie-ios 4's LottieAnimation, LottieAnimationView and LottieView, drawing a Bodymovin
    // animation's frame (shape, solid and precomp layers) with NapkinUI's drawing API.
    .target(name: "Lottie", dependencies: ["NapkinUI", "NapkinSupport"], path: "Sources/StandIns/Lottie"),
    // Not Apple's: Google's Mobile Ads SDK (AdMob) in both spellings (SDK 12's BannerView, SDK 11's GADBannerView):
    // banners drawing Google's test ad, interstitial, rewarded and app open ads, answered by a simulated ad network a
    // test controls (offline by default, as a device without a network); nothing reaches the network.
    .target(name: "GoogleMobileAds", dependencies: ["NapkinUI"], path: "Sources/StandIns/GoogleMobileAds"),
    // Screen Time without Screen Time: opaque tokens and shield settings kept per store name, nothing shielded.
    .target(name: "ManagedSettings", path: "Sources/StandIns/ManagedSettings"),
    // Screen Time authorization answered by a test, the selection and its picker sheet (categories, no apps on Linux).
    .target(name: "FamilyControls", dependencies: ["ManagedSettings", "NapkinUI"], path: "Sources/StandIns/FamilyControls"),
    // Activity schedules checked and kept, nothing monitored; reports are empty remote views (no report extension runs).
    .target(
        name: "DeviceActivity", dependencies: ["FamilyControls", "ManagedSettings", "NapkinUI"], path: "Sources/StandIns/DeviceActivity"),
    // iCloud in memory: containers, databases, records, queries and operations a test seeds and reads; no network.
    .target(name: "CloudKit", dependencies: ["CoreLocation", "NapkinFoundation"], path: "Sources/StandIns/CloudKit"),
    // Link metadata a test hands out (never fetched from the network) and the rich link card drawn by LPLinkView.
    .target(name: "LinkPresentation", dependencies: ["NapkinUI", "PhotosUI"], path: "Sources/StandIns/LinkPresentation"),
    // Spotlight's items, attribute sets and an in-memory index a test reads; nothing reaches a system search.
    .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"], path: "Sources/StandIns/CoreSpotlight"),
    // PencilKit's canvas (a scroll view drawing its strokes, fed by NapkinUI's touches), drawings in napkin's own data
    // format, strokes on B-spline paths, inks, tools and the tool picker (not drawn); re-exports NapkinUI, as Apple's brings UIKit.
    .target(name: "PencilKit", dependencies: ["NapkinUI"], path: "Sources/StandIns/PencilKit"),
    // Network reachability answered from the path the Network stand-in sees (the machine's, or one a test simulates).
    .target(name: "SystemConfiguration", dependencies: ["NapkinUI", "Network"], path: "Sources/StandIns/SystemConfiguration"),
    // The phone's session with a watch: none paired unless a test pairs a simulated one; sends fail with WCError's codes.
    .target(name: "WatchConnectivity", path: "Sources/StandIns/WatchConnectivity"),
    // Nearby peers, sessions and invitations over an in-process simulated radio.
    .target(name: "MultipeerConnectivity", path: "Sources/StandIns/MultipeerConnectivity"),
    // Quick Look's preview controller and SwiftUI's `quickLookPreview`, drawing images, text, PDF pages (PDFKit's paper)
    // and the file card iOS shows for anything else; files read with bounds, regular files only, no symbolic link followed.
    .target(
        name: "QuickLook", dependencies: ["NapkinUI", "NapkinSupport", "PDFKit", "UniformTypeIdentifiers"],
        path: "Sources/StandIns/QuickLook"),
    // The overlay iOS declares `quickLookPreview` in, which some files import by name: the QuickLook stand-in.
    .target(name: "_QuickLook_SwiftUI", dependencies: ["QuickLook"], path: "Sources/StandIns/_QuickLook_SwiftUI"),
    // Thumbnails and icons of files, drawn from what the QuickLook stand-in reads.
    .target(
        name: "QuickLookThumbnailing", dependencies: ["QuickLook", "NapkinUI", "PDFKit", "UniformTypeIdentifiers"],
        path: "Sources/StandIns/QuickLookThumbnailing"),
    // Not Apple's: firebase/firebase-ios-sdk's Firestore (documents, collections, queries, listeners, batches,
    // transactions, Codable with @DocumentID/@ServerTimestamp, SwiftUI's @FirestoreQuery) over an in-memory database per
    // project that a test seeds and resets (SimulatedFirestore); nothing reaches the network.
    .target(name: "FirebaseFirestore", dependencies: ["FirebaseCore", "NapkinUI"], path: "Sources/StandIns/FirebaseFirestore"),
    // The module older apps import for Firestore's Codable and SwiftUI names (in FirebaseFirestore since 10.17): re-exports it.
    .target(name: "FirebaseFirestoreSwift", dependencies: ["FirebaseFirestore"], path: "Sources/StandIns/FirebaseFirestoreSwift"),
    // Not Apple's: firebase/firebase-ios-sdk's Realtime Database (references, observers with child and value events,
    // queries, transactions, ServerValue, Codable) over an in-memory JSON tree per database URL that a test seeds and
    // resets (SimulatedDatabase); observers run on the main queue; nothing reaches the network.
    .target(name: "FirebaseDatabase", dependencies: ["FirebaseCore"], path: "Sources/StandIns/FirebaseDatabase"),
    // The module names firebase-ios-sdk's package also gives the Realtime Database (its Objective-C part, and its
    // Codable support before Firebase 10): re-export it.
    .target(name: "FirebaseDatabaseInternal", dependencies: ["FirebaseDatabase"], path: "Sources/StandIns/FirebaseDatabaseInternal"),
    .target(name: "FirebaseDatabaseSwift", dependencies: ["FirebaseDatabase"], path: "Sources/StandIns/FirebaseDatabaseSwift"),
    // Not Apple's: Alamofire/Alamofire 5's Session (`AF`), requests, parameter encodings and encoders, validation,
    // response serializers, async serializing, interceptors and retry policies, multipart bodies and AFError. Requests
    // really go through URLSession (FoundationNetworking), so a configuration's `protocolClasses` answer them in tests
    // and previews; reachability is the Network stand-in's path.
    .target(name: "Alamofire", dependencies: ["Network"], path: "Sources/StandIns/Alamofire"),
    // Not Apple's: Swinject/Swinject 2's dependency injection Container (registrations with up to nine arguments,
    // names, the transient, graph, container and weak object scopes and an app's own, initCompleted, parent
    // containers, Assembly and Assembler), on Foundation only. Every container locks, so it is Sendable; a cycle past
    // 200 nested resolutions gives nil and a log line, where upstream stops the app.
    .target(name: "Swinject", path: "Sources/StandIns/Swinject"),
    // Not Apple's: Swinject/SwinjectAutoregistration's autoregister(_:initializer:) (up to twelve parameters, three
    // of them arguments) and the ~> operators.
    .target(name: "SwinjectAutoregistration", dependencies: ["Swinject"], path: "Sources/StandIns/SwinjectAutoregistration"),
    // Firebase's umbrella module (`import Firebase`): re-exports every Firebase stand-in.
    .target(
        name: "Firebase",
        dependencies: [
            "FirebaseCore", "FirebaseAuth", "FirebaseFirestore", "FirebaseStorage", "FirebaseAnalytics", "FirebaseCrashlytics",
            "FirebaseDatabase",
            "FirebaseMessaging",
        ],
        path: "Sources/StandIns/Firebase"),
]
let appleModuleStandInTests: [Target] = [
    .testTarget(
        name: "AppleModuleStandInTests",
        dependencies: [
            "Combine", "CoreGraphics", "OSLog", "UniformTypeIdentifiers", "CoreLocation", "CoreLocationUI", "BackgroundTasks", "SQLite3",
            "UserNotifications", "os",
            "SwiftUICore", "UIKit",
            "SwiftUI", "SwiftData", "Charts", "MapKit", "LocalAuthentication", "PhotosUI", "StoreKit", "CoreText", "_MapKit_SwiftUI",
            "QuartzCore", "CryptoKit", "CoreMotion",
            "AuthenticationServices", "Vision", "_PhotosUI_SwiftUI", "_StoreKit_SwiftUI", "_SwiftData_SwiftUI",
            "_AuthenticationServices_SwiftUI", "NapkinUI", "Contacts",
            "SnapshotTesting", "PackageTestSupport",
        ]),
    // With the AppleImports plugin: a view file importing only SwiftUI uses @FetchRequest, as SwiftUI declares it on iOS.
    .testTarget(name: "CoreDataStandInTests", dependencies: ["CoreData", "NapkinUI", "SnapshotTesting"], plugins: ["AppleImports"]),
    // Code written against Xcode's generated Core Data classes, compiled with the CoreDataModels plugin over the target's model.
    .testTarget(name: "CoreDataModelsPluginTests", dependencies: ["CoreData", "NapkinUI"], plugins: ["CoreDataModels"]),
    .testTarget(name: "CoreMLStandInTests", dependencies: ["CoreML", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "WeatherKitStandInTests", dependencies: ["WeatherKit", "CoreLocation", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "MusicKitStandInTests", dependencies: ["MusicKit", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "HealthKitStandInTests", dependencies: ["HealthKit", "HealthKitUI", "CoreData", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "WidgetKitStandInTests", dependencies: ["WidgetKit", "NapkinUI", "SnapshotTesting"]),
    // In the Swift 5 language mode apps' view models and widget extensions are written in.
    .testTarget(
        name: "ActivityKitStandInTests", dependencies: ["ActivityKit", "WidgetKit", "Combine", "NapkinUI", "SnapshotTesting"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "AppIntentsStandInTests", dependencies: ["AppIntents", "NapkinUI"]),
    // A timer app's intents, shortcuts and intent button in the Swift 5 language mode apps are written in.
    .testTarget(
        name: "AppIntentsSwift5StandInTests", dependencies: ["AppIntents", "NapkinUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "LottieStandInTests", dependencies: ["Lottie", "NapkinUI", "Raster", "SnapshotTesting"], resources: [.process("Resources")]),
    // In the Swift 5 language mode apps' ad code is written in.
    .testTarget(
        name: "GoogleMobileAdsStandInTests", dependencies: ["GoogleMobileAds", "NapkinUI", "Raster", "SnapshotTesting"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "TipKitAndShimmerStandInTests",
        dependencies: ["TipKit", "Shimmer", "NapkinUI", "Raster", "SnapshotTesting", "PackageTestSupport"]),
    // In the Swift 5 language mode apps' view models are written in.
    .testTarget(name: "SwiftyJSONStandInTests", dependencies: ["SwiftyJSON", "NapkinUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // In the Swift 5 language mode news and podcast apps are written in (a view model's parseAsync closure captures a
    // non-Sendable `self` and hops to the main queue by hand, as FeedKit's README shows).
    .testTarget(name: "FeedKitStandInTests", dependencies: ["FeedKit", "NapkinUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // In the Swift 5 language mode scraping and reader apps are written in (`try!`, `try doc.select(…)` in a service).
    .testTarget(name: "SwiftSoupStandInTests", dependencies: ["SwiftSoup"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "CloudKitStandInTests",
        dependencies: ["CloudKit", "LinkPresentation", "CoreSpotlight", "CoreData", "Photos", "NapkinUI", "SnapshotTesting"]),
    .testTarget(
        name: "ScreenTimeStandInTests",
        dependencies: ["FamilyControls", "DeviceActivity", "ManagedSettings", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "PDFKitStandInTests", dependencies: ["PDFKit", "CZlib", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "CoreHapticsStandInTests", dependencies: ["CoreHaptics"]),
    .testTarget(name: "PencilKitStandInTests", dependencies: ["PencilKit", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "SystemConfigurationStandInTests", dependencies: ["SystemConfiguration", "Network"]),
    .testTarget(name: "WatchConnectivityStandInTests", dependencies: ["WatchConnectivity"]),
    .testTarget(name: "MultipeerConnectivityStandInTests", dependencies: ["MultipeerConnectivity"]),
    .testTarget(
        name: "QuickLookStandInTests",
        dependencies: ["QuickLook", "_QuickLook_SwiftUI", "QuickLookThumbnailing", "PDFKit", "NapkinUI", "Raster", "SnapshotTesting"]),
    .testTarget(name: "EventKitStandInTests", dependencies: ["EventKit", "EventKitUI", "NapkinUI", "SnapshotTesting"]),
    // With the AppleImports plugin: a keychain helper importing only Foundation, as iOS files do.
    .testTarget(name: "SecurityStandInTests", dependencies: ["Security"], plugins: ["AppleImports"]),
    .testTarget(name: "ContactsStandInTests", dependencies: ["Contacts", "ContactsUI", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "CoreImageStandInTests", dependencies: ["CoreImage", "CQREncode", "NapkinUI", "SnapshotTesting"]),
    .testTarget(name: "VisionKitStandInTests", dependencies: ["VisionKit", "NapkinUI", "SnapshotTesting"]),
    // In the Swift 5 language mode iOS apps' network monitors are written in (their handler captures a
    // non-Sendable `self`, which Swift 6 refuses on iOS as here).
    .testTarget(
        name: "NetworkStandInTests", dependencies: ["Network", "NapkinUI", "SnapshotTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Alamofire's stand-in through a URLProtocol that answers (nothing leaves the machine), in the Swift 5 language
    // mode the apps calling it are written in (a view model's completion handler mutating its `@Published` state).
    .testTarget(
        name: "AlamofireStandInTests", dependencies: ["Alamofire", "Network", "NapkinUI", "PackageTestSupport"], exclude: ["Support"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    // Swinject's stand-in in the Swift 5 language mode composition roots and view models are written in (an
    // Assembly registering a service and a view model, resolved in a view's init).
    .testTarget(
        name: "SwinjectStandInTests", dependencies: ["Swinject", "SwinjectAutoregistration", "NapkinUI"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "FoundationModelsStandInTests", dependencies: ["FoundationModels", "NapkinUI", "SnapshotTesting", "PackageTestSupport"]),
    .testTarget(name: "SpeechStandInTests", dependencies: ["Speech", "NapkinUI"]),
    .testTarget(name: "NaturalLanguageStandInTests", dependencies: ["NaturalLanguage", "AppTrackingTransparency"]),
    .testTarget(name: "CaptureStandInTests", dependencies: ["AVFoundation", "AudioToolbox", "Photos", "NapkinUI"]),
    .testTarget(
        name: "ImagePackageStandInTests",
        dependencies: ["Kingfisher", "KingfisherSwiftUI", "SDWebImageSwiftUI", "NapkinUI", "Raster", "SnapshotTesting"]),
    .testTarget(name: "RealmStandInTests", dependencies: ["RealmSwift", "NapkinUI", "SnapshotTesting"]),
    .testTarget(
        name: "SignInStandInTests",
        dependencies: ["GoogleSignIn", "GoogleSignInSwift", "FacebookLogin", "FacebookCore", "NapkinUI", "SnapshotTesting"]),
    .testTarget(
        name: "FirebaseStandInTests",
        dependencies: [
            "Firebase", "FirebaseCore", "FirebaseAuth", "FirebaseStorage", "FirebaseAnalytics", "FirebaseCrashlytics",
            "FirebaseAnalyticsSwift", "FirebaseStorageSwift", "NapkinUI", "RasterCore",
            // firebase25b's Firestore suites live here too, so every suite touching the simulated project runs one at a time.
            "FirebaseFirestore", "FirebaseFirestoreSwift", "SnapshotTesting",
            // firebasedb24's Realtime Database suites too, for the same reason.
            "FirebaseDatabase", "FirebaseDatabaseInternal", "FirebaseDatabaseSwift",
        ]),
    // fcm26's FirebaseMessaging suites; Swift 5 mode, as the app delegates they copy are written.
    .testTarget(
        name: "FirebaseMessagingStandInTests", dependencies: ["FirebaseMessaging", "Firebase", "NapkinUI", "UserNotifications"],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
        name: "MediaStandInTests",
        dependencies: [
            "AVFoundation", "AVKit", "WebKit", "SafariServices", "MessageUI", "MediaPlayer", "Combine", "NapkinUI", "SnapshotTesting",
        ]),
]
#else
let napkinUIStandInDependencies: [Target.Dependency] = []
let appleModuleStandInProducts: [Product] = []
let appleModuleStandInTargets: [Target] = []
let appleModuleStandInTests: [Target] = []
#endif

let package = Package(
    name: "napkin",
    products: [
        .library(name: "RasterCore", targets: ["RasterCore"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "NapkinUI", targets: ["NapkinUI"]),
        .library(name: "NapkinCombine", targets: ["NapkinCombine"]),
        .library(name: "NapkinFoundation", targets: ["NapkinFoundation"]),
        .library(name: "Napkin", targets: ["Napkin"]),
        .library(name: "NapkinTesting", targets: ["NapkinTesting"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        .executable(name: "ribhouse-render", targets: ["ribhouse-render"]),
        .executable(name: "napkin-bench", targets: ["napkin-bench"]),
        .executable(name: "chirp-render", targets: ["chirp-render"]),
        .executable(name: "gallery-render", targets: ["gallery-render"]),
        .executable(name: "napkin-compare", targets: ["napkin-compare"]),
        .executable(name: "napkin-preview", targets: ["napkin-preview"]),
        .executable(name: "napkin-review", targets: ["napkin-review"]),
        // Gives every file of a target what `import Foundation` gives an iOS file (Combine's
        // names and URLSession): for view models declared in files that import only Foundation.
        .plugin(name: "AppleImports", targets: ["AppleImports"]),
        // Generates the asset symbols Xcode generates for an app target's catalogs (`Color.brand`, `Image(.avatar)`).
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        // Generates the classes Xcode's Core Data codegen makes for a target's models (`Pet(context:)`, `Pet.fetchRequest()`).
        .plugin(name: "CoreDataModels", targets: ["CoreDataModels"]),
    ] + upstreamModuleNameProducts + appleModuleStandInProducts,
    targets: [
        systemLibrary("CCairo", pkgConfig: "cairo-ft", apt: "libcairo2-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        systemLibrary("CLibdeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev"),
        // JPEG decoding and encoding (libjpeg-turbo, SIMD-accelerated), called through CJPEGCodec.
        systemLibrary("CJPEG", pkgConfig: "libjpeg", apt: "libjpeg62-turbo-dev"),
        // SHA-256 and GMAC for the snapshot pixel cache (hardware-accelerated in libcrypto).
        systemLibrary("CCrypto", pkgConfig: "libcrypto", apt: "libssl-dev"),
        // P-256 keys, ECDSA, ECDH and AES-GCM for the Security stand-in's SecKey (libcrypto's EC API).
        systemLibrary("CCryptoEC", pkgConfig: "libcrypto", apt: "libssl-dev"),
        // Cairo's PDF surface, for the PDFKit stand-in's writer only.
        systemLibrary("CCairoPDF", pkgConfig: "cairo-pdf", apt: "libcairo2-dev"),
        // QR code symbols for the CoreImage stand-in's CIQRCodeGenerator.
        systemLibrary("CQREncode", pkgConfig: "libqrencode", apt: "libqrencode-dev"),
        // SQL databases for the SQLite3 stand-in.
        systemLibrary("CSQLite3", pkgConfig: "sqlite3", apt: "libsqlite3-dev"),

        // The bundled font files, shipped as SwiftPM resources so that `swift test`,
        // `swift run` and dependent packages all find them without fontconfig.
        .target(
            name: "NapkinFonts",
            path: "Fonts",
            exclude: ["README.md", "licenses"],
            resources: [
                .copy("EBGaramond12-Regular.otf"),
                .copy("EBGaramond12-Italic.otf"),
                .copy("JetBrainsMono-Regular.ttf"),
                .copy("Inter-Regular.otf"),
                .copy("Inter-Medium.otf"),
                // The weights, italics and bolds behind SwiftUI's Font API (style #16).
                .copy("Inter-Thin.otf"),
                .copy("Inter-ExtraLight.otf"),
                .copy("Inter-Light.otf"),
                .copy("Inter-SemiBold.otf"),
                .copy("Inter-Bold.otf"),
                .copy("Inter-ExtraBold.otf"),
                .copy("Inter-Black.otf"),
                .copy("Inter-Italic.otf"),
                .copy("Inter-MediumItalic.otf"),
                .copy("Inter-SemiBoldItalic.otf"),
                .copy("Inter-BoldItalic.otf"),
                .copy("EBGaramond12-Bold.otf"),
                .copy("JetBrainsMono-Bold.ttf"),
                // Other scripts' fallbacks (matrix): Arabic, Hebrew, colour emoji, CJK.
                .copy("NotoSansArabic-Regular.ttf"),
                .copy("NotoSansHebrew-Regular.ttf"),
                .copy("NotoColorEmoji-Subset.ttf"),
                .copy("NotoSansCJKsc-Subset.otf"),
                // Scripts of South and Southeast Asia, the Caucasus and Ethiopia (whole files).
                .copy("NotoSansDevanagari-Regular.ttf"),
                .copy("NotoSansBengali-Regular.ttf"),
                .copy("NotoSansTamil-Regular.ttf"),
                .copy("NotoSansTelugu-Regular.ttf"),
                .copy("NotoSansGujarati-Regular.ttf"),
                .copy("NotoSansGurmukhi-Regular.ttf"),
                .copy("NotoSansKannada-Regular.ttf"),
                .copy("NotoSansMalayalam-Regular.ttf"),
                .copy("NotoSansOriya-Regular.ttf"),
                .copy("NotoSansSinhala-Regular.ttf"),
                .copy("NotoSansThai-Regular.ttf"),
                .copy("NotoSansLao-Regular.ttf"),
                .copy("NotoSansKhmer-Regular.ttf"),
                .copy("NotoSansMyanmar-Regular.ttf"),
                .copy("NotoSansGeorgian-Regular.ttf"),
                .copy("NotoSansArmenian-Regular.ttf"),
                .copy("NotoSansEthiopic-Regular.ttf"),
                .copy("MaterialIcons-Regular.ttf"),
            ]
        ),
        // The bottom layer: the one lock, safe file reading and writing, path helpers. No
        // Cairo, no pixels: what Napkin, the examples and the tools share with RasterCore.
        .target(name: "NapkinSupport"),
        // Pixels without a renderer: Bitmap, fixed colours, geometry and the PNG codec. What a
        // lean command such as napkin-compare links instead of Raster.
        .target(name: "RasterCore", dependencies: ["NapkinSupport", "CPNG", "CZlib", "CLibdeflate", "CPixelKernels", "CJPEGCodec"]),
        // libjpeg behind functions that return a status instead of exiting the process (its
        // `error_exit` jumps back with setjmp/longjmp) and never print: RasterCore's JPEG codec.
        .target(name: "CJPEGCodec", dependencies: ["CJPEG"], publicHeadersPath: "."),
        // The pixel loops of Raster's effects (box blurs, brightness, saturation), in C: at -O0
        // in debug builds they run about half as fast as at -O2, where Swift loops run 20-50
        // times slower than optimised (BENCHMARKS.md).
        .target(name: "CPixelKernels", publicHeadersPath: "."),
        .target(
            name: "Raster",
            dependencies: ["RasterCore", "NapkinSupport", "CCairo", "CFreeType", "CHarfBuzz", "CPixelKernels", "NapkinFonts"]
        ),
        // The compiler plugin of `#Preview`: a plain executable speaking the plugin protocol's
        // JSON, so no swift-syntax is fetched or built.
        .macro(name: "NapkinPreviewMacros"),
        // What Swift cannot say about the linked image: the bounds of the section `#Preview`
        // records go to, the runtime's conformance records, and the gallery's start-up hook.
        .target(name: "CNapkinPreviews", publicHeadersPath: "."),
        // The part of Combine SwiftUI apps use (ObservableObject, @Published, publishers,
        // subjects, operators), under its own name: NapkinUI re-exports it.
        .target(name: "NapkinCombine", dependencies: ["NapkinFoundation"]),
        // What Apple's Foundation has and Linux's lacks (key-value coding on UserDefaults,
        // formatters): NapkinUI re-exports it, and so does the AppleImports plugin's file.
        .target(name: "NapkinFoundation"),
        // How an asset catalog is walked within bounds (depth, entry count, Contents.json size, no links
        // followed): what NapkinUI's catalog reader and napkin-asset-symbols share.
        .target(name: "AssetCatalogReader", dependencies: ["NapkinSupport"]),
        .target(
            name: "NapkinUI",
            dependencies: [
                "NapkinCombine", "NapkinFoundation", "Raster", "NapkinSupport", "NapkinPreviewMacros", "CNapkinPreviews",
                "AssetCatalogReader",
            ]
                + napkinUIStandInDependencies),
        .target(name: "Napkin", dependencies: ["NapkinUI", "NapkinSupport"]),
        .target(name: "NapkinTesting", dependencies: ["Napkin", "NapkinUI", "NapkinSupport"]),
        // Requests bounded in time and memory (URLSession with a deadline and a body limit):
        // what the example apps' networking shares. Apart from NapkinSupport, so that the lean
        // commands do not link FoundationNetworking.
        .target(name: "NapkinNetworking", dependencies: ["NapkinSupport"]),
    ] + upstreamModuleNameTargets + appleModuleStandInTargets + [
        // How two images differ (CIEDE2000), the verdict's wording, and the PNG-to-PNG comparison
        // of napkin-compare: on RasterCore alone, so that command links neither Cairo nor XCTest.
        .target(name: "PixelComparison", dependencies: ["RasterCore", "NapkinSupport", "CPixelKernels"]),
        // The failure report's records, page, Markdown summary and merge: what the test
        // processes write and napkin-review reads, on NapkinSupport alone (no pixels).
        .target(name: "SnapshotReport", dependencies: ["NapkinSupport"]),
        .target(
            name: "SnapshotTesting", dependencies: ["NapkinUI", "Raster", "PixelComparison", "SnapshotReport", "NapkinSupport", "CCrypto"]),

        // The example apps (Examples/).
        .target(name: "RibHouse", dependencies: ["Napkin", "NapkinUI", "NapkinSupport", "NapkinNetworking"], path: "Examples/RibHouse"),
        // The seed's view models call a non-Sendable `AuthRepository` from the main actor;
        // with nonisolated async functions running on their caller's actor (Swift 6.2's
        // approachable-concurrency default) that is safe, and the seed compiles as written.
        .target(
            name: "Chirp", dependencies: ["NapkinUI", "NapkinSupport", "NapkinNetworking"], path: "Examples/Chirp",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
        ),
        // Example screens written with SwiftUI's names only, rendered by `make demo`; the photo
        // feed's stand-in photos are drawn and encoded with RasterCore (FeedPhotos.swift).
        .target(name: "Gallery", dependencies: ["NapkinUI", "RasterCore"], path: "Examples/Gallery"),
        // SwiftUI-style example screens of controls, navigation and modals (tests and the gallery).
        .target(name: "ControlsExamples", dependencies: ["NapkinUI"], path: "Examples/ControlsExamples"),

        // The commands (Tools/) and what they share.
        // One option table for every command line: parsing, usage errors, --help, checked stdout.
        .target(name: "CommandLineOptions", dependencies: ["NapkinSupport"], path: "Tools/CommandLineOptions"),
        // What the render commands share: output paths, writing, one-line failures.
        .target(
            name: "RenderCommand", dependencies: ["NapkinUI", "Raster", "NapkinSupport", "CommandLineOptions"], path: "Tools/RenderCommand"),
        .executableTarget(
            name: "ribhouse-render", dependencies: ["RibHouse", "NapkinUI", "RenderCommand", "CommandLineOptions"],
            path: "Tools/ribhouse-render"),
        .executableTarget(
            name: "chirp-render", dependencies: ["Chirp", "NapkinUI", "RenderCommand", "CommandLineOptions"], path: "Tools/chirp-render"),
        .executableTarget(
            name: "gallery-render", dependencies: ["Gallery", "ControlsExamples", "NapkinUI", "RenderCommand", "CommandLineOptions"],
            path: "Tools/gallery-render"),
        // A small HTTP/1.1 server for local tools (the review server, the preview gallery):
        // 127.0.0.1 only, bounded requests, safe static files, Server-Sent Events.
        .target(name: "NapkinHTTPServer", dependencies: ["NapkinSupport"], path: "Tools/NapkinHTTPServer"),
        // Compares two PNG files as a snapshot test does: lean, for scripts and CI.
        .executableTarget(
            name: "napkin-compare", dependencies: ["PixelComparison", "CommandLineOptions", "NapkinSupport"], path: "Tools/napkin-compare"),
        // Renders every preview of the package it runs in into .build/previews; --serve keeps
        // the gallery live (`swift run napkin-preview --serve`).
        .executableTarget(
            name: "napkin-preview",
            dependencies: ["NapkinUI", "NapkinSupport", "CommandLineOptions", "NapkinHTTPServer", "SnapshotReport"],
            path: "Tools/napkin-preview"),
        // Serves a run's snapshot failures for review and accepts them; merges CI shards' reports.
        .executableTarget(
            name: "napkin-review", dependencies: ["SnapshotReport", "NapkinHTTPServer", "CommandLineOptions", "NapkinSupport"],
            path: "Tools/napkin-review"),
        // Writes the one file the AppleImports plugin adds to a target, and the plugin itself.
        .executableTarget(
            name: "napkin-apple-imports", dependencies: ["CommandLineOptions", "NapkinSupport"], path: "Tools/napkin-apple-imports"),
        .plugin(name: "AppleImports", capability: .buildTool(), dependencies: ["napkin-apple-imports"]),
        // Writes the asset symbols of a target's asset catalogs, and the plugin that runs it.
        // (The rules in a library of their own: a test target depending on an executable that is also a plugin's
        // tool links both builds of it.)
        .target(name: "AssetSymbolGeneration", dependencies: ["AssetCatalogReader", "NapkinSupport"], path: "Tools/AssetSymbolGeneration"),
        .executableTarget(
            name: "napkin-asset-symbols", dependencies: ["AssetSymbolGeneration", "CommandLineOptions", "NapkinSupport"],
            path: "Tools/napkin-asset-symbols"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["napkin-asset-symbols"]),
        // Writes the classes Xcode's Core Data codegen makes for a target's models, and the plugin that runs it.
        .target(name: "CoreDataModelGeneration", dependencies: ["NapkinSupport"], path: "Tools/CoreDataModelGeneration"),
        .executableTarget(
            name: "napkin-coredata-models", dependencies: ["CoreDataModelGeneration", "CommandLineOptions", "NapkinSupport"],
            path: "Tools/napkin-coredata-models"),
        .plugin(name: "CoreDataModels", capability: .buildTool(), dependencies: ["napkin-coredata-models"]),
        .executableTarget(
            name: "napkin-bench",
            dependencies: ["Raster", "NapkinUI", "SnapshotTesting", "PixelComparison", "RibHouse", "CommandLineOptions", "NapkinSupport"],
            path: "Tools/napkin-bench"
        ),

        // Tests: one target per library, its folders mirroring the library's.
        // What this package's own tests share (the one way to start a test server).
        .target(name: "PackageTestSupport", dependencies: ["NapkinSupport", "RasterCore"], path: "Tests/PackageTestSupport"),
        .testTarget(name: "NapkinSupportTests", dependencies: ["NapkinSupport", "PackageTestSupport"]),
        .testTarget(name: "RasterCoreTests", dependencies: ["RasterCore", "Raster", "NapkinSupport", "PackageTestSupport", "CJPEGCodec"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CPixelKernels", "NapkinSupport", "PackageTestSupport"]),
        .testTarget(name: "PixelComparisonTests", dependencies: ["PixelComparison", "RasterCore", "PackageTestSupport"]),
        .testTarget(
            name: "NapkinUITests",
            dependencies: ["NapkinUI", "Raster", "NapkinSupport", "SnapshotTesting", "PackageTestSupport", "ControlsExamples"],
            resources: [.process("Resources")]),
        // NapkinUI as its users see it: no `@testable`, no renderer, only `import NapkinUI`
        // (and SnapshotTesting), so every test here is one a user could write.
        .testTarget(name: "NapkinUIAPITests", dependencies: ["NapkinUI", "SnapshotTesting"]),
        // SwiftUI code in the Swift 5 language mode its authors build in, building views off the
        // main actor: it compiles against NapkinUI as against SwiftUI (`@preconcurrency`); and an
        // app's CloudKit sharing model, as Swift 5 apps write it.
        .testTarget(name: "NapkinUISwift5Tests", dependencies: ["NapkinUI", "CloudKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "NapkinTests",
            dependencies: ["Napkin", "NapkinTesting", "NapkinUI", "NapkinSupport", "PackageTestSupport"] + upstreamModuleNameDependencies),
        .testTarget(name: "NapkinTestingTests", dependencies: ["NapkinTesting"]),
        .testTarget(name: "NapkinCombineTests", dependencies: ["NapkinCombine", "PackageTestSupport"], exclude: ["Support"]),
        .testTarget(name: "NapkinFoundationTests", dependencies: ["NapkinFoundation"]),
        // A Foundation-only view model as iOS teams write one, compiled with the AppleImports plugin.
        .testTarget(name: "AppleImportsTests", dependencies: ["NapkinUI"], plugins: ["AppleImports"]),
        // Code written against Xcode's generated asset symbols (`Color.brand`, `Image(.avatar)`), compiled with the
        // AssetSymbols plugin over the target's catalog; and napkin-asset-symbols' naming rules and bounds.
        .testTarget(
            name: "AssetSymbolsPluginTests", dependencies: ["NapkinUI"], resources: [.process("Resources")], plugins: ["AssetSymbols"]),
        .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbolGeneration", "AssetCatalogReader", "NapkinSupport"]),
        // napkin-coredata-models' reading of models, types and bounds.
        .testTarget(name: "CoreDataModelsTests", dependencies: ["CoreDataModelGeneration", "NapkinSupport"]),
        .testTarget(
            name: "SnapshotTestingTests",
            dependencies: [
                "SnapshotTesting", "SnapshotReport", "PixelComparison", "NapkinUI", "Raster", "NapkinSupport", "PackageTestSupport",
            ]),
        // A `@MainActor` XCTest suite with synchronous test methods, as iOS teams write them: it
        // runs on Linux because the target re-exports SnapshotTesting (one line, Exports.swift).
        .testTarget(name: "MainActorXCTestSuiteTests", dependencies: ["SnapshotTesting", "NapkinUI"]),
        // Strategies written as for swift-snapshot-testing, in Swift 5 mode as its users write them.
        .testTarget(
            name: "SnapshotTestingSwift5Tests", dependencies: ["SnapshotTesting", "NapkinUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "RibHouseTests",
            dependencies: ["RibHouse", "Napkin", "NapkinTesting", "NapkinUI", "NapkinSupport", "SnapshotTesting", "PackageTestSupport"]),
        .testTarget(
            name: "ChirpTests",
            dependencies: ["Chirp", "NapkinTesting", "NapkinUI", "NapkinSupport", "SnapshotTesting", "PackageTestSupport"],
            exclude: ["Support"]),
        .testTarget(
            name: "GalleryTests", dependencies: ["Gallery", "ControlsExamples", "NapkinUI", "SnapshotTesting", "PackageTestSupport"]),
        .testTarget(
            name: "ControlsExamplesTests",
            dependencies: ["ControlsExamples", "NapkinUI", "NapkinSupport", "SnapshotTesting", "PackageTestSupport"]),
        .testTarget(name: "SnapshotReportTests", dependencies: ["SnapshotReport", "NapkinSupport", "PackageTestSupport"]),
        .testTarget(
            name: "NapkinReviewTests", dependencies: ["napkin-review", "SnapshotReport", "NapkinHTTPServer", "PackageTestSupport"]),
        .testTarget(name: "NapkinHTTPServerTests", dependencies: ["NapkinHTTPServer", "NapkinSupport", "PackageTestSupport"]),
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "ribhouse-render", "chirp-render", "gallery-render", "napkin-bench", "napkin-compare", "napkin-preview", "NapkinUI",
                "CommandLineOptions", "RenderCommand", "Gallery", "NapkinSupport", "PackageTestSupport",
            ]),
    ] + appleModuleStandInTests
)
