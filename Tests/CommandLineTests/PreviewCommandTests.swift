import CommandLineOptions
import Foundation
import NapkinUI
import PackageTestSupport
import Testing

@testable import napkin_preview

@Suite("napkin-preview's parts")
struct PreviewCommandTests {
    @Test("Options: the package, the gallery's folder, the matrix and --serve")
    func options() throws {
        let defaults = PreviewOptions(try PreviewCommandLine.table.parse([]), currentFolder: "/work/app")
        #expect(defaults.packageRoot.path == "/work/app")
        #expect(defaults.output.path == "/work/app/.build/previews")
        #expect(
            defaults.configurations == [
                .init(name: "light", device: "iPhone13Pro", scheme: "light"), .init(name: "dark", device: "iPhone13Pro", scheme: "dark"),
            ])
        #expect(
            !defaults.serve && defaults.port == 8017 && defaults.modules == nil && defaults.product == nil && defaults.scratchPath == nil)
        let chosen = PreviewOptions(
            try PreviewCommandLine.table.parse([
                "--package-path", "app", "--out", "/tmp/g", "--device", "iPadPro11", "--scheme", "dark", "--serve", "--port=0",
                "--modules", "Screens, Kit", "--scratch-path", "b", "--product", "demo",
            ]), currentFolder: "/work")
        #expect(chosen.packageRoot.path == "/work/app" && chosen.output.path == "/tmp/g" && chosen.scratchPath == "/work/b")
        #expect(chosen.configurations == [.init(name: "iPadPro11-dark", device: "iPadPro11", scheme: "dark")])
        #expect(chosen.serve && chosen.port == 0 && chosen.modules == ["Screens", "Kit"] && chosen.product == "demo")
        #expect(throws: CommandLineUsageError("--port takes a port number from 0 to 65535, not '70000'")) {
            try PreviewCommandLine.table.parse(["--port", "70000"])
        }
        #expect(PreviewCommandLine.table.usage.contains("--serve"))
    }

    @Test("Compile errors are read from swift build's output: each once, relative to the package")
    func diagnostics() {
        let output = """
            [3/9] Compiling Screens ProfileScreen.swift
            /work/app/Sources/Screens/ProfileScreen.swift:12:5: error: expected '}' in struct
            /work/app/Sources/Screens/ProfileScreen.swift:12:5: error: expected '}' in struct
            /work/app/Sources/Screens/Avatar.swift:3:1: warning: unused variable
            /elsewhere/Kit.swift:7:9: error: cannot find 'x' in scope
            error: fatalError
            """
        #expect(
            PackageBuild.diagnostics(in: output, packageRoot: URL(fileURLWithPath: "/work/app")) == [
                .init(file: "Sources/Screens/ProfileScreen.swift", line: 12, column: 5, message: "expected '}' in struct"),
                .init(file: "/elsewhere/Kit.swift", line: 7, column: 9, message: "cannot find 'x' in scope"),
            ])
    }

    @Test("The page lists every preview with its place and images, and the build's errors above them")
    func page() {
        let image = { (configuration: String) in
            PreviewGalleryManifest.Image(
                configuration: configuration, file: "Screens/A_B_\(configuration).png", width: 1170, height: 2532, error: nil)
        }
        let manifest = PreviewGalleryManifest(
            configurations: ["light", "dark"],
            previews: [
                .init(
                    module: "Screens", fileID: "Screens/A.swift", filePath: "/p/A.swift", line: 4, displayName: "B <&>", fileName: "A_B",
                    source: "#Preview", images: [image("light"), image("dark")]),
                .init(
                    module: "Screens", fileID: "Screens/C.swift", filePath: nil, line: 9, displayName: "Pixel", fileName: "C_Pixel",
                    source: "Screens.C_Previews",
                    images: [.init(configuration: "light", file: nil, width: 0, height: 0, error: "unknown device")]),
            ], renderSeconds: 0.5)
        let good = GalleryPage(packageName: "App", manifest: manifest, generation: 3, status: "2 previews").html
        #expect(good.contains(#"<body data-generation="3">"#))
        #expect(good.contains(#"<h3>B &lt;&amp;&gt;</h3><p class="place">Screens/A.swift:4</p>"#))
        #expect(
            good.contains(
                #"<a href="images/Screens/A_B_dark.png?v=3"><img src="images/Screens/A_B_dark.png?v=3" width="195" alt="B &lt;&amp;&gt;, dark" data-configuration="dark""#
            ))
        #expect(good.contains(#"<div class="error">unknown device</div>"#))
        #expect(good.contains(#"<section id="problems" class="empty"></section>"#))
        let broken = GalleryPage(
            packageName: "App", manifest: manifest, generation: 4,
            diagnostics: [.init(file: "Sources/Screens/A.swift", line: 12, column: 5, message: "expected '}'")], status: "Build failed"
        ).html
        #expect(
            broken.contains(#"<li class="diagnostic"><code class="place">Sources/Screens/A.swift:12:5</code> expected &#39;}&#39;</li>"#))
        #expect(broken.contains("<h2>Build failed</h2>"))
        #expect(broken.contains("from the last build that succeeded"))
        #expect(broken.contains("images/Screens/A_B_light.png?v=4"))
        let none = GalleryPage(packageName: "App", manifest: nil, generation: 1, failure: "rendering crashed", status: "").html
        #expect(
            none.contains("<h2>Rendering failed</h2>") && none.contains("<pre>rendering crashed</pre>")
                && none.contains("Nothing rendered yet."))
    }

    @Test("The watcher sees files added, changed and removed")
    func watcher() throws {
        let folder = try makeTemporaryFolder("napkin-watch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift"), b = folder.appendingPathComponent("Sub/B.swift")
        try FileManager.default.createDirectory(at: b.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: a)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let watcher = SourceWatcher(roots: [folder])
        let first = watcher.snapshot()
        #expect(first.keys.sorted() == [a.path])
        try Data("let b = 2\n".utf8).write(to: b)
        try Data("let a = 10\n".utf8).write(to: a)
        let second = watcher.snapshot()
        #expect(SourceWatcher.changes(from: first, to: second) == [a.path, b.path])
        try FileManager.default.removeItem(at: b)
        #expect(SourceWatcher.changes(from: second, to: watcher.snapshot()) == [b.path])
        #expect(SourceWatcher.changes(from: second, to: second) == [])
    }
}
