import Foundation
import Lottie
import NapkinUI
import Raster
import Testing

/// The fixture's JSON: a 60-frame loader of three dots, a bar with a keyframed position and a hold-keyframed
/// rotation, parented to a null, and a precomposition shown for the first half.
func loaderData() throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "loader", withExtension: "json"))
    return try Data(contentsOf: url)
}

/// The fixture animation, decoded afresh.
func loaderAnimation() throws -> LottieAnimation {
    try LottieAnimation.from(data: loaderData())
}

/// Renders `view` in a window of `size` points at scale 1 (one pixel a point), light or dark.
@MainActor
func render(_ view: some View, size: CGSize = CGSize(width: 120, height: 80), dark: Bool = false) -> Bitmap {
    let device = Device(name: "test", size: size, scale: 1, safeAreaInsets: EdgeInsets())
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view.environment(\.colorScheme, dark ? .dark : .light))
    window.layout()
    return window.render()
}

/// The red, green and blue of a pixel.
func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    let pixel = bitmap[x, y]
    return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
}

/// Whether the pixel at (x, y) is within 3 of (red, green, blue).
func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, is color: (Int, Int, Int)) -> Bool {
    let (red, green, blue) = rgb(bitmap, x, y)
    return abs(red - color.0) <= 3 && abs(green - color.1) <= 3 && abs(blue - color.2) <= 3
}

let white = (255, 255, 255)
let purple = (128, 0, 128)
let blue = (0, 0, 255)
let green = (0, 153, 0)
let red = (255, 0, 0)
let orange = (255, 128, 0)

/// A UIKit animation view shown in SwiftUI.
struct AnimationViewHost: UIViewRepresentable {
    let view: LottieAnimationView
    func makeUIView(context: Context) -> LottieAnimationView { view }
    func updateUIView(_ uiView: LottieAnimationView, context: Context) {}
}
