// swift-tools-version:6.0
// A package written as a napkin user writes one: screens with #Preview and a PreviewProvider,
// and tests that snapshot them all. Not a target of napkin: napkin's tests copy this folder,
// point the dependency below at the napkin being tested, and build it.
import PackageDescription

let package = Package(
    name: "PreviewConsumer",
    dependencies: [.package(name: "napkin", path: "NAPKIN_PACKAGE_PATH")],
    targets: [
        .target(name: "Screens", dependencies: [.product(name: "NapkinUI", package: "napkin")]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", .product(name: "SnapshotTesting", package: "napkin")]),
    ]
)
