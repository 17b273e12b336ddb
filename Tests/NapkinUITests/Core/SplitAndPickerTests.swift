import Foundation
import Testing

@testable import NapkinUI

// MARK: - Screens

/// A two-column split view whose sidebar links push their destinations (the FriendList shape).
private struct FriendsSplit: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Ada") { Text("Ada's favourite films").navigationTitle("Ada") }
                NavigationLink("Grace") { Text("Grace's favourite films").navigationTitle("Grace") }
            }
            .navigationTitle("Friends")
        } detail: {
            Text("Select a Friend")
                .navigationTitle("Friend")
                .navigationBarTitleDisplayMode(.inline)
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// A two-column split view driven by the sidebar list's selection.
private struct SelectionSplit: View {
    let selection: Box<String?>
    var body: some View {
        NavigationSplitView {
            List(selection: selection.binding) {
                ForEach(["Ada", "Grace"], id: \.self) { name in
                    NavigationLink(name, value: name)
                }
            }
            .navigationTitle("People")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            if let name = selection.value {
                Text("Films of \(name)").navigationTitle(name)
            } else {
                Text("Select someone")
            }
        }
    }
}

/// A three-column split view: folder → note → the note's text.
private struct NotesSplit: View {
    let folder: Box<String?>
    let note: Box<Int?>
    let visibility: Box<NavigationSplitViewVisibility>
    var body: some View {
        NavigationSplitView(columnVisibility: visibility.binding) {
            List(["Work", "Home"], id: \.self, selection: folder.binding) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Folders")
        } content: {
            if let folder = folder.value {
                List(selection: note.binding) {
                    ForEach(1..<3) { number in NavigationLink("\(folder) note \(number)", value: number) }
                }
                .navigationTitle(folder)
            }
        } detail: {
            if let note = note.value { Text("Body of note \(note)").navigationTitle("Note \(note)") }
        }
    }
}

/// A view-controller representable with a coordinator and a dismantle count.
private struct Hosted: UIViewControllerRepresentable {
    final class Coordinator {
        var updates = 0
        var dismantled = false
    }

    let made: Box<[Coordinator]>

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> HostingController<Text> {
        made.value.append(context.coordinator)
        return HostingController(rootView: Text(context.environment.colorScheme == .dark ? "Inside, dark" : "Inside"))
    }

    func updateUIViewController(_ uiViewController: HostingController<Text>, context: Context) {
        context.coordinator.updates += 1
        #expect(context.transaction.animation == nil)
    }

    static func dismantleUIViewController(_ uiViewController: HostingController<Text>, coordinator: Coordinator) {
        // Each controller is dismantled once, when its identity is no longer shown.
        #expect(!coordinator.dismantled)
        coordinator.dismantled = true
    }
}

/// The representable apps write around the image picker (its delegate only handles a pick).
private struct ImagePicker: UIViewControllerRepresentable {
    final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: ImagePicker
        init(parent: ImagePicker) { self.parent = parent }

        func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            parent.image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
            parent.presentationMode.wrappedValue.dismiss()
        }
    }

    @Environment(\.presentationMode) var presentationMode
    @Binding var image: UIImage?
    var sourceType: UIImagePickerController.SourceType = .photoLibrary
    var allowsEditing = false

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.sourceType = sourceType
        picker.allowsEditing = allowsEditing
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
}

private struct PhotoScreen: View {
    let shown: Box<Bool>
    let image: Box<UIImage?>
    let dismissed: Box<Int>
    var sourceType: UIImagePickerController.SourceType = .photoLibrary
    var allowsEditing = false

    var body: some View {
        Button("Choose Photo") { shown.value = true }
            .sheet(isPresented: shown.binding, onDismiss: { dismissed.value += 1 }) {
                ImagePicker(image: image.binding, sourceType: sourceType, allowsEditing: allowsEditing)
            }
    }
}

