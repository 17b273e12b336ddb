import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import PhotosUI

/// A profile editor as screens write it: a picker labelled with a Label, and the photo it loaded.
private struct AvatarEditor: View {
    @Binding var item: PhotosPickerItem?
    @Binding var items: [PhotosPickerItem]

    var body: some View {
        VStack(spacing: 16) {
            PhotosPicker(selection: $item, matching: .images) {
                Label("Choose Photo", systemImage: "photo")
            }
            PhotosPicker("Add Pictures", selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos]))
        }
        .padding()
    }
}

/// A photo as screens load one from a picker item (held-out screen 413's `PersonalInfoImage`).
private struct PickedPhoto: Transferable {
    enum Failure: Error { case unreadable }
    let data: Data
    let size: CGSize

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in
            guard let image = UIImage(data: data) else { throw Failure.unreadable }
            return PickedPhoto(data: data, size: image.size)
        }
    }
}

/// A value a completion handler hands back across threads.
private final class Box<Value: Sendable>: @unchecked Sendable {
    // Sound: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}

@MainActor
@Suite("PhotosUI stand-in")
struct PhotosUITests {
    @Test("A picker draws its label as a button does")
    func labelSnapshot() {
        let view = AvatarEditor(item: .constant(nil), items: .constant([]))
        assertSnapshot(of: AnyView(view), as: .image(layout: .fixed(width: 300, height: 140)))
    }

    @Test("Tapping a picker opens no library: the selection stays as it was")
    func tapKeepsSelection() throws {
        var item: PhotosPickerItem? = PhotosPickerItem(itemIdentifier: "A1")
        var items: [PhotosPickerItem] = []
        let view = AvatarEditor(
            item: Binding(get: { item }, set: { item = $0 }), items: Binding(get: { items }, set: { items = $0 }))
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        try window.tap(label: "Choose Photo")
        try window.tap(label: "Add Pictures")
        #expect(item == PhotosPickerItem(itemIdentifier: "A1"))
        #expect(items.isEmpty)
    }

    @Test("Pickers given the shared library (as apps pass photoLibrary: .shared()) cancel at once and keep the selection")
    func sharedLibraryPickers() throws {
        var shown = true
        var item: PhotosPickerItem? = PhotosPickerItem(itemIdentifier: "B2")
        let view = VStack {
            PhotosPicker("Pick from library", selection: .constant(nil), matching: .images, photoLibrary: .shared())
            Text("Chat")
                .photosPicker(
                    isPresented: Binding(get: { shown }, set: { shown = $0 }), selection: Binding(get: { item }, set: { item = $0 }),
                    matching: .images, photoLibrary: .shared())
        }
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        #expect(!shown)
        #expect(item == PhotosPickerItem(itemIdentifier: "B2"))
        try window.tap(label: "Pick from library")
    }

    @Test("An item a test sets has no content on Linux: loadTransferable gives nil")
    func loadTransferable() async throws {
        let item = PhotosPickerItem(itemIdentifier: "A1")
        #expect(item.itemIdentifier == "A1")
        #expect(item.supportedContentTypes.isEmpty)
        let data = try await item.loadTransferable(type: Data.self)
        #expect(data == nil)
        let image = try await item.loadTransferable(type: Image.self)
        #expect(image == nil)
    }

    @Test("An item holding a photo's bytes imports through the asked type's importers; types that cannot read it get nil")
    func loadTransferableWithContent() async throws {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).pngData { context in
            context.cgContext.setFillColor(UIColor.systemGreen.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let item = PhotosPickerItem(itemIdentifier: "B2", data: png, contentType: .png)
        #expect(item.supportedContentTypes == [.png])
        #expect(item != PhotosPickerItem(itemIdentifier: "B2"))
        #expect(try await item.loadTransferable(type: Data.self) == png)
        let image = try await item.loadTransferable(type: Image.self)
        #expect(image == Image(uiImage: try #require(UIImage(data: png))))
        // Held-out screen 413's own type: its DataRepresentation(importedContentType: .image) runs.
        let picked = try #require(try await item.loadTransferable(type: PickedPhoto.self))
        #expect(picked.data == png && picked.size == UIImage(data: png)?.size)
        // A PNG is not text: String imports nothing from it.
        #expect(try await item.loadTransferable(type: String.self) == nil)
        // Damaged bytes: the type's importer throws its own error.
        let damaged = PhotosPickerItem(itemIdentifier: "C3", data: Data("not a photo".utf8), contentType: .jpeg)
        await #expect(throws: PickedPhoto.Failure.self) { try await damaged.loadTransferable(type: PickedPhoto.self) }

        let loaded = Box<Data?>(nil)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            item.loadTransferable(type: Data.self) { result in
                loaded.set(try? result.get())
                done.resume()
            }
        }
        #expect(loaded.value == png)
    }

    @Test("Filters combine: any, all and not decide which kinds of asset pass")
    func filters() {
        #expect(PHPickerFilter.images.admits([.images]))
        #expect(!PHPickerFilter.images.admits([.videos]))
        let media = PHPickerFilter.any(of: [.images, .videos])
        #expect(media.admits([.videos]) && !media.admits([.livePhotos]))
        let stills = PHPickerFilter.all(of: [.images, .not(.livePhotos)])
        #expect(stills.admits([.images]) && !stills.admits([.images, .livePhotos]))
        #expect(media.description == "any(of: [images, videos])")
    }

    @Test("The picker controller keeps its configuration and tells its delegate of a cancel with no results")
    func pickerController() {
        final class Delegate: PHPickerViewControllerDelegate {
            var results: [[PHPickerResult]] = []
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { self.results.append(results) }
        }
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = Delegate()
        picker.delegate = delegate
        #expect(picker.configuration.selectionLimit == 0 && picker.configuration.filter == .images)
        picker.cancel()
        #expect(delegate.results == [[]])
    }
}

@Suite("PhotosUI stand-in: item providers")
struct NSItemProviderTests {
    @Test("A provider loads what it holds, by conformance, and fails for what it does not")
    func provider() async throws {
        let png = try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("__Snapshots__/PhotosUITests/labelSnapshot.1.png"))
        let provider = NSItemProvider(item: png, typeIdentifier: "public.png")
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.movie"))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        let size = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { image, _ in
                continuation.resume(returning: (image as? UIImage)?.size.width)
            }
        }
        #expect(size == 900)  // The PNG is 900 pixels wide, read at scale 1.
        let failed = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: "public.movie") { data, error in
                continuation.resume(returning: data == nil && error != nil)
            }
        }
        #expect(failed)
        #expect(!NSItemProvider().canLoadObject(ofClass: UIImage.self))
    }
}
