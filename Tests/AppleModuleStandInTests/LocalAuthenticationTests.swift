import Foundation
import LocalAuthentication
import Testing

@Suite("LocalAuthentication stand-in")
struct LocalAuthenticationTests {
    @Test("canEvaluatePolicy says no: no biometry, no passcode, and the error says which")
    func canEvaluate() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain)
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(error?.code == -6)
        #expect(context.biometryType == .none)
        error = nil
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.passcodeNotSet.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
    }

    @Test("evaluatePolicy replies false with the LAError, off the calling thread")
    func evaluateWithReply() async {
        let context = LAContext()
        let (success, error) = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") { success, error in
                continuation.resume(returning: (success, error))
            }
        }
        #expect(!success)
        #expect((error as? LAError)?.code == .biometryNotAvailable)
    }

    @Test("The async evaluatePolicy throws, and catch patterns match the code")
    func evaluateAsync() async {
        let context = LAContext()
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Pay")
            Issue.record("evaluatePolicy succeeded on a machine without a passcode")
        } catch LAError.passcodeNotSet {
            // The pattern apps write.
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("An invalidated context fails every evaluation with invalidContext")
    func invalidate() async {
        let context = LAContext()
        context.invalidate()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.invalidContext.rawValue)
        await #expect(throws: LAError(.invalidContext)) {
            try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
        }
    }

    @Test("LAError bridges to NSError with its domain, code and words")
    func bridging() {
        let error = LAError(.userCancel) as NSError
        #expect(error.domain == "com.apple.LocalAuthentication")
        #expect(error.code == -2)
        #expect(error.localizedDescription == "Canceled by user.")
        #expect(LAError.Code.touchIDNotAvailable == .biometryNotAvailable)
    }
}
