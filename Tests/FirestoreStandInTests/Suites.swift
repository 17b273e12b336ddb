import Dispatch
import FirebaseFirestore
import Testing

/// The Firestore stand-in's suites, one at a time: they share the in-memory databases.
@Suite("Firestore stand-in", .serialized)
enum FirestoreStandInSuites {}

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
