import Napkin

/// The Home tab's router: a leaf.
@MainActor
final class HomeNapkinRouter: ViewableRouter<HomeNapkinInteractor, HomeNapkinViewControllable>, HomeNapkinRouting {}
