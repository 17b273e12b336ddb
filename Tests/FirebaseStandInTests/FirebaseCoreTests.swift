import FirebaseCore
import Foundation
import Testing

extension FirebaseStandInSuites {
    @Suite("FirebaseCore stand-in: configuring apps and reading GoogleService-Info.plist")
    struct FirebaseCoreTests {
        init() { SimulatedFirebase.reset() }

        @Test("configure() without a plist makes the default app of napkin's simulated project; a second configure keeps it")
        func configureDefault() throws {
            #expect(FirebaseApp.app() == nil)
            #expect(FirebaseApp.allApps == nil)
            FirebaseApp.configure()
            let app = try #require(FirebaseApp.app())
            #expect(app.name == "__FIRAPP_DEFAULT")
            #expect(app.options.projectID == "napkin-simulated")
            #expect(app.options.storageBucket == "napkin-simulated.appspot.com")
            #expect(app.options.clientID != nil)
            FirebaseApp.configure(options: FirebaseOptions(googleAppID: "1:1:ios:1", gcmSenderID: "1"))
            #expect(FirebaseApp.app() === app)
            #expect(FirebaseApp.app()?.options.projectID == "napkin-simulated")
        }

        @Test("Named apps: configured once each, listed in allApps, refused with a bad name, deleted with a callback")
        func namedApps() async throws {
            let options = FirebaseOptions(googleAppID: "1:42:ios:abc", gcmSenderID: "42")
            options.projectID = "second-project"
            options.apiKey = "key"
            FirebaseApp.configure(name: "second", options: options)
            options.projectID = "changed-after"
            let second = try #require(FirebaseApp.app(name: "second"))
            #expect(second.options.projectID == "second-project")
            #expect(second.options.googleAppID == "1:42:ios:abc")
            #expect(second.options.gcmSenderID == "42")
            FirebaseApp.configure(name: "bad name!", options: options)
            #expect(FirebaseApp.app(name: "bad name!") == nil)
            #expect(Set(FirebaseApp.allApps?.keys.map { $0 } ?? []) == ["second"])
            #expect(await second.delete())
            #expect(FirebaseApp.app(name: "second") == nil)
            #expect(await second.delete() == false)
        }

        @Test(
            "FirebaseOptions(contentsOfFile:) reads a GoogleService-Info.plist; a folder, a missing file or a plist without ids gives nil")
        func readsPlist() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-firebase-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let plist: [String: Any] = [
                "API_KEY": "AIzaTest", "GCM_SENDER_ID": "123456789", "PROJECT_ID": "my-app-1234", "BUNDLE_ID": "com.example.app",
                "GOOGLE_APP_ID": "1:123456789:ios:abcdef", "STORAGE_BUCKET": "my-app-1234.appspot.com",
                "CLIENT_ID": "123-x.apps.googleusercontent.com",
                "DATABASE_URL": "https://my-app-1234.firebaseio.com", "IS_ANALYTICS_ENABLED": false,
            ]
            let file = folder.appendingPathComponent("GoogleService-Info.plist")
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: file)
            let options = try #require(FirebaseOptions(contentsOfFile: file.path))
            #expect(options.apiKey == "AIzaTest")
            #expect(options.projectID == "my-app-1234")
            #expect(options.bundleID == "com.example.app")
            #expect(options.storageBucket == "my-app-1234.appspot.com")
            #expect(options.clientID == "123-x.apps.googleusercontent.com")
            #expect(options.databaseURL == "https://my-app-1234.firebaseio.com")
            #expect(options.googleAppID == "1:123456789:ios:abcdef")
            #expect(options.isEqual(options.copy()))

            #expect(FirebaseOptions(contentsOfFile: folder.path) == nil)
            #expect(FirebaseOptions(contentsOfFile: folder.appendingPathComponent("missing.plist").path) == nil)
            let partial = folder.appendingPathComponent("partial.plist")
            try PropertyListSerialization.data(fromPropertyList: ["API_KEY": "x"], format: .xml, options: 0).write(to: partial)
            #expect(FirebaseOptions(contentsOfFile: partial.path) == nil)
            let junk = folder.appendingPathComponent("junk.plist")
            try Data("not a plist".utf8).write(to: junk)
            #expect(FirebaseOptions(contentsOfFile: junk.path) == nil)
        }

        @Test("The logger level is kept, and reset sets it back to notice")
        func loggerLevel() {
            FirebaseConfiguration.shared.setLoggerLevel(.min)
            #expect(FirebaseConfiguration.shared.loggerLevel == .error)
            FirebaseConfiguration.shared.setLoggerLevel(.debug)
            #expect(FirebaseConfiguration.shared.loggerLevel == .max)
            SimulatedFirebase.reset()
            #expect(FirebaseConfiguration.shared.loggerLevel == .notice)
        }
    }
}
