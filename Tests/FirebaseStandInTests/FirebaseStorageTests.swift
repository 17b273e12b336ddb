import FirebaseStorage
import Foundation
import RasterCore
import Testing

/// The code of the FirebaseStorage error `body` throws, or `nil` when it throws none (or another kind).
func storageErrorCode(_ body: () async throws -> Void) async -> StorageErrorCode? {
    do {
        try await body()
        return nil
    } catch {
        let nsError = error as NSError
        guard nsError.domain == StorageErrorDomain else { return nil }
        return StorageErrorCode(rawValue: nsError.code)
    }
}

extension FirebaseStandInSuites {
    @Suite("FirebaseStorage stand-in: references, uploads, downloads with maxSize, listing, deleting, download URLs")
    struct FirebaseStorageTests {
        init() {
            SimulatedFirebase.reset()
            FirebaseApp.configure()
        }

        @Test("References: paths are normalized, child/parent/root/name/bucket/fullPath as FirebaseStorage gives them")
        func references() {
            let storage = Storage.storage()
            let ref = storage.reference(withPath: "/profile_images//ada.jpg/")
            #expect(ref.fullPath == "profile_images/ada.jpg")
            #expect(ref.name == "ada.jpg")
            #expect(ref.bucket == "napkin-simulated.appspot.com")
            #expect(ref.parent()?.fullPath == "profile_images")
            #expect(ref.parent()?.parent()?.fullPath == "")
            #expect(ref.root().parent() == nil)
            #expect(storage.reference().child("images").child("a/b.png").fullPath == "images/a/b.png")
            #expect(ref.description == "gs://napkin-simulated.appspot.com/profile_images/ada.jpg")
            #expect(storage.reference(forURL: "gs://napkin-simulated.appspot.com/x/y.png").fullPath == "x/y.png")
            #expect(
                storage.reference(forURL: "https://firebasestorage.googleapis.com/v0/b/napkin-simulated.appspot.com/o/x%2Fy.png?alt=media")
                    .fullPath == "x/y.png")
            #expect(throws: StorageError.self) { try storage.reference(for: URL(string: "gs://other-bucket/x.png")!) }
            #expect(Storage.storage() === storage)
            #expect(Storage.storage(url: "gs://second-bucket").reference().bucket == "second-bucket")
        }

        @Test("putData then getData returns the bytes and metadata; a larger object than maxSize fails with downloadSizeExceeded")
        func putAndGet() async throws {
            let ref = Storage.storage().reference().child("notes/today.txt")
            let metadata = StorageMetadata()
            metadata.contentType = "text/plain"
            metadata.customMetadata = ["author": "ada"]
            let bytes = Data("Analytical engine notes".utf8)
            let stored = try await ref.putDataAsync(bytes, metadata: metadata)
            #expect(stored.size == Int64(bytes.count))
            #expect(stored.contentType == "text/plain")
            #expect(stored.customMetadata == ["author": "ada"])
            #expect(stored.name == "today.txt")
            #expect(stored.path == "notes/today.txt")
            #expect(try await ref.data(maxSize: 1024) == bytes)
            #expect(await storageErrorCode { _ = try await ref.data(maxSize: 4) } == .downloadSizeExceeded)

            var completed: (Data?, Error?) = (nil, nil)
            ref.getData(maxSize: 4) { data, error in completed = (data, error) }
            #expect(completed.0 == nil)
            #expect((completed.1 as NSError?)?.code == StorageErrorCode.downloadSizeExceeded.rawValue)
            #expect((completed.1 as NSError?)?.userInfo["totalSize"] as? Int64 == Int64(bytes.count))

            let untyped = try await Storage.storage().reference(withPath: "blob").putDataAsync(Data([1, 2, 3]))
            #expect(untyped.contentType == "application/octet-stream")
            #expect(try await ref.getMetadata().customMetadata?["author"] == "ada")
        }

        @Test("The completion form of putData reports the stored metadata, and the task's observers see the finished upload")
        func completionAndTask() throws {
            let ref = Storage.storage().reference(withPath: "post_images/one.jpg")
            var reported: StorageMetadata?
            let task = ref.putData(Data(repeating: 7, count: 100), metadata: nil) { metadata, error in
                #expect(error == nil)
                reported = metadata
            }
            #expect(reported?.size == 100)
            var seen: StorageTaskStatus?
            task.observe(.success) { snapshot in seen = snapshot.status }
            #expect(seen == .success)
            #expect(task.snapshot.progress?.fractionCompleted == 1)
            #expect(SimulatedFirebaseStorage.shared.object(at: "post_images/one.jpg")?.count == 100)
        }

