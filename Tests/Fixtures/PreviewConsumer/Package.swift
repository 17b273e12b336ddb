// swift-tools-version:6.0
// A package written as a napkin user writes one, following the README's "Use it in your
// package": screens with #Preview and a PreviewProvider, and tests that snapshot them (XCTest
// and Swift Testing). Not a target of napkin: napkin's tests copy this folder and point the URL
// below at a git repository holding the napkin being tested (Tests/Fixtures/publish-napkin.sh).
import PackageDescription

let package = Package(
    name: "PreviewConsumer",
    dependencies: [.package(url: "NAPKIN_PACKAGE_URL", from: "0.1.0")],
    targets: [
        // AppleImports: `ProfileModel.swift` imports only Foundation, as an iOS view model does.
        .target(
            name: "Screens", dependencies: [.product(name: "NapkinUI", package: "napkin")],
            plugins: [.plugin(name: "AppleImports", package: "napkin")]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", .product(name: "SnapshotTesting", package: "napkin")]),
    ]
)
