#include "PixelKernels.h"

#include <string.h>

// The strict DEFLATE walk (napkin_zlib_stream_is_strict, PixelKernels.h): every block header
// is read and every symbol decoded, to find the next header, but nothing is written and no
// length or distance is computed. It holds a stream libdeflate has inflated to the rules zlib's
// inflate enforces where libdeflate is lenient.

static const uint8_t strict_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t strict_distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/// The order in which a dynamic block stores the code-length code's lengths (RFC 1951, 3.2.7).
static const uint8_t strict_precode_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

enum { STRICT_FAST_BITS = 10, STRICT_MAX_BITS = 15 };
/// What a table entry stands for: a symbol to read (a literal, a code length, a distance), a
/// length (whose distance follows), the end of the block.
enum { STRICT_SYMBOL = 1, STRICT_LENGTH = 2, STRICT_END = 3 };

/// A canonical Huffman code. A code of up to 10 bits is found with one look-up of the next 10
/// bits in `fast`: symbol << 7 | kind << 5 | the bits to consume (the code's, and for lengths
/// and distances the extra bits after it); 0 for a longer code, an unassigned pattern and the
/// symbols zlib refuses, which are then read length by length from `count` and `symbol`.
typedef struct {
    uint16_t fast[1 << STRICT_FAST_BITS];
    uint16_t count[STRICT_MAX_BITS + 1];
    uint16_t symbol[288];
} strict_code;

/// The stream's bits, least significant first: `bits` holds `count` of them (and perhaps some
/// of the bytes after, which are read again), `next` is the first byte not yet in it.
typedef struct {
    const uint8_t *next;
    const uint8_t *end;
    uint64_t bits;
    unsigned count;
} strict_reader;

