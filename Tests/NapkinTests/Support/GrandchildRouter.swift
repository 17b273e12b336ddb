/// The napkin `Grandchild`: a child of a child.
final class GrandchildRouter: ProbeRouter {}
