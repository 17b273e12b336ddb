// Core ML's Swift overlay re-exports Foundation: Xcode's generated model classes import CoreML alone and use
// URL, Bundle and NSNumber.
@_exported import Foundation
