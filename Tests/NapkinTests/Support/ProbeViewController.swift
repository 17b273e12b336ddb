import NapkinUI

/// The view controller of probe napkins: it declares `ViewControllable`, as napkin view
/// controllers do.
final class ProbeViewController: ViewController, ViewControllable {}
