import Napkin

/// The detail napkin's router: a leaf, attached while its view is pushed.
@MainActor
final class FoodDetailNapkinRouter:
    ViewableRouter<FoodDetailNapkinInteractor, FoodDetailNapkinViewControllable>,
    FoodDetailNapkinRouting
{}
