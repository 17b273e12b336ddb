import Dispatch
import FirebaseFirestore
import Testing

/// Waits until the main queue has run everything queued on it so far (completion handlers, listener calls).
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// A fresh, empty default database.
@MainActor
func freshDatabase() -> Firestore {
    SimulatedFirestore.reset()
    return Firestore.firestore()
}
