import Foundation
import NapkinUI

/// The system volume slider and route button, as MediaPlayer's `MPVolumeView`, on a device without an audio
/// route.
///
/// iOS shows the slider only where there is an audio route to control: in the simulator, which has none, the
/// view stays empty, with no slider, thumb or route button. Linux has no audio route either, so napkin's volume
/// view is the simulator's: it draws nothing (nor a background, unless one is set, as for any ``UIView``), and
/// takes the space offered, as a `UIViewRepresentable` wrapping it does on iOS. The settings an app makes (which
/// parts show, the slider's images) are kept and read back; no wireless route is ever available or active.
open class MPVolumeView: UIView {
    /// Whether the volume slider shows when there is a route (true by default).
    open var showsVolumeSlider = true
    /// Whether the route button shows when there are routes (true by default; deprecated on iOS for
    /// `AVRoutePickerView`).
    open var showsRouteButton = true
    /// The image the slider shows past the safe listening level.
    open var volumeWarningSliderImage: UIImage?

    private var minimumTrackImages: [UIControlState: UIImage] = [:]
    private var maximumTrackImages: [UIControlState: UIImage] = [:]
    private var thumbImages: [UIControlState: UIImage] = [:]
    private var routeButtonImages: [UIControlState: UIImage] = [:]

    /// A volume view with the rectangle `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Whether audio is playing through a wireless route (AirPlay, Bluetooth): never, with no route.
    open var isWirelessRouteActive: Bool { false }
    /// Whether wireless routes are available: never, with no route.
    open var areWirelessRoutesAvailable: Bool { false }

    /// Sets the image of the track left of the thumb in `state`.
    open func setMinimumVolumeSliderImage(_ image: UIImage?, for state: UIControlState) { minimumTrackImages[state] = image }
    /// The image of the track left of the thumb in `state`, if set.
    open func minimumVolumeSliderImage(for state: UIControlState) -> UIImage? { minimumTrackImages[state] }
    /// Sets the image of the track right of the thumb in `state`.
    open func setMaximumVolumeSliderImage(_ image: UIImage?, for state: UIControlState) { maximumTrackImages[state] = image }
    /// The image of the track right of the thumb in `state`, if set.
    open func maximumVolumeSliderImage(for state: UIControlState) -> UIImage? { maximumTrackImages[state] }
    /// Sets the thumb's image in `state`.
    open func setVolumeThumbImage(_ image: UIImage?, for state: UIControlState) { thumbImages[state] = image }
    /// The thumb's image in `state`, if set.
    open func volumeThumbImage(for state: UIControlState) -> UIImage? { thumbImages[state] }
    /// Sets the route button's image in `state`.
    open func setRouteButtonImage(_ image: UIImage?, for state: UIControlState) { routeButtonImages[state] = image }
    /// The route button's image in `state`, if set.
    open func routeButtonImage(for state: UIControlState) -> UIImage? { routeButtonImages[state] }

    /// Where the slider is drawn within `bounds`: nowhere (`CGRect.zero`), as no slider shows without a route.
    open func volumeSliderRect(forBounds bounds: CGRect) -> CGRect { .zero }
    /// Where the thumb is drawn for `value`: nowhere (`CGRect.zero`), as no slider shows without a route.
    open func volumeThumbRect(forBounds bounds: CGRect, volumeSliderRect rect: CGRect, value: Float) -> CGRect { .zero }
    /// Where the route button is drawn within `bounds`: nowhere (`CGRect.zero`), as no route button shows
    /// without routes.
    open func routeButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when wireless routes become available or unavailable (never, here: there are none).
    public static let MPVolumeViewWirelessRoutesAvailableDidChange = Notification.Name(
        "MPVolumeViewWirelessRoutesAvailableDidChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when a wireless route becomes active or inactive (never, here).
    public static let MPVolumeViewWirelessRouteActiveDidChange = Notification.Name("MPVolumeViewWirelessRouteActiveDidChangeNotification")
}
