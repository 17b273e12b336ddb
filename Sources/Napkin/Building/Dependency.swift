/// What a napkin needs from its parent, declared as a protocol that refines this one.
///
/// A child napkin declares `protocol ChildNapkinDependency: Dependency { var service: Service { get } }`
/// and its parent's ``Component`` conforms to it, so services flow down the tree without
/// singletons. Conformers are reference types (components are shared by every builder made
/// from them). They are read where builders run, on the main actor; what crosses to an
/// interactor's actor is the services they hand out, which are `Sendable`.
public protocol Dependency: AnyObject {}
