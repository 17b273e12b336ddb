// `import napkin`, spelled as upstream napkin's module, brings everything `import Napkin`
// does, so code and tests written for upstream compile with their import unchanged.
@_exported import Napkin
import NapkinUI

/// Upstream napkin declares `ViewControllable` in its own module, so napkin code that
/// imports only `napkin` names it; here it lives in NapkinUI, and this makes it visible
/// through `import napkin` too. It is the same protocol, not a copy.
public typealias ViewControllable = NapkinUI.ViewControllable
