/// One object of a detached napkin that was still alive when the ``LeakDetector`` gave up
/// waiting for it.
public struct LeakedObject: Sendable, Equatable, CustomStringConvertible {
    /// Which part of the napkin the object is.
    public enum Role: String, Sendable, Equatable {
        /// The napkin's router.
        case router
        /// The napkin's interactor.
        case interactor
        /// The napkin's view controller.
        case viewController = "view controller"
    }

    /// Which part of the napkin the object is.
    public let role: Role
    /// The object's type name, e.g. `LoggedInNapkinInteractor`.
    public let typeName: String

    /// A record of a leaked `role` object of type `typeName`.
    public init(role: Role, typeName: String) {
        self.role = role
        self.typeName = typeName
    }

    /// `interactor (LoggedInNapkinInteractor)`.
    public var description: String { "\(role.rawValue) (\(typeName))" }
}
