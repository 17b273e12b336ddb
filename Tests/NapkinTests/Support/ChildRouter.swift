/// The napkin `Child`: a child of the root.
final class ChildRouter: ProbeRouter {}
