import Foundation
import UniformTypeIdentifiers

extension Transferable {
    /// The words a share sheet receives for the item (``ShareItem/description``), taken from its
    /// transfer representation: the first exporting representation, most preferred first, that is
    /// not suppressed, whose exporting condition accepts the item and whose type is a URL or
    /// plain text gives its exported text; with none, the item is named by the first type it
    /// exports ("Image" for an image), or by its Swift type when it exports nothing.
    ///
    /// Built-in types, proxies and `Codable` representations export at once. An app's
    /// asynchronous `DataRepresentation` or `FileRepresentation` closure is run off the main
    /// actor while the tap waits for it, up to ``shareExportTimeout`` seconds (a closure that
    /// waits for the main actor would never finish): a closure that throws or takes longer gives
    /// way to the type's name, and a runtime warning says so.
    var shareText: String {
        let entries = Self.transferRepresentation.transferEntries.filter { entry in
            guard entry.exporter != nil, entry.exportedContentType != nil, !entry.isSuppressed else { return false }
            return entry.condition?(self) ?? true
        }
        if let textual = entries.first(where: { Self.isTextual($0.exportedContentType) }), let type = textual.exportedContentType {
            switch Self.exportNow(self, with: textual) {
            case .success(let data):
                if let text = try? String.decodeText(data, as: type) { return text }
                RuntimeWarnings.report("\(Self.self) exported \(type.identifier) that is not UTF-8 text; it is shared by its type's name")
            case .failure(let error):
                RuntimeWarnings.report("\(Self.self) could not be exported as \(type.identifier) for a share sheet: \(error)")
            }
        }
        guard let first = entries.first?.exportedContentType else { return "\(Self.self)" }
        if first.conforms(to: .image) { return "Image" }
        return first.localizedDescription ?? first.identifier
    }

    private static func isTextual(_ type: UTType?) -> Bool {
        guard let type else { return false }
        return type.conforms(to: .url) || type.conforms(to: .plainText)
    }

    /// The entry's export of `item`, waited for.
    private static func exportNow(_ item: Self, with entry: TransferEntry) -> Result<Data, any Error> {
        if case .immediate(let export) = entry.exporter {
            return Result { try export(item).data() }
        }
        let wait = ExportWait()
        // On a queue of its own, not the cooperative pool: the waiting thread may be one of the
        // pool's few threads, and a busy pool would starve the export until the timeout.
        Task.detached(executorPreference: ExportExecutor.shared) {
            do {
                wait.finish(.success(try await entry.export(item).data()))
            } catch {
                wait.finish(.failure(error))
            }
        }
        return wait.result(within: shareExportTimeout)
            ?? .failure(TransferFailure("its exporting closure took longer than \(shareExportTimeout) seconds"))
    }
}

/// How long a share link's tap waits for an app's asynchronous export, in seconds.
let shareExportTimeout = 5.0

/// Runs the jobs of a share sheet's asynchronous exports on a serial queue of their own.
private final class ExportExecutor: TaskExecutor {
    static let shared = ExportExecutor()
    private let queue = DispatchQueue(label: "napkin.share-export")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// A result handed from a detached export to the thread waiting for it.
private final class ExportWait: @unchecked Sendable {
    // Sound: `value` is only touched under `lock`; the semaphore orders the hand-over.
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var value: Result<Data, any Error>?

    func finish(_ result: Result<Data, any Error>) {
        lock.withLock { value = result }
        done.signal()
    }

    func result(within seconds: Double) -> Result<Data, any Error>? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return lock.withLock { value }
    }
}
