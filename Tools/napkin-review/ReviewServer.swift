import Foundation
import NapkinHTTPServer
import NapkinSupport
import SnapshotReport

/// The review server's logic: the page, the files, Accept and Reject, over one artifacts
/// folder and one package.
///
/// Every path starts with a random token (`/<token>/…`), which only the URL printed at start
/// holds; anything else is `403`. Accept and Reject are `POST`s that also carry the token in
/// the `X-Napkin-Review-Token` header (a page elsewhere can neither read nor send it), a JSON
/// body of at most 64 KiB that names entries by key, and the run the page showed. Nothing
/// is written on `GET`.
final class ReviewServer: Sendable {
    /// The artifacts folder reviewed.
    let artifacts: URL
    /// The secret every path and every write carries.
    let token: String
    /// Where accepted snapshots go.
    let writer: ReferenceWriter
    /// Tells open pages that the folder changed (a new run).
    let events = ServerSentEvents()
    private let files: StaticFiles
    private let decisions = Locked(ReviewDecisions())

    /// The header that must repeat the token on every write.
    static let tokenHeader = "X-Napkin-Review-Token"
    /// The largest request body (a list of keys).
    static let maximumBodyBytes = 64 * 1024

    /// A review of `artifacts` accepting into the package at `packageRoot`.
    init(artifacts: URL, packageRoot: URL, token: String = ReviewServer.makeToken()) throws(ReviewRefusal) {
        do {
            files = try StaticFiles(folder: artifacts.path, indexFile: nil)
        } catch {
            throw ReviewRefusal(description: "\(error.description) (the artifacts folder; run the tests first, or pass --artifacts)")
        }
        self.artifacts = artifacts
        self.token = token
        writer = try ReferenceWriter(packageRoot: packageRoot)
    }

    /// 128 random bits in hex, from the system's generator.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.map { String(repeating: "0", count: 8 - $0.count) + $0 }
            .joined()
    }

    /// The routes.
    var router: HTTPRouter {
        var router = HTTPRouter()
        let refuse: HTTPRouter.Handler = { _ in
            .error(.forbidden, "this is napkin-review; open the address it printed, which holds its token")
        }
        router.get(prefix: "/", refuse)
        router.post(prefix: "/", refuse)
        router.get("/\(token)/") { [self] _ in page() }
        router.get(prefix: "/\(token)/artifact/") { [self] request in artifact(request) }
        router.get("/\(token)/events") { [self] _ in .events(events) }
        router.post("/\(token)/accept") { [self] request in decide(request, accepting: true) }
        router.post("/\(token)/reject") { [self] request in decide(request, accepting: false) }
        return router
    }

    /// The run as it stands, without the entries decided (or accepted before: the reference
    /// already holds the new snapshot's bytes).
    func pending() -> (run: ReportRun, decided: Int) {
        var run = ReportFolder.load(artifacts)
        let decided = decisions.withLock { decisions -> Set<String> in
            decisions.adopt(run.id)
            return decisions.accepted.union(decisions.rejected)
        }
        let all = run.entries.count
        let loaded = run
        run.entries.removeAll { decided.contains($0.key) || isAccepted($0, in: loaded) }
        return (run, all - run.entries.count)
    }

    /// Whether the reference already holds exactly the new snapshot's bytes.
    private func isAccepted(_ entry: ReportEntry, in run: ReportRun) -> Bool {
        guard let new = entry.artifact("new"), let names = try? writer.target(of: entry, in: run),
            let current = writer.current(names), let newData = try? run.read(new)
        else { return false }
        return current == newData
    }

    private func page() -> HTTPResponse {
        let (run, decided) = pending()
        var page = ReportPage(run: run, mode: .review(token: token))
        page.alreadyDecided = decided
        return .html(page.html)
    }

    /// `/<token>/artifact/<key>/<role>`: a file of an entry of the current run, by role.
    private func artifact(_ request: HTTPRequest) -> HTTPResponse {
        let names = request.pathComponents
        let run = ReportFolder.load(artifacts)
        guard names.count == 4, let entry = run.entry(key: names[2]), let artifact = entry.artifact(names[3]) else {
            return .error(.notFound, "no such file of this run's failures")
        }
        return files.response(to: request, components: artifact.path.split(separator: "/").map(String.init))
    }

    /// Accept (write each entry's new snapshot over its reference) or Reject (keep it).
    func decide(_ request: HTTPRequest, accepting: Bool) -> HTTPResponse {
        guard let given = request.headers[Self.tokenHeader], constantTimeEqual(given, token) else {
            return answerError(.forbidden, "the \(Self.tokenHeader) header must carry the token; nothing was written")
        }
        guard request.headers["Content-Type"].map({ $0.lowercased().hasPrefix("application/json") }) == true else {
            return answerError(.unsupportedMediaType, "send the entries as application/json")
        }
        guard let body = try? JSONDecoder().decode(DecisionRequest.self, from: request.body), body.entries.count <= 10_000 else {
            return answerError(.badRequest, "the body must be {\"run\": …, \"entries\": [keys]}")
        }
        let run = ReportFolder.load(artifacts)
        guard run.id == body.run else {
            return answerError(.conflict, "a new test run replaced the failures this page showed; reload the page")
        }
        var answer = DecisionAnswer()
        for key in body.entries {
            guard let entry = run.entry(key: key) else {
                answer.refused.append(.init(entry: key, reason: "not a failure of this run"))
                continue
            }
            guard accepting else {
                decisions.withLock {
                    $0.adopt(run.id); $0.rejected.insert(key)
                }
                answer.done.append(.init(entry: key, reference: nil))
                continue
            }
            do {
                let names = try writer.target(of: entry, in: run)
                guard let new = entry.artifact("new") else { throw ReviewRefusal(description: "the failure wrote no new snapshot") }
                let data: Data
                do { data = try run.read(new) } catch { throw ReviewRefusal(description: error.description) }
                try writer.write(data, to: names)
                decisions.withLock {
                    $0.adopt(run.id); $0.accepted.insert(key); $0.rejected.remove(key)
                }
                answer.done.append(.init(entry: key, reference: names.joined(separator: "/")))
            } catch {
                answer.refused.append(.init(entry: key, reason: "\(error)"))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(answer)).map { .json($0) } ?? answerError(.internalServerError, "the answer could not be encoded")
    }

    private func answerError(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
        return .json(body, status: status)
    }
}

/// Whether `a` equals `b`, in time that does not depend on where they first differ.
func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8), right = Array(b.utf8)
    guard left.count == right.count else { return false }
    return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
}
