import Foundation

/// The states a Storage task reports to its observers, as FirebaseStorage's `StorageTaskStatus`.
public enum StorageTaskStatus: Int, Sendable {
    /// Not known.
    case unknown
    /// Started or resumed.
    case resume
    /// Bytes moved.
    case progress
    /// Paused.
    case pause
    /// Finished.
    case success
    /// Failed.
    case failure
}

/// What a task can be asked, as FirebaseStorage's `StorageTaskManagement`.
public protocol StorageTaskManagement: NSObjectProtocol {
    /// Starts the task.
    func enqueue()
    /// Pauses it.
    func pause()
    /// Cancels it.
    func cancel()
    /// Resumes it.
    func resume()
}

/// A task's state at one moment, as FirebaseStorage's `StorageTaskSnapshot`.
open class StorageTaskSnapshot: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The task.
    public let task: StorageTask
    /// The object's metadata, once known.
    public let metadata: StorageMetadata?
    /// The task's reference.
    public let reference: StorageReference
    /// How many bytes have moved of how many.
    public let progress: Progress?
    /// The error of a failed task.
    public let error: Error?
    /// The state.
    public let status: StorageTaskStatus

    init(
        task: StorageTask, metadata: StorageMetadata?, reference: StorageReference, progress: Progress?, error: Error?,
        status: StorageTaskStatus
    ) {
        self.task = task
        self.metadata = metadata
        self.reference = reference
        self.progress = progress
        self.error = error
        self.status = status
        super.init()
    }

    /// The state and reference.
    open override var description: String { "<StorageTaskSnapshot> status: \(status) reference: \(reference)" }
}

/// An upload or download, as FirebaseStorage's `StorageTask`. napkin's tasks have finished when they are handed out:
/// ``snapshot`` is the final one.
open class StorageTask: NSObject, @unchecked Sendable {
    // Unchecked: the outcome is set once, before the task is handed out.
    let reference: StorageReference
    var outcome: (metadata: StorageMetadata?, error: Error?, bytes: Int64) = (nil, nil, 0)

    init(reference: StorageReference) {
        self.reference = reference
        super.init()
    }

    /// The task's state: ``StorageTaskStatus/success`` or ``StorageTaskStatus/failure``, all bytes moved.
    public var snapshot: StorageTaskSnapshot {
        let progress = Progress(totalUnitCount: outcome.bytes)
        progress.completedUnitCount = outcome.error == nil ? outcome.bytes : 0
        return StorageTaskSnapshot(
            task: self, metadata: outcome.metadata, reference: reference, progress: progress, error: outcome.error,
            status: outcome.error == nil ? .success : .failure)
    }
}

/// A task observers can watch, as FirebaseStorage's `StorageObservableTask`.
open class StorageObservableTask: StorageTask, @unchecked Sendable {
    private let lock = NSLock()
    private var handles: Set<String> = []

    /// Calls `handler` for `status`. napkin's task has already finished, so an observer of ``StorageTaskStatus/success``
    /// (or ``StorageTaskStatus/progress``) of a finished upload, or of ``StorageTaskStatus/failure`` of a failed one, is
    /// called at once with the final snapshot; other states never come. Returns a handle to remove it with.
    @discardableResult
    open func observe(_ status: StorageTaskStatus, handler: @escaping (StorageTaskSnapshot) -> Void) -> String {
        let handle = UUID().uuidString
        lock.withLock { _ = handles.insert(handle) }
        let final = snapshot
        let matches =
            switch status {
            case .success, .progress: final.status == .success
            case .failure: final.status == .failure
            case .unknown, .resume, .pause: false
            }
        if matches { handler(final) }
        return handle
    }

    /// Removes the observer of `handle`.
    open func removeObserver(withHandle handle: String) { lock.withLock { _ = handles.remove(handle) } }

    /// Removes the observers of `status`.
    open func removeAllObservers(for status: StorageTaskStatus) {}

    /// Removes every observer.
    open func removeAllObservers() { lock.withLock { handles = [] } }
}

/// An upload, as FirebaseStorage's `StorageUploadTask`; finished when handed out, so pausing and cancelling do nothing.
open class StorageUploadTask: StorageObservableTask, StorageTaskManagement, @unchecked Sendable {
    /// Does nothing: the upload has run.
    open func enqueue() {}
    /// Does nothing: the upload has finished.
    open func pause() {}
    /// Does nothing: the upload has finished.
    open func cancel() {}
    /// Does nothing: the upload has finished.
    open func resume() {}
}

/// A download, as FirebaseStorage's `StorageDownloadTask`; finished when handed out.
open class StorageDownloadTask: StorageObservableTask, StorageTaskManagement, @unchecked Sendable {
    /// Does nothing: the download has run.
    open func enqueue() {}
    /// Does nothing: the download has finished.
    open func pause() {}
    /// Does nothing: the download has finished.
    open func cancel() {}
    /// Does nothing: the download has finished.
    open func resume() {}
}
