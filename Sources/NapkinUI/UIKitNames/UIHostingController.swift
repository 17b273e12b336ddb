/// UIKit's name for the controller that hosts SwiftUI content: NapkinUI's
/// ``HostingController``, so `UIHostingController(rootView: ContentView())` compiles as written.
public typealias UIHostingController<Content: View> = HostingController<Content>
