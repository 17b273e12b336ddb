// swift-tools-version:6.0
// napkin for Linux: the napkin architecture, a raster UI library that draws to PNG,
// and image snapshot testing, on the Swift toolchain and Debian system libraries only.
import PackageDescription

/// A system library found through pkg-config, installed by `make deps` on Debian.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "napkin",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "NapkinUI", targets: ["NapkinUI"]),
        .library(name: "Napkin", targets: ["Napkin"]),
        .library(name: "NapkinTesting", targets: ["NapkinTesting"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        .executable(name: "ribhouse-render", targets: ["ribhouse-render"]),
        .executable(name: "napkin-bench", targets: ["napkin-bench"]),
        .executable(name: "chirp-render", targets: ["chirp-render"]),
        .executable(name: "napkin-compare", targets: ["napkin-compare"]),
    ],
    targets: [
        systemLibrary("CCairo", pkgConfig: "cairo-ft", apt: "libcairo2-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        // SHA-256 and GMAC for the snapshot pixel cache (hardware-accelerated in libcrypto).
        systemLibrary("CCrypto", pkgConfig: "libcrypto", apt: "libssl-dev"),

        // The bundled font files, shipped as SwiftPM resources so that `swift test`,
        // `swift run` and dependent packages all find them without fontconfig.
        .target(
            name: "NapkinFonts",
            path: "Fonts",
            exclude: ["README.md", "licenses"],
            resources: [
                .copy("EBGaramond12-Regular.otf"),
                .copy("EBGaramond12-Italic.otf"),
                .copy("JetBrainsMono-Regular.ttf"),
                .copy("Inter-Regular.otf"),
                .copy("Inter-Medium.otf"),
            ]
        ),
        .target(
            name: "Raster",
            dependencies: ["CCairo", "CFreeType", "CHarfBuzz", "CPNG", "CZlib", "NapkinFonts"]
        ),
        .target(name: "NapkinUI", dependencies: ["Raster"]),
        .target(name: "Napkin", dependencies: ["NapkinUI"]),
        .target(name: "NapkinTesting", dependencies: ["Napkin", "NapkinUI"]),
        .target(name: "SnapshotTesting", dependencies: ["NapkinUI", "Raster", "CCrypto"]),
        .target(name: "RibHouse", dependencies: ["Napkin", "NapkinUI"]),
        // One option table for every command line: parsing, usage errors, --help, checked stdout.
        .target(name: "CommandLineOptions", dependencies: ["Raster"]),
        // What the two render commands share: output paths, writing, one-line failures.
        .target(name: "RenderCommand", dependencies: ["NapkinUI", "Raster", "CommandLineOptions"]),
        .executableTarget(name: "ribhouse-render", dependencies: ["RibHouse", "NapkinUI", "RenderCommand", "CommandLineOptions"]),
        // Compares two PNG files as a snapshot test does: lean, for scripts and CI.
        .executableTarget(name: "napkin-compare", dependencies: ["SnapshotTesting", "CommandLineOptions"]),
        .executableTarget(name: "napkin-bench", dependencies: ["Raster", "NapkinUI", "SnapshotTesting", "RibHouse", "CommandLineOptions"]),
        // The seed's view models call a non-Sendable `AuthRepository` from the main actor;
        // with nonisolated async functions running on their caller's actor (Swift 6.2's
        // approachable-concurrency default) that is safe, and the seed compiles as written.
        .target(name: "Chirp", dependencies: ["NapkinUI"], swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(name: "chirp-render", dependencies: ["Chirp", "NapkinUI", "RenderCommand", "CommandLineOptions"]),

        // What this package's own tests share (the one way to start a test server).
        .target(name: "PackageTestSupport", dependencies: ["Raster"], path: "Tests/PackageTestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "PackageTestSupport"]),
        .testTarget(name: "NapkinUITests", dependencies: ["NapkinUI", "SnapshotTesting"]),
        .testTarget(name: "NapkinTests", dependencies: ["Napkin", "NapkinTesting", "NapkinUI"]),
        .testTarget(name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "NapkinUI", "Raster", "PackageTestSupport"]),
        .testTarget(name: "ChirpTests", dependencies: ["Chirp", "NapkinTesting", "NapkinUI", "SnapshotTesting", "PackageTestSupport"], exclude: ["Support"]),
        .testTarget(name: "CommandLineTests", dependencies: ["ribhouse-render", "chirp-render", "napkin-bench", "CommandLineOptions", "PackageTestSupport"]),
        .testTarget(name: "RibHouseTests", dependencies: ["RibHouse", "Napkin", "NapkinTesting", "NapkinUI", "SnapshotTesting", "PackageTestSupport"]),
    ]
)
