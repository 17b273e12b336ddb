import NapkinUI

/// A router whose napkin has a view: its parent embeds ``viewControllable`` in its own
/// view controller after attaching it.
@MainActor
public protocol ViewableRouting: Routing {
    /// The napkin's view controller, as something a parent can embed. It is the same object
    /// for the router's whole life.
    var viewControllable: any ViewControllable { get }
}
