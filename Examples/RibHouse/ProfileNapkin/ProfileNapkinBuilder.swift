import Napkin

/// Builds the Profile tab.
protocol ProfileNapkinBuildable: Buildable {
    /// Builds the napkin showing `user`; `listener` hears Logout.
    @MainActor func build(withListener listener: ProfileNapkinListener, user: User) async -> ProfileNapkinRouting
}

/// Constructs the Profile tab's view controller, interactor and router.
final class ProfileNapkinBuilder: Builder<ProfileNapkinDependency>, ProfileNapkinBuildable {
    @MainActor
    func build(withListener listener: ProfileNapkinListener, user: User) async -> ProfileNapkinRouting {
        let viewController = ProfileNapkinViewController(user: user)
        let interactor = ProfileNapkinInteractor(presenter: viewController)
        viewController.listener = interactor
        let router = ProfileNapkinRouter(interactor: interactor, viewController: viewController)
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
