import Foundation
import NapkinSupport

/// The package napkin-preview shows, and how it is built: `swift package describe` once, then
/// `swift build --build-tests` (or `--product`) for every gallery.
struct PackageBuild: Sendable {
    /// What `swift package describe` says of the package.
    struct Description: Sendable, Equatable {
        /// The package's name.
        var name: String
        /// Its Swift modules (targets' module names), in the order described.
        var modules: [String]
        /// Its targets' folders, relative to the package.
        var targetFolders: [String]
    }

    /// One compile error, where it is.
    struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
        /// The file, relative to the package when inside it.
        var file: String
        /// The line and column, from 1.
        var line: Int, column: Int
        /// The compiler's message.
        var message: String

        /// `Sources/App/Profile.swift:12:5: error: expected '}'`.
        var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    /// Why there is no binary to render from.
    enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The build failed: its errors, or the end of its output when none was recognised.
        case compile(diagnostics: [Diagnostic], output: String)
        /// The build succeeded without the expected binary.
        case noBinary(String)

        var description: String {
            switch self {
            case .compile(let diagnostics, let output):
                return diagnostics.isEmpty ? "the build failed:\n\(output)" : diagnostics.map(\.description).joined(separator: "\n")
            case .noBinary(let reason):
                return reason
            }
        }
    }

    let packageRoot: URL
    let scratchPath: String?
    let product: String?
    let swift = ChildProcess.swiftExecutable()

    /// `--package-path` and `--scratch-path`, for every swift command.
    private var locationArguments: [String] {
        ["--package-path", packageRoot.path] + (scratchPath.map { ["--scratch-path", $0] } ?? [])
    }

    /// Reads the package's description.
    func describe() throws -> Description {
        let outcome = try ChildProcess.run(swift, ["package"] + locationArguments + ["describe", "--type", "json"], in: packageRoot)
        guard outcome.succeeded, let start = outcome.output.firstIndex(of: "{"),
            let json = try JSONSerialization.jsonObject(with: Data(outcome.output[start...].utf8)) as? [String: Any],
            let name = json["name"] as? String, let targets = json["targets"] as? [[String: Any]]
        else {
            throw Failure.noBinary("swift package describe failed in \(packageRoot.path):\n\(outcome.output)")
        }
        return Description(
            name: name,
            modules: targets.compactMap { ($0["c99name"] as? String) ?? ($0["name"] as? String) },
            targetFolders: targets.compactMap { $0["path"] as? String }
        )
    }

    /// Builds, calling `line` with each line of the build's output, and returns the binary to
    /// render from: the package's test bundle, or the product's executable.
    func build(line: @escaping @Sendable (String) -> Void) throws -> URL {
        let what = product.map { ["--product", $0] } ?? ["--build-tests"]
        let outcome = try ChildProcess.run(swift, ["build"] + locationArguments + what, in: packageRoot, line: line)
        guard outcome.succeeded else {
            throw Failure.compile(
                diagnostics: Self.diagnostics(in: outcome.output, packageRoot: packageRoot), output: Self.tail(outcome.output))
        }
        let folder = try binFolder()
        if let product {
            let executable = folder.appendingPathComponent(product)
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw Failure.noBinary("swift build made no executable \(executable.path)")
            }
            return executable
        }
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix("PackageTests.xctest")
        }.sorted()
        guard let bundle = bundles.first else {
            throw Failure.noBinary(
                """
                the package has no test bundle in \(folder.path): napkin-preview renders the previews linked into the \
                package's tests, so add a test target that depends on the modules with previews, or pass --product \
                with an executable that links them
                """)
        }
        return folder.appendingPathComponent(bundle)
    }

    /// The folder swift build puts binaries in, asked once (it costs half a second, every
    /// rebuild would pay it).
    private func binFolder() throws -> URL {
        if let known = Self.binFolders.withLock({ $0[packageRoot.path + "|" + (scratchPath ?? "")] }) { return known }
        let bin = try ChildProcess.run(swift, ["build"] + locationArguments + ["--show-bin-path"], in: packageRoot)
        guard bin.succeeded, let last = bin.output.split(separator: "\n").last else {
            throw Failure.noBinary("swift build --show-bin-path failed:\n\(bin.output)")
        }
        let folder = URL(fileURLWithPath: String(last), isDirectory: true)
        Self.binFolders.withLock { $0[packageRoot.path + "|" + (scratchPath ?? "")] = folder }
        return folder
    }

    private static let binFolders = Locked<[String: URL]>([:])

    /// The compile errors in a build's output, each once, in order (at most 50).
    static func diagnostics(in output: String, packageRoot: URL) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let root = packageRoot.standardizedFileURL.path + "/"
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            var file = place.dropLast(2).joined(separator: ":")
            if file.hasPrefix(root) { file.removeFirst(root.count) }
            let diagnostic = Diagnostic(file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
            if !found.contains(diagnostic) { found.append(diagnostic) }
            if found.count == 50 { break }
        }
        return found
    }

    /// The last 40 lines of `output`.
    static func tail(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
    }
}