/// A delegate that records what it was told and closes the picker itself.
private final class RecordingDelegate: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    var told: [String] = []

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        told.append("cancel")
        picker.dismiss(animated: true)
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        told.append("picked \(info[.mediaType] as? String ?? "?")")
        picker.dismiss(animated: true)
    }
}

// MARK: - Tests

@MainActor
@Suite("NavigationSplitView collapses to a stack on iPhone; UIViewControllerRepresentable and UIImagePickerController")
struct SplitAndPickerTests {
    func window(_ view: some View) -> Window {
        let window = Window()
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window
    }

    func navigation(_ window: Window) throws -> NavigationController {
        let root = try #require(window.rootViewController)
        return try #require(root.children.first as? NavigationController)
    }

    @Test("On iPhone a split view is a navigation stack showing the sidebar; its links push, Back pops")
    func collapsedSidebar() throws {
        let window = window(FriendsSplit())
        let navigation = try navigation(window)
        #expect(navigation.viewControllers.map(\.title) == ["Friends"])
        let description = window.layoutDescription()
        #expect(description.contains("NavigationStack"))
        #expect(description.contains("\"Ada\"") && description.contains("\"Grace\""))
        // The detail column is not shown until something pushes it.
        #expect(!description.contains("Select a Friend"))
        #expect(window.interactiveElements().filter { $0.kind == .navigationLink }.map(\.label) == ["Ada", "Grace"])
        try window.tap(label: "Grace")
        window.layout()
        #expect(navigation.viewControllers.map(\.title) == ["Friends", "Grace"])
        #expect(window.layoutDescription().contains("Grace's favourite films"))
        try window.tap(label: "Back")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A split view's columns and a representable's controller are kept by their hosting controller, and go with it")
    func keptByTheirHost() throws {
        weak var columns: SplitViewColumns?
        weak var host: ViewController?
        do {
            let window = window(SelectionSplit(selection: Box(nil)))
            let root = try #require(window.rootViewController)
            host = root
            columns = root.bridge.splitViewColumns
            #expect(columns != nil)
            let second = self.window(SelectionSplit(selection: Box(nil)))
            #expect(second.rootViewController?.bridge.splitViewColumns !== columns)
            let represented = self.window(Hosted(made: Box([])))
            #expect(represented.rootViewController?.bridge.representables.count == 1)
        }
        #expect(host == nil)
        #expect(columns == nil)
    }

    @Test("A sidebar list's selection pushes the detail column; Back pops it and clears the selection")
    func selectionPushesDetail() throws {
        let selection = Box<String?>(nil)
        let window = window(SelectionSplit(selection: selection))
        let navigation = try navigation(window)
        #expect(navigation.viewControllers.map(\.title) == ["People"])
        try window.tap(label: "Grace")
        #expect(selection.value == "Grace")
        window.layout()
        #expect(navigation.viewControllers.map(\.title) == ["People", "Grace"])
        #expect(window.layoutDescription().contains("Films of Grace"))
        #expect(!window.layoutDescription().contains("Select someone"))
        try window.tap(label: "Back")
        #expect(selection.value == nil)
        window.layout()
        #expect(navigation.viewControllers.count == 1)
        // Selecting in code pushes too.
        selection.value = "Ada"
        window.layout()
        #expect(navigation.viewControllers.map(\.title) == ["People", "Ada"])
        #expect(window.layoutDescription().contains("Films of Ada"))
    }

    @Test("Three columns: the folder pushes the content column, its note pushes the detail")
    func threeColumns() throws {
        let folder = Box<String?>(nil)
        let note = Box<Int?>(nil)
        let visibility = Box(NavigationSplitViewVisibility.all)
        let window = window(NotesSplit(folder: folder, note: note, visibility: visibility))
        let navigation = try navigation(window)
        try window.tap(label: "Home")
        window.layout()
        #expect(navigation.viewControllers.map(\.title) == ["Folders", "Home"])
        try window.tap(label: "Home note 2")
        #expect(note.value == 2)
        window.layout()
        #expect(navigation.viewControllers.map(\.title) == ["Folders", "Home", "Note 2"])
        #expect(window.layoutDescription().contains("Body of note 2"))
        try window.tap(label: "Back")
        #expect(note.value == nil && folder.value == "Home")
        try window.tap(label: "Back")
        #expect(folder.value == nil)
        // On iPhone the visibility is left as the app set it.
        #expect(visibility.value == .all)
    }

    @Test("A representable's controller is made once, updated at each layout, drawn in the space offered, kept while shown")
    func representableController() throws {
        let made = Box<[Hosted.Coordinator]>([])
        let window = window(VStack { Hosted(made: made).frame(height: 100) })
        #expect(made.value.count == 1)
        let updates = made.value.first?.updates ?? 0
        #expect(updates >= 1)
        let description = window.layoutDescription()
        #expect(description.contains("UIViewControllerRepresentable"))
        #expect(description.contains("\"Inside\""))
        window.colorScheme = .dark
        window.layout()
        // The same controller, made in the light, is updated in the dark, as on iOS.
        #expect(window.layoutDescription().contains("\"Inside\""))
        #expect(made.value.count == 1)
        #expect((made.value.first?.updates ?? 0) > updates)
        #expect(made.value.first?.dismantled == false)
    }

    @Test("The picker's sources: the photo library and Camera Roll, no camera on Linux")
    func sources() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image", "public.movie"])
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary && picker.mediaTypes == ["public.image"] && !picker.allowsEditing)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    }

    @Test("By default the person cancels: the picker, whose delegate leaves cancelling out, closes its sheet")
    func pickerCancelsByDefault() throws {
        let shown = Box(false)
        let image = Box<UIImage?>(nil)
        let dismissed = Box(0)
        let window = window(PhotoScreen(shown: shown, image: image, dismissed: dismissed))
        try window.tap(label: "Choose Photo")
        window.layout()
        #expect(!shown.value)
        window.layout()
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(image.value == nil)
        #expect(dismissed.value == 1)
    }

    @Test("With a picking action the delegate receives the image (edited too when editing is allowed) and closes the sheet")
    func pickerPicks() throws {
        let shown = Box(false)
        let image = Box<UIImage?>(nil)
        let dismissed = Box(0)
        let photo = UIImage()
        var requests: [ImagePickRequest] = []
        let picking = ImagePickAction.picking(photo)
        let screen = PhotoScreen(shown: shown, image: image, dismissed: dismissed, sourceType: .camera, allowsEditing: true)
            .environment(
                \.imagePick,
                ImagePickAction { request in
                    requests.append(request)
                    return picking(request)
                })
        let window = window(screen)
        try window.tap(label: "Choose Photo")
        window.layout()
        window.layout()
        #expect(image.value === photo)
        #expect(!shown.value)
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(dismissed.value == 1)
        #expect(requests == [ImagePickRequest(sourceType: .camera, mediaTypes: ["public.image"], allowsEditing: true)])
    }

    @Test("A picker presented with present(_:animated:) tells its delegate, which closes it")
    func presentedPicker() throws {
        let window = window(Text("Home"))
        let root = try #require(window.rootViewController)
        let delegate = RecordingDelegate()
        let picker = UIImagePickerController()
        picker.delegate = delegate
        root.present(picker, animated: true)
        #expect(delegate.told == ["cancel"])
        #expect(root.presentedViewController == nil)
        #expect(picker.hasAnswered)
        // A movies-only request is cancelled by the picking action.
        let movies = ImagePickAction.picking(UIImage())(
            ImagePickRequest(sourceType: .photoLibrary, mediaTypes: ["public.movie"], allowsEditing: false))
        guard case .cancelled = movies else {
            Issue.record("a movies-only request picked an image")
            return
        }
    }
}
