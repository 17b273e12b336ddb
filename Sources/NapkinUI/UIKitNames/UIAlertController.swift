/// UIKit's alert controller, NapkinUI's ``AlertController`` under UIKit's name: built with a
/// title, a message and `.alert` or `.actionSheet`, given actions, and presented from a
/// controller (`window.rootViewController?.present(alert, animated: true)`), as SwiftUI files
/// still do for a one-off confirmation.
public typealias UIAlertController = AlertController

/// UIKit's alert action, NapkinUI's ``AlertAction`` under UIKit's name: a title, a style
/// (`.default`, `.cancel`, `.destructive`) and the handler a tap calls.
public typealias UIAlertAction = AlertAction