static uint64_t strict_load64(const uint8_t *p) {
    uint64_t word;
    memcpy(&word, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    return word;
}

/// Tops the buffer up to at least 56 bits, or to the end of the input.
static void strict_refill(strict_reader *r) {
    if (r->end - r->next >= 8) {
        r->bits |= strict_load64(r->next) << r->count;
        r->next += (63 - r->count) >> 3;
        r->count |= 56;
    } else {
        while (r->count <= 56 && r->next < r->end) {
            r->bits |= (uint64_t)*r->next++ << r->count;
            r->count += 8;
        }
    }
}

/// The next `n` bits (at most 32) as a number, consumed; -1 when the input ends first.
static int64_t strict_take(strict_reader *r, unsigned n) {
    if (r->count < n) {
        strict_refill(r);
        if (r->count < n) return -1;
    }
    uint32_t value = (uint32_t)(r->bits & ((1ull << n) - 1));
    r->bits >>= n;
    r->count -= n;
    return value;
}

enum strict_kind { STRICT_PRECODE, STRICT_LITERALS, STRICT_DISTANCES };

/// The fast entry of `symbol`, a code of `length` bits, in a code of `kind`.
static uint16_t strict_entry(enum strict_kind kind, unsigned symbol, unsigned length) {
    switch (kind) {
    case STRICT_PRECODE:
        return (uint16_t)(symbol << 7 | STRICT_SYMBOL << 5 | length);
    case STRICT_LITERALS:
        if (symbol < 256) return (uint16_t)(symbol << 7 | STRICT_SYMBOL << 5 | length);
        if (symbol == 256) return (uint16_t)(symbol << 7 | STRICT_END << 5 | length);
        if (symbol < 286) return (uint16_t)(symbol << 7 | STRICT_LENGTH << 5 | (length + strict_length_extra[symbol - 257]));
        return 0;
    case STRICT_DISTANCES:
        if (symbol < 30) return (uint16_t)(symbol << 7 | STRICT_SYMBOL << 5 | (length + strict_distance_extra[symbol]));
        return 0;
    }
    return 0;
}

/// Builds the code of the `n` lengths, or returns 0 for one zlib refuses: an over-subscribed
/// code, or an incomplete one, except a code of no symbols for distances (refused only when a
/// distance is decoded) and a single code of one bit for literals or distances (the other
/// one-bit pattern is then refused when it is met).
static int strict_build(strict_code *h, const uint8_t *lengths, int n, enum strict_kind kind) {
    uint16_t offsets[STRICT_MAX_BITS + 2];
    memset(h->count, 0, sizeof h->count);
    for (int i = 0; i < n; i++) h->count[lengths[i]]++;
    h->count[0] = 0;
    int longest = STRICT_MAX_BITS;
    while (longest > 0 && h->count[longest] == 0) longest--;
    int left = 1;
    for (int length = 1; length <= STRICT_MAX_BITS; length++) {
        left = (left << 1) - h->count[length];
        if (left < 0) return 0;
    }
    if (longest == 0 && kind != STRICT_DISTANCES) return 0;
    if (longest > 0 && left > 0 && (kind == STRICT_PRECODE || longest != 1)) return 0;
    offsets[1] = 0;
    for (int length = 1; length <= STRICT_MAX_BITS; length++) offsets[length + 1] = offsets[length] + h->count[length];
    for (int i = 0; i < n; i++) {
        if (lengths[i]) h->symbol[offsets[lengths[i]]++] = (uint16_t)i;
    }
    memset(h->fast, 0, sizeof h->fast);
    unsigned code = 0, index = 0;
    for (int length = 1; length <= STRICT_FAST_BITS && length <= longest; length++) {
        for (unsigned k = 0; k < h->count[length]; k++, code++, index++) {
            // The stream holds a code's first bit first: the table is indexed by it reversed.
            unsigned reversed = 0;
            for (int bit = 0; bit < length; bit++) reversed |= ((code >> bit) & 1) << (length - 1 - bit);
            uint16_t entry = strict_entry(kind, h->symbol[index], (unsigned)length);
            for (unsigned slot = reversed; slot < (1u << STRICT_FAST_BITS); slot += 1u << length) h->fast[slot] = entry;
        }
        code <<= 1;
    }
    return 1;
}

/// The next symbol, read a bit at a time (a code longer than the table's, or one the table
/// sends here); -1 when the bits are no assigned code or the input ends.
static int strict_decode_slow(strict_reader *r, const strict_code *h) {
    strict_refill(r);
    uint64_t bits = r->bits;
    int code = 0, first = 0, index = 0;
    for (unsigned length = 1; length <= STRICT_MAX_BITS && length <= r->count; length++) {
        code |= (int)(bits & 1);
        bits >>= 1;
        int count = h->count[length];
        if (code - first < count) {
            r->bits >>= length;
            r->count -= length;
            return h->symbol[index + code - first];
        }
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

/// The next code-length symbol of a precode (codes of at most 7 bits), or -1.
static int strict_decode_precode(strict_reader *r, const strict_code *h) {
    if (r->count < STRICT_MAX_BITS) strict_refill(r);
    unsigned entry = h->fast[r->bits & ((1u << STRICT_FAST_BITS) - 1)];
    unsigned length = entry & 31;
    if (entry == 0 || length > r->count) return -1;
    r->bits >>= length;
    r->count -= length;
    return (int)(entry >> 7);
}

/// Reads a dynamic block's header into `literals` and `distances`; 0 when zlib refuses it.
static int strict_dynamic_header(strict_reader *r, strict_code *literals, strict_code *distances) {
    int64_t counts = strict_take(r, 14);
    if (counts < 0) return 0;
    int literal_count = 257 + (int)(counts & 31), distance_count = 1 + (int)((counts >> 5) & 31);
    int precode_count = 4 + (int)(counts >> 10);
    // RFC 1951 defines 286 literal/length and 30 distance symbols; zlib refuses headers that
    // declare more (libdeflate takes them).
    if (literal_count > 286 || distance_count > 30) return 0;
    uint8_t precode_lengths[19] = {0};
    for (int i = 0; i < precode_count; i++) {
        int64_t length = strict_take(r, 3);
        if (length < 0) return 0;
        precode_lengths[strict_precode_order[i]] = (uint8_t)length;
    }
    strict_code precode;
    if (!strict_build(&precode, precode_lengths, 19, STRICT_PRECODE)) return 0;
    uint8_t lengths[286 + 30];
    int total = literal_count + distance_count, filled = 0;
    while (filled < total) {
        int symbol = strict_decode_precode(r, &precode);
        if (symbol < 0) return 0;
        if (symbol < 16) {
            lengths[filled++] = (uint8_t)symbol;
            continue;
        }
        int64_t extra;
        int repeat;
        uint8_t value = 0;
        if (symbol == 16) {
            if (filled == 0) return 0;
            value = lengths[filled - 1];
            extra = strict_take(r, 2);
            repeat = 3 + (int)extra;
        } else if (symbol == 17) {
            extra = strict_take(r, 3);
            repeat = 3 + (int)extra;
        } else {
            extra = strict_take(r, 7);
            repeat = 11 + (int)extra;
        }
        // A repeat may cross from the literal lengths into the distance lengths, but not run
        // past the last (RFC 1951, 3.2.7). libdeflate before 1.16 ignored the overrun.
        if (extra < 0 || filled + repeat > total) return 0;
        memset(lengths + filled, value, (size_t)repeat);
        filled += repeat;
    }
    // zlib refuses a block that cannot end.
    if (lengths[256] == 0) return 0;
    return strict_build(literals, lengths, literal_count, STRICT_LITERALS) &&
           strict_build(distances, lengths + literal_count, distance_count, STRICT_DISTANCES);
}

/// The fixed codes of RFC 1951, 3.2.6, with every distance code of five bits (30 and 31 among
/// them, refused when decoded, as zlib does).
static void strict_fixed_codes(strict_code *literals, strict_code *distances) {
    uint8_t lengths[288];
    memset(lengths, 8, 144);
    memset(lengths + 144, 9, 112);
    memset(lengths + 256, 7, 24);
    memset(lengths + 280, 8, 8);
    strict_build(literals, lengths, 288, STRICT_LITERALS);
    memset(lengths, 5, 32);
    strict_build(distances, lengths, 32, STRICT_DISTANCES);
}

/// Reads a literal/length symbol the fast table does not hold, and the distance of a length;
/// 0 when zlib refuses it. `*end` is set at the end of the block.
static int strict_slow_symbol(strict_reader *r, const strict_code *literals, const strict_code *distances, int *end) {
    int symbol = strict_decode_slow(r, literals);
    if (symbol < 0) return 0;
    if (symbol < 256) return 1;
    if (symbol == 256) {
        *end = 1;
        return 1;
    }
    // 286 and 287 have fixed codes but no meaning; zlib refuses them, libdeflate reads 258.
    if (symbol >= 286 || strict_take(r, strict_length_extra[symbol - 257]) < 0) return 0;
    if (r->count < 32) strict_refill(r);
    unsigned entry = distances->fast[r->bits & ((1u << STRICT_FAST_BITS) - 1)];
    if (entry != 0 && (entry & 31) <= r->count) {
        r->bits >>= entry & 31;
        r->count -= entry & 31;
        return 1;
    }
    // So do distances 30 and 31 (libdeflate reads 24577 and more).
    int distance = strict_decode_slow(r, distances);
    return distance >= 0 && distance < 30 && strict_take(r, strict_distance_extra[distance]) >= 0;
}

/// Reads the symbols of one Huffman block up to its end; 0 on one zlib refuses. The values of
/// lengths and distances are not computed: libdeflate has checked that every distance stays in
/// what was written, and the total, as zlib does. One function with the reader in locals,
/// because debug builds compile it unoptimised and run it on every screen they decode.
static int strict_huffman_block(strict_reader *r, const strict_code *literals, const strict_code *distances) {
    const uint16_t *literal_table = literals->fast, *distance_table = distances->fast;
    const unsigned mask = (1u << STRICT_FAST_BITS) - 1;
    for (;;) {
        if (r->count < 32) strict_refill(r);
        unsigned entry = literal_table[r->bits & mask], length = entry & 31;
        if (entry == 0 || length > r->count) {
            int end = 0;
            if (!strict_slow_symbol(r, literals, distances, &end)) return 0;
            if (end) return 1;
            continue;
        }
        r->bits >>= length;
        r->count -= length;
        unsigned kind = (entry >> 5) & 3;
        if (kind == STRICT_SYMBOL) continue;
        if (kind == STRICT_END) return 1;
        // A length, its extra bits read with it: the distance follows.
        if (r->count < 32) strict_refill(r);
        entry = distance_table[r->bits & mask];
        length = entry & 31;
        if (entry == 0 || length > r->count) {
            int distance = strict_decode_slow(r, distances);
            if (distance < 0 || distance >= 30 || strict_take(r, strict_distance_extra[distance]) < 0) return 0;
            continue;
        }
        r->bits >>= length;
        r->count -= length;
    }
}

int napkin_zlib_stream_is_strict(const uint8_t *stream, size_t count) {
    if (count < 2) return 0;
    strict_reader r = {stream + 2, stream + count, 0, 0};
    strict_code literals, distances;
    int fixed_loaded = 0;
    int last;
    do {
        int64_t header = strict_take(&r, 3);
        if (header < 0) return 0;
        last = (int)(header & 1);
        switch (header >> 1) {
        case 0: {
            // Stored: to the byte boundary, then LEN, its complement, and LEN bytes.
            r.bits >>= r.count & 7;
            r.count &= ~7u;
            int64_t lengths = strict_take(&r, 32);
            if (lengths < 0 || (lengths & 0xFFFF) != (~lengths >> 16 & 0xFFFF)) return 0;
            size_t length = (size_t)(lengths & 0xFFFF), buffered = r.count / 8;
            if (length <= buffered) {
                for (size_t i = 0; i < length; i++) strict_take(&r, 8);
            } else {
                size_t rest = length - buffered;
                if ((size_t)(r.end - r.next) < rest) return 0;
                r.next += rest;
                r.bits = 0;
                r.count = 0;
            }
            break;
        }
        case 1:
            if (fixed_loaded != 1) {
                strict_fixed_codes(&literals, &distances);
                fixed_loaded = 1;
            }
            if (!strict_huffman_block(&r, &literals, &distances)) return 0;
            break;
        case 2:
            fixed_loaded = 0;
            if (!strict_dynamic_header(&r, &literals, &distances)) return 0;
            if (!strict_huffman_block(&r, &literals, &distances)) return 0;
            break;
        default:
            return 0;
        }
    } while (!last);
    return 1;
}
