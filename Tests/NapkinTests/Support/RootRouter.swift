/// The napkin `Root`: the top of a test tree.
final class RootRouter: ProbeRouter {}
