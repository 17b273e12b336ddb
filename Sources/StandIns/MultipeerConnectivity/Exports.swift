// MultipeerConnectivity's umbrella header imports Foundation, so a file importing it alone sees Foundation.
@_exported import Foundation
