import Foundation

/// UIKit's `UINavigationControllerDelegate`, as an image picker's delegate declares it
/// (`class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate`).
/// NapkinUI's navigation controllers call none of its methods.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an ``UIImagePickerController`` tells when the person has picked or cancelled, as
/// UIKit's `UIImagePickerControllerDelegate`. A delegate that leaves a method out gets the
/// picker closing itself.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The person picked: `info` holds the image (``UIImagePickerController/InfoKey/originalImage``,
    /// and ``UIImagePickerController/InfoKey/editedImage`` when editing is allowed). The delegate
    /// closes the picker.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The person cancelled. The delegate closes the picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Not implemented by the delegate: the picker closes itself.
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.closeItself()
    }

    /// Not implemented by the delegate: the picker closes itself, as UIKit's does.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.closeItself()
    }
}

/// UIKit's photo picker and camera, as SwiftUI files wrap it in a
/// ``UIViewControllerRepresentable`` or present it.
///
/// Linux has no photo library and no camera, and no one is there to choose: when the picker
/// appears (the view hosting it appears, or it is presented with
/// ``ViewController/present(_:animated:completion:)``) it asks the environment's
/// ``ImagePickAction`` what the person does, once, and tells its ``delegate``: by default the
/// person cancels (`imagePickerControllerDidCancel(_:)`, or the picker closes itself when the
/// delegate leaves that out). A test or preview installs
/// `.environment(\.imagePick, .picking(image))` to have an image picked. As on a device
/// without one, ``isSourceTypeAvailable(_:)`` says the camera is not available; a picker set to
/// the camera anyway asks the action all the same (UIKit would raise).
open class UIImagePickerController: ViewController, RepresentedAppearing {
    /// Where the picker takes media from, as UIKit's `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable, Hashable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// Which camera takes the picture.
    public enum CameraDevice: Int, Sendable, Hashable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }

    /// What the camera captures.
    public enum CameraCaptureMode: Int, Sendable, Hashable {
        /// Still images.
        case photo = 0
        /// Movies.
        case video = 1
    }

    /// The flash mode of the camera.
    public enum CameraFlashMode: Int, Sendable, Hashable {
        /// Never flash.
        case off = -1
        /// Flash when it is dark.
        case auto = 0
        /// Always flash.
        case on = 1
    }

    /// A key of the dictionary the delegate receives, as UIKit's `UIImagePickerController.InfoKey`.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        /// UIKit's string for the key.
        public let rawValue: String
        /// The key with UIKit's string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The type of media picked (a `String`, "public.image").
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked (a ``UIImage``).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the person cropped it (a ``UIImage``; only when editing is allowed).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The part of the original image kept (a `CGRect`; only when editing is allowed).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// Where a copy of the picked image's file is (a `URL`).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// Where a picked movie's file is (a `URL`).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The metadata of a photo just taken.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The Live Photo picked.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The Photos asset picked.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The reference URL of the asset (deprecated in UIKit).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// Told when the person picks or cancels. Weak, as UIKit's.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Where media comes from (the photo library by default).
    open var sourceType: SourceType = .photoLibrary
    /// The uniform type identifiers of the media offered (images only by default).
    open var mediaTypes: [String] = ["public.image"]
    /// True to let the person crop the picked image (the delegate then also gets
    /// ``InfoKey/editedImage`` and ``InfoKey/cropRect``).
    open var allowsEditing = false
    /// The camera used when ``sourceType`` is the camera.
    open var cameraDevice: CameraDevice = .rear
    /// What the camera captures.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The camera's flash.
    open var cameraFlashMode: CameraFlashMode = .auto
    /// True to show the system's camera controls.
    open var showsCameraControls = true
    /// The longest movie, in seconds.
    open var videoMaximumDuration: TimeInterval = 600

    /// True once the picker has asked its ``ImagePickAction``: it answers once.
    public private(set) var hasAnswered = false

    /// A picker of images from the photo library.
    public override init() {
        super.init()
        backgroundColor = .systemBackground
    }

    /// True when the device can pick from `sourceType`: the photo library and the Camera Roll,
    /// not the camera (a Linux machine, as a Simulator, has none).
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers ("public.image" and "public.movie"), or `nil` when it
    /// is not available.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// False: there is no camera.
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// False: there is no camera, so no flash.
    public static func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// What the picker asks its ``ImagePickAction``.
    public var request: ImagePickRequest {
        ImagePickRequest(sourceType: sourceType, mediaTypes: mediaTypes, allowsEditing: allowsEditing)
    }

    func representedViewDidAppear() {
        answer(in: representedHost?.environment ?? bridge.lastEnvironment)
    }

    /// Asks `environment`'s ``ImagePickAction`` what the person does, once, and tells the
    /// delegate (or closes, without one).
    func answer(in environment: EnvironmentValues) {
        guard !hasAnswered else { return }
        hasAnswered = true
        switch environment.imagePick(request) {
        case .cancelled:
            if let delegate { delegate.imagePickerControllerDidCancel(self) } else { closeItself() }
        case .picked(let info):
            if let delegate { delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info) } else { closeItself() }
        }
    }

    /// Closes the picker: the presentation its hosting view is in, or the picker itself when
    /// it was presented.
    func closeItself() {
        if let host = representedHost {
            host.environment.dismiss()
        } else {
            dismiss(animated: true)
        }
    }
}

