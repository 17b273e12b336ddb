// `import SystemConfiguration` on Linux: network reachability, answered from the network the Network
// stand-in sees (the machine's interfaces, or the path a test set with `NWPathMonitor.simulate`). On
// Apple's platforms SystemConfiguration brings Foundation and Core Foundation's names its functions
// take; NapkinUI declares those, re-exported here so a file importing other stand-ins sees one of each.
@_exported import Foundation

@_exported import class NapkinUI.CFAllocator
@_exported import typealias NapkinUI.CFIndex
@_exported import typealias NapkinUI.CFString
@_exported import let NapkinUI.kCFAllocatorDefault
