import Napkin

/// The Profile tab's router: a leaf.
@MainActor
final class ProfileNapkinRouter: ViewableRouter<ProfileNapkinInteractor, ProfileNapkinViewControllable>, ProfileNapkinRouting {}
