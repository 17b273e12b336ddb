import Foundation
import PackageTestSupport
import Testing

/// The CI recipe a consumer copies (docs/ci/) runs the very steps napkin's own CI runs
/// (.ci/run): scripts/ci.sh, whose packages are the README's apt line.
@Suite("The CI recipe")
struct CIRecipeTests {
    private let root = packageRoot()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of `text` that are commands (not comments, not blank), trimmed.
    private func commands(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The words of the bash array `name` in scripts/ci.sh.
    private func ciArray(_ name: String) throws -> [String] {
        let line = try #require(commands(try text("scripts/ci.sh")).first { $0.hasPrefix("\(name)=(") })
        return line.dropFirst(name.count + 2).dropLast().split(separator: " ").map(String.init)
    }

    @Test(".ci/run, the workflow and the Dockerfile install and test through scripts/ci.sh")
    func sameSteps() throws {
        let run = commands(try text(".ci/run"))
        #expect(run.suffix(2) == ["scripts/ci.sh deps", "scripts/ci.sh test make test"])
        let workflow = commands(try text("docs/ci/github-actions.yml"))
        #expect(workflow.contains("run: scripts/ci.sh deps") && workflow.contains("run: scripts/ci.sh test"))
        let upload = try #require(workflow.firstIndex(of: "uses: actions/upload-artifact@v4"))
        #expect(workflow[upload - 1] == "if: failure()" && workflow.contains("path: .build/snapshot-artifacts"))
        let docker = commands(try text("docs/ci/Dockerfile"))
        #expect(docker.contains("RUN scripts/ci.sh deps && rm -rf /var/lib/apt/lists/*"))
        #expect(docker.last == #"CMD ["scripts/ci.sh", "test"]"# && docker.contains("ENV SNAPSHOT_ARTIFACTS=/artifacts"))
    }

    @Test("scripts/ci.sh installs the README's apt line, the libraries of make deps")
    func packages() throws {
        let packages = try ciArray("APT_PACKAGES")
        #expect(packages.count == 11)
        let readme = try text("README.md")
        #expect(readme.contains("sudo apt-get install -y --no-install-recommends \(packages.joined(separator: " "))\n"))
        let makefile = try #require(commands(try text("Makefile")).first { $0.hasPrefix("APT_PACKAGES := ") })
        #expect(Set(packages).isSubset(of: makefile.split(separator: " ").map(String.init)))
        let modules = try #require(commands(try text("Makefile")).first { $0.hasPrefix("PKG_CONFIG_MODULES := ") })
        #expect(try ciArray("PKG_CONFIG_MODULES") == modules.split(separator: " ").dropFirst(2).map(String.init))
    }

    @Test("scripts/ci.sh: deps finds this machine's libraries, test runs the command with CI=true, a typo is status 2")
    func script() async throws {
        let script = Command(root.appendingPathComponent("scripts/ci.sh"))
        let deps = try await script.run(["deps"])
        #expect(deps.status == 0 && String(decoding: deps.output, as: UTF8.self) == "ci: system libraries present\n")
        let test = try await script.run(["test", "sh", "-c", "echo CI=$CI; exit 3"], environment: ["CI": "false"])
        #expect(test.status == 3 && String(decoding: test.output, as: UTF8.self) == "ci: sh -c echo CI=$CI; exit 3\nCI=true\n")
        let typo = try await script.run(["tset"])
        #expect(typo.status == 2 && typo.standardError == "usage: scripts/ci.sh [deps | test [COMMAND…]]\n")
    }
}
