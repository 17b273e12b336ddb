import CommandLineOptions
import Foundation
import NapkinHTTPServer

// napkin-preview: renders every preview of the package in the current folder into
// .build/previews, and with --serve keeps that gallery live in the browser. Why a command run
// with `swift run` and not a SwiftPM command plugin: see the README ("The preview gallery").

/// Ends running builds and renders when napkin-preview is told to stop.
func stopOnSignals() {
    for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            ChildProcess.terminateAll()
            exit(0)
        }
        source.resume()
        signalSources.append(source)
    }
}
nonisolated(unsafe) var signalSources: [any DispatchSourceSignal] = []

func run() throws {
    let parsed = try PreviewCommandLine.table.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed[FlagKey.help] {
        try StandardOutput.printLine(PreviewCommandLine.table.usage)
        return
    }
    let options = PreviewOptions(parsed)
    guard FileManager.default.fileExists(atPath: options.packageRoot.appendingPathComponent("Package.swift").path) else {
        throw CommandLineUsageError(
            "no Package.swift in \(options.packageRoot.path); run napkin-preview in a package's folder or pass --package-path")
    }
    stopOnSignals()
    let terminal = Terminal()
    let build = PackageBuild(packageRoot: options.packageRoot, scratchPath: options.scratchPath, product: options.product)
    let description = try build.describe()
    try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    let render = GalleryRender(
        output: options.output, modules: options.modules ?? description.modules, sourceRoot: options.packageRoot,
        configurations: options.configurations)
    let session = GallerySession(
        packageName: description.name, build: build, render: render, terminal: terminal, events: options.serve ? ServerSentEvents() : nil)
    if options.serve {
        let folders = description.targetFolders.map { options.packageRoot.appendingPathComponent($0, isDirectory: true) }
        let watcher = SourceWatcher(roots: folders + [options.packageRoot.appendingPathComponent("Package.swift")])
        try PreviewServer(session: session, watcher: watcher, port: options.port).run()
    }
    guard session.refresh(because: "napkin-preview") else { exit(1) }
}

do {
    try run()
} catch {
    exit(reportFailure(error, program: "napkin-preview"))
}
