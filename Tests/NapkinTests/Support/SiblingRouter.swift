/// The napkin `Sibling`: a second child of the root.
final class SiblingRouter: ProbeRouter {}
