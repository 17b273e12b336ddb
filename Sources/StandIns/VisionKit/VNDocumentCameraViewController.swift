import Foundation
import NapkinUI

/// What a document camera tells its delegate, as VisionKit's protocol; every method has an empty
/// default, as the Objective-C protocol's are optional. The delegate dismisses the camera.
@MainActor @preconcurrency
public protocol VNDocumentCameraViewControllerDelegate: NSObjectProtocol {
    /// The person saved the pages of `scan`.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    /// The person tapped Cancel.
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    /// The camera could not scan.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    /// Does nothing unless the delegate implements it.
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    /// Does nothing unless the delegate implements it.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}

/// The pages a document camera scanned, as VisionKit's `VNDocumentCameraScan`.
open class VNDocumentCameraScan: NSObject {
    private let pages: [UIImage]

    /// The scan's title, shown in the camera's save step ("Scan" unless renamed).
    public let title: String

    /// A scan of `pages` titled `title`: VisionKit makes scans only in its camera, which Linux cannot
    /// show working, so tests and previews make the scan their delegate would have been given.
    public init(title: String = "Scan", pages: [UIImage]) {
        self.title = title
        self.pages = pages
        super.init()
    }

    /// How many pages were scanned.
    open var pageCount: Int { pages.count }

    /// The page at `index`, cropped and straightened as VisionKit hands it over. Past the last page,
    /// an empty image (VisionKit raises an Objective-C range exception, which would end the app).
    open func imageOfPage(at index: Int) -> UIImage {
        index >= 0 && index < pages.count ? pages[index] : UIImage()
    }
}

/// VisionKit's document camera, as `VNDocumentCameraViewController`.
///
/// Linux has no camera: ``isSupported`` is false, as on the Simulator and devices without a camera.
/// Presented anyway, it draws iOS's document camera with nothing in the viewfinder: black, the flash,
/// filter and Auto controls at the top, the "Position the document in view." hint, and Cancel beside a
/// shutter dimmed because nothing can be taken. Cancel tells the delegate
/// ``VNDocumentCameraViewControllerDelegate/documentCameraViewControllerDidCancel(_:)``.
open class VNDocumentCameraViewController: UIViewController {
    /// Told when the camera finishes, cancels or fails. Weak, as VisionKit's.
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?

    /// Whether this device can scan documents: false on Linux (no camera).
    open class var isSupported: Bool { false }

    /// A document camera.
    public override init() { super.init() }

    /// The camera's black, under the bars too.
    open override var backgroundColor: Color? {
        get { .black }
        set {}
    }

    /// The viewfinder and the controls.
    open override var contentView: AnyView? {
        get { AnyView(DocumentCameraScreen(cancel: { [weak self] in self?.cancel() })) }
        set {}
    }

    /// Cancel was tapped.
    func cancel() {
        delegate?.documentCameraViewControllerDidCancel(self)
    }
}

/// The document camera's screen: a viewfinder with nothing in it and iOS's controls over it.
struct DocumentCameraScreen: View {
    let cancel: @MainActor @Sendable () -> Void

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 22) {
                Image(systemName: "bolt.fill")
                    .font(.system(size: 15, weight: .semibold))
                    .frame(width: 30, height: 30)
                    .overlay(Circle().stroke(Color.white, lineWidth: 1.5))
                    .accessibilityLabel("Flash")
                FilterIcon()
                    .accessibilityLabel("Filters")
                Spacer()
                Text("Auto")
                    .font(.system(size: 15, weight: .medium))
                    .accessibilityLabel("Capture mode")
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .frame(height: 50)
            Spacer()
            Text("Position the document in view.")
                .font(.system(size: 15, weight: .medium))
                .foregroundStyle(.white)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(Color(white: 0.15).opacity(0.85))
                .clipShape(RoundedRectangle(cornerRadius: 8))
            Spacer()
            ZStack {
                HStack {
                    Button("Cancel", action: cancel)
                        .font(.system(size: 17))
                        .tint(.white)
                    Spacer()
                }
                .padding(.horizontal, 20)
                ShutterButton()
            }
            .frame(height: 110)
        }
        // Shown full screen, the viewfinder's black runs under the status bar and the home indicator; the
        // controls stay inside the safe area.
        .background(Color.black.ignoresSafeArea())
    }
}

/// The colour-filter control: three small overlapping rings, as iOS draws it.
struct FilterIcon: View {
    var body: some View {
        ZStack {
            Circle().stroke(Color.white, lineWidth: 1.5).frame(width: 11, height: 11).offset(x: -4, y: 3)
            Circle().stroke(Color.white, lineWidth: 1.5).frame(width: 11, height: 11).offset(x: 4, y: 3)
            Circle().stroke(Color.white, lineWidth: 1.5).frame(width: 11, height: 11).offset(y: -4)
        }
        .frame(width: 30, height: 30)
        .overlay(Circle().stroke(Color.white, lineWidth: 1.5))
    }
}

/// The shutter: a white disc inside a white ring, dimmed as nothing can be taken on Linux.
struct ShutterButton: View {
    var body: some View {
        ZStack {
            Circle().stroke(Color.white, lineWidth: 4).frame(width: 72, height: 72)
            Circle().fill(Color.white).frame(width: 60, height: 60)
        }
        .opacity(0.4)
        .accessibilityLabel("Take Picture")
    }
}
