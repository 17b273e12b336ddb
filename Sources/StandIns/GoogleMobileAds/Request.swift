import Foundation

/// An ad request, as the Mobile Ads SDK's `Request` (SDK 11 and earlier: `GADRequest`): targeting the app may add
/// to a load. napkin's ``SimulatedAdNetwork`` records the requests it is sent; nothing reaches the network.
open class Request: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: as upstream's, a request is made and set up on one thread, then handed to a load.

    /// Words describing the app's content.
    open var keywords: [String]?
    /// The address of the content shown beside the ad.
    open var contentURL: String?
    /// Addresses of content like the app's.
    open var neighboringContentURLStrings: [String]?
    /// The name of a third party that made the request (a mediation wrapper, a game engine).
    open var requestAgent: String?
    /// The extras registered, by their type's name.
    public private(set) var adNetworkExtras: [String: any AdNetworkExtras] = [:]

    /// An empty request.
    public override init() {
        super.init()
    }

    /// Registers extras for an ad network, replacing those of the same type.
    open func register(_ extras: any AdNetworkExtras) {
        adNetworkExtras[String(describing: type(of: extras))] = extras
    }

    /// The extras of `type` registered, if any.
    open func adNetworkExtras(for type: any AdNetworkExtras.Type) -> (any AdNetworkExtras)? {
        adNetworkExtras[String(describing: type)]
    }

    /// A copy with the same targeting.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Request()
        copy.keywords = keywords
        copy.contentURL = contentURL
        copy.neighboringContentURLStrings = neighboringContentURLStrings
        copy.requestAgent = requestAgent
        copy.adNetworkExtras = adNetworkExtras
        return copy
    }
}

/// SDK 11's name of ``Request``.
public typealias GADRequest = Request

/// Extras for an ad network, as the SDK's `AdNetworkExtras` protocol.
public protocol AdNetworkExtras: NSObjectProtocol {}

/// SDK 11's name of ``AdNetworkExtras``.
public typealias GADAdNetworkExtras = AdNetworkExtras

/// Google's own extras, as the SDK's `Extras` (`GADExtras`): parameters such as `["npa": "1"]` for ads that are not
/// personalised.
open class Extras: NSObject, AdNetworkExtras, @unchecked Sendable {
    /// The parameters sent with the request.
    open var additionalParameters: [AnyHashable: Any]?

    /// No parameters.
    public override init() {
        super.init()
    }
}

/// SDK 11's name of ``Extras``.
public typealias GADExtras = Extras

/// Who served an ad, as the SDK's `ResponseInfo` (`GADResponseInfo`): napkin's test ads say so.
public final class ResponseInfo: NSObject, @unchecked Sendable {
    /// The response's identifier (napkin's test ads number theirs).
    public let responseIdentifier: String?
    /// Extra information about the response.
    public let extrasDictionary: [String: Any]

    init(responseIdentifier: String?) {
        self.responseIdentifier = responseIdentifier
        extrasDictionary = [:]
        super.init()
    }
}

/// SDK 11's name of ``ResponseInfo``.
public typealias GADResponseInfo = ResponseInfo
