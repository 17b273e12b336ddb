internal import Dispatch
internal import Foundation
internal import Glibc
internal import NapkinSupport
internal import NapkinUI
internal import RasterCore

// Where the NapkinUI strategies draw
// ----------------------------------
// A window is laid out and its drawing recorded on the main actor (`Window.recordFrame()`,
// a fraction of a frame's cost); the recorded frame is drawn (Cairo, pixman, the effects: most
// of the cost) wherever it serves best:
//
// - on the caller's thread when the caller is on the main actor: a test asserting one screen
//   there gets its bitmap at once, with no hop and no waiting;
// - on a Dispatch worker when the caller is elsewhere (it waits anyway, and the main actor is
//   then free to lay out the next window of other callers), or when a matrix that
//   examines its variants on other cores asks for it (`FrameDrawing.offCaller`): the main actor
//   lays out variant after variant while the workers draw and compare the ones before.
//
// Every frame is drawn on a canvas of its own from values only, so frames drawn at once give
// the bytes they give one at a time (WindowFrameTests, SnapshotMatrixTests).

/// Whether the NapkinUI strategies draw off the caller's thread.
enum FrameDrawing {
    /// Set by a matrix around taking a variant's snapshot: frames are drawn on Dispatch's
    /// workers, and each that is counts itself here.
    @TaskLocal static var offCaller: FramesDrawnElsewhere?
}

/// Counts the frames a snapshot left to Dispatch's workers.
final class FramesDrawnElsewhere: Sendable {
    private let count = Locked(0)

    /// True once a frame was handed to a worker.
    var any: Bool { count.withLock { $0 > 0 } }

    func add() { count.withLock { $0 += 1 } }
}

/// Records a frame on the main actor with `record` and draws it where the note above says;
/// a frame that cannot be recorded (a canvas beyond the limits, a view tree too deep) fails
/// the snapshot with the reason.
func drawFrame(_ record: @escaping @MainActor @Sendable () throws(SnapshotUnavailable) -> WindowFrame) -> Async<Bitmap> {
    Async.delivering { deliver in
        let elsewhere = FrameDrawing.offCaller
        // The caller is on the main actor when the task runs on its thread (at once, or while
        // the caller waits there); `Thread.isMainThread` would not say, since the main actor's
        // executor need not be the process's first thread (it is not under Swift Testing).
        let caller = pthread_self()
        Task.immediate { @MainActor in
            let frame: WindowFrame
            do throws(SnapshotUnavailable) {
                frame = try record()
            } catch {
                deliver(.failure(error))
                return
            }
            if elsewhere == nil, pthread_equal(pthread_self(), caller) != 0 {
                deliver(.success(frame.render()))
            } else {
                elsewhere?.add()
                DispatchQueue.global(qos: .userInitiated).async { deliver(.success(frame.render())) }
            }
        }
    }
}
