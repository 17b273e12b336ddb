import CCairo
import CPixelKernels
import Glibc

/// The small image a blurred view or a shadow is drawn into before it is blurred and
/// composited: alpha only (A8) for a shadow, premultiplied ARGB32 for a blur or a painted
/// shadow. Its memory is its own (zeroed, rows padded to 16 bytes for the C kernels), so the
/// kernels work on it in place of Cairo.
final class FilterLayer {
    /// The width and height in pixels.
    let width: Int
    let height: Int
    /// 1 for A8, 4 for ARGB32.
    let channels: Int
    /// Bytes from one row to the next: the row's bytes rounded up to 16.
    let stride: Int
    /// The Cairo surface over ``bytes``, which drawing goes to.
    let surface: OpaquePointer
    /// The layer's memory, `stride` × `height` bytes.
    let bytes: UnsafeMutablePointer<UInt8>

    /// A transparent layer, or `nil` when Cairo cannot make one that size.
    init?(alphaOnly: Bool, width: Int, height: Int) {
        let channels = alphaOnly ? 1 : 4
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15,
            let bytes = Self.zeroed(rows: height, stride: Self.stride(width * channels))
        else { return nil }
        let stride = Self.stride(width * channels)
        let surface = cairo_image_surface_create_for_data(
            bytes, alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            free(bytes)
            return nil
        }
        self.width = width
        self.height = height
        self.channels = channels
        self.stride = stride
        self.surface = surface
        self.bytes = bytes
    }

    deinit {
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        free(bytes)
    }

    /// Blurs the layer in place with a box pass of each radius (at most
    /// `NAPKIN_BOX_MAX_RADIUS`) down the columns, then the same across the rows: the kernels
    /// run down columns, so the layer is transposed for the second half and back.
    func blur(radii: [Int]) {
        let passes = radii.filter { $0 > 0 }.map { Int32(min($0, Int(NAPKIN_BOX_MAX_RADIUS))) }
        guard !passes.isEmpty else { return }
        let acrossStride = Self.stride(height * channels)
        guard let scratch = Self.zeroed(rows: height, stride: stride),
            let across = Self.zeroed(rows: width, stride: acrossStride),
            let acrossScratch = Self.zeroed(rows: width, stride: acrossStride),
            let sums = Self.zeroed(rows: 1, stride: 2 * max(stride, acrossStride))
        else { return }
        defer {
            free(scratch)
            free(across)
            free(acrossScratch)
            free(sums)
        }
        cairo_surface_flush(surface)
        let counters = UnsafeMutableRawPointer(sums).assumingMemoryBound(to: UInt16.self)
        // Down the columns, from one buffer to the other and back.
        var current = bytes, other = scratch
        for radius in passes {
            napkin_box_blur_columns(current, stride, other, stride, Int32(stride), Int32(height), radius, counters)
            swap(&current, &other)
        }
        // Across the rows: down the columns of the transposed layer.
        napkin_transpose(current, stride, across, acrossStride, Int32(width), Int32(height), Int32(channels))
        var acrossCurrent = across, acrossOther = acrossScratch
        for radius in passes {
            napkin_box_blur_columns(
                acrossCurrent, acrossStride, acrossOther, acrossStride, Int32(acrossStride), Int32(width), radius, counters)
            swap(&acrossCurrent, &acrossOther)
        }
        napkin_transpose(acrossCurrent, acrossStride, bytes, stride, Int32(height), Int32(width), Int32(channels))
        cairo_surface_mark_dirty(surface)
    }

    /// `rowBytes` rounded up to a multiple of 16.
    private static func stride(_ rowBytes: Int) -> Int { (rowBytes + 15) / 16 * 16 }

    /// Zeroed memory of `rows` × `stride` bytes, 64-byte aligned, or `nil`.
    private static func zeroed(rows: Int, stride: Int) -> UnsafeMutablePointer<UInt8>? {
        let count = (rows * stride + 63) / 64 * 64
        guard count > 0, let memory = aligned_alloc(64, count) else { return nil }
        memset(memory, 0, count)
        return memory.assumingMemoryBound(to: UInt8.self)
    }
}