/// What an ``UIImagePickerController`` asks the system for: where from, which media, and
/// whether the person may crop.
public struct ImagePickRequest: Sendable, Hashable {
    /// Where media comes from.
    public let sourceType: UIImagePickerController.SourceType
    /// The uniform type identifiers of the media offered.
    public let mediaTypes: [String]
    /// True when the person may crop the image.
    public let allowsEditing: Bool

    /// A request for `mediaTypes` from `sourceType`.
    public init(sourceType: UIImagePickerController.SourceType, mediaTypes: [String], allowsEditing: Bool) {
        self.sourceType = sourceType
        self.mediaTypes = mediaTypes
        self.allowsEditing = allowsEditing
    }
}

/// What the person did in an image picker.
public enum ImagePickResult {
    /// They cancelled.
    case cancelled
    /// They picked: what the delegate receives.
    case picked([UIImagePickerController.InfoKey: Any])
}

/// What the system's image picker does with an ``ImagePickRequest``: where a person would
/// pick a photo, NapkinUI asks this action. The default cancels;
/// ``SystemSheetAction/picking(_:url:)`` picks an image.
public typealias ImagePickAction = SystemSheetAction<ImagePickRequest, ImagePickResult>

extension SystemSheetAction where Request == ImagePickRequest, Answer == ImagePickResult {
    /// Cancels every pick, as a person closing the picker does.
    public static var cancel: ImagePickAction {
        ImagePickAction { _ in .cancelled }
    }

    /// Picks `image`, as UIKit describes a picked photo: its media type and the image, the
    /// whole image as the edited one and its crop rectangle when editing is allowed, and
    /// `url` (a copy of its file) when given. A request for movies only is cancelled.
    public static func picking(_ image: UIImage, url: URL? = nil) -> ImagePickAction {
        ImagePickAction { request in
            guard request.mediaTypes.contains("public.image") else { return .cancelled }
            var info: [UIImagePickerController.InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
            if request.allowsEditing {
                info[.editedImage] = image
                info[.cropRect] = CGRect(origin: .zero, size: image.size)
            }
            if let url { info[.imageURL] = url }
            return .picked(info)
        }
    }
}

private struct ImagePickActionKey: EnvironmentKey {
    static var defaultValue: ImagePickAction { .cancel }
}

extension EnvironmentValues {
    /// What image pickers inside do when they appear (by default: the person cancels).
    public var imagePick: ImagePickAction {
        get { self[ImagePickActionKey.self] }
        set { self[ImagePickActionKey.self] = newValue }
    }
}
