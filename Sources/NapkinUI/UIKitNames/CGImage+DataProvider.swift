import Foundation

extension CGImage {
    /// The image's pixels as bytes, as Core Graphics' `dataProvider`: rows top to bottom, each
    /// pixel four bytes red, green, blue, alpha, the colours premultiplied by alpha (Core
    /// Graphics' `premultipliedLast` layout; an iOS renderer's images are blue-green-red-alpha,
    /// so code reading only the alpha byte, `pixel[3]`, reads the same either way).
    /// ``bytesPerRow`` is `width * 4`.
    public var dataProvider: CGDataProvider? {
        let pixels = premultipliedARGBPixels
        let count = pixels.count * 4
        guard count > 0 else { return nil }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        for (index, pixel) in pixels.enumerated() {
            buffer[index * 4] = UInt8((pixel >> 16) & 0xFF)
            buffer[index * 4 + 1] = UInt8((pixel >> 8) & 0xFF)
            buffer[index * 4 + 2] = UInt8(pixel & 0xFF)
            buffer[index * 4 + 3] = UInt8(pixel >> 24)
        }
        // The data owns the buffer: its bytes stay where they are while any copy of it lives,
        // so `CFDataGetBytePtr` can hand out their address (Data keeps 14 bytes or fewer inline;
        // an image always has at least 4).
        let data = Data(bytesNoCopy: buffer, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        return CGDataProvider(data: data)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The address of `theData`'s bytes, as Core Foundation's `CFDataGetBytePtr`: valid while the
/// data (or a copy of it) lives and is not changed, as Core Foundation's is. Foundation keeps a
/// `Data` of 14 bytes or fewer inside the value itself, where no address outlives this call;
/// for those, the bytes are copied to memory kept until 64 more such calls were made. `nil` for
/// no data or empty data.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    guard let theData, !theData.isEmpty else { return nil }
    if theData.count <= 14 { return SmallDataPins.shared.pin(theData) }
    return theData.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of bytes in `theData`, as Core Foundation's `CFDataGetLength`.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex {
    theData?.count ?? 0
}

/// Copies of small data whose bytes `CFDataGetBytePtr` handed out, the 64 most recent kept.
final class SmallDataPins: @unchecked Sendable {
    // Sound: `pins` is only touched with `lock` held.
    static let shared = SmallDataPins()
    private let lock = NSLock()
    private var pins: [UnsafeMutablePointer<UInt8>] = []

    func pin(_ data: Data) -> UnsafePointer<UInt8> {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: data.count)
        _ = data.copyBytes(to: UnsafeMutableBufferPointer(start: copy, count: data.count))
        lock.withLock {
            pins.append(copy)
            if pins.count > 64 { pins.removeFirst().deallocate() }
        }
        return UnsafePointer(copy)
    }
}