        @Test("Missing objects fail with objectNotFound; delete removes an object; the root takes no upload")
        func missingAndDelete() async throws {
            let ref = Storage.storage().reference(withPath: "gone.png")
            #expect(await storageErrorCode { _ = try await ref.data(maxSize: 10) } == .objectNotFound)
            #expect(await storageErrorCode { _ = try await ref.downloadURL() } == .objectNotFound)
            #expect(await storageErrorCode { try await ref.delete() } == .objectNotFound)
            try await ref.putDataAsync(Data([0]))
            try await ref.delete()
            #expect(SimulatedFirebaseStorage.shared.paths().isEmpty)
            #expect(await storageErrorCode { _ = try await Storage.storage().reference().putDataAsync(Data([0])) } == .invalidArgument)
        }

        @Test("The download URL is a file URL of the object's bytes that napkin's image decoder reads, and maps back to the reference")
        func downloadURL() async throws {
            let png = try Bitmap(width: 3, height: 2, color: SRGBColor(red: 1, green: 0, blue: 0)).pngData()
            let ref = Storage.storage().reference().child("profile_images/ada.png")
            try await ref.putDataAsync(png, metadata: nil)
            let url = try await ref.downloadURL()
            #expect(url.isFileURL)
            #expect(url.lastPathComponent == "ada.png")
            #expect(try Data(contentsOf: url) == png)
            let decoded = try Bitmap(imageContentsOf: url)
            #expect(decoded.width == 3 && decoded.height == 2)
            #expect(Storage.storage().reference(forURL: url.absoluteString).fullPath == "profile_images/ada.png")
            var fromCompletion: URL?
            ref.downloadURL { url, _ in fromCompletion = url }
            #expect(fromCompletion == url)
        }

        @Test("listAll gives the objects and folders directly under a reference; list pages them")
        func listing() async throws {
            for path in ["images/a.png", "images/b.png", "images/thumbs/a.png", "images/thumbs/b.png", "other.txt"] {
                #expect(SimulatedFirebaseStorage.shared.putObject(Data([1]), at: path))
            }
            let all = try await Storage.storage().reference(withPath: "images").listAll()
            #expect(all.items.map(\.fullPath) == ["images/a.png", "images/b.png"])
            #expect(all.prefixes.map(\.fullPath) == ["images/thumbs"])
            #expect(all.pageToken == nil)
            let first = try await Storage.storage().reference(withPath: "images").list(maxResults: 2)
            #expect(first.prefixes.count + first.items.count == 2)
            let token = try #require(first.pageToken)
            let second = try await Storage.storage().reference(withPath: "images").list(maxResults: 2, pageToken: token)
            #expect(second.items.map(\.fullPath) == ["images/b.png"])
            #expect(second.pageToken == nil)
            #expect(await storageErrorCode { _ = try await Storage.storage().reference().list(maxResults: 0) } == .invalidArgument)
        }

        @Test("putFile reads a regular file and guesses its content type; a folder is refused with an error")
        func putFile() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-storage-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("voice.m4a")
            try Data(repeating: 3, count: 64).write(to: file)
            let stored = try await Storage.storage().reference(withPath: "audio/voice.m4a").putFileAsync(from: file)
            #expect(stored.contentType == "audio/mp4")
            #expect(stored.size == 64)
            #expect(
                await storageErrorCode { _ = try await Storage.storage().reference(withPath: "audio/dir").putFileAsync(from: folder) }
                    == .unknown)
        }

        @Test("A one-shot error set on the backend fails the next request only")
        func nextError() async throws {
            SimulatedFirebaseStorage.shared.nextError = .unauthorized(bucket: "napkin-simulated.appspot.com", object: "x", serverError: [:])
            let ref = Storage.storage().reference(withPath: "x")
            #expect(await storageErrorCode { _ = try await ref.putDataAsync(Data([1])) } == .unauthorized)
            try await ref.putDataAsync(Data([1]))
            #expect(SimulatedFirebaseStorage.shared.paths() == ["x"])
        }
    }
}
