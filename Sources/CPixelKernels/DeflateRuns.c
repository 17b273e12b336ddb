#include "PixelKernels.h"

// DEFLATE for runs (napkin_runs_deflater, PixelKernels.h): the fixed codes of RFC 1951, 3.2.6,
// written least significant bit first, each Huffman code bit-reversed as the format wants.

typedef uint8_t runs_bytes16 __attribute__((vector_size(16)));
typedef uint8_t runs_bytes16_unaligned __attribute__((vector_size(16), aligned(1)));
typedef uint64_t runs_words2 __attribute__((vector_size(16)));

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/// `code`'s low `length` bits in the opposite order: Huffman codes are packed from their most
/// significant bit, into a stream that is filled from each byte's least significant bit.
static uint32_t reversed(uint32_t code, int length) {
    uint32_t result = 0;
    for (int i = 0; i < length; i++) {
        result = result << 1 | (code & 1);
        code >>= 1;
    }
    return result;
}

/// Appends the low `count` bits of `value` (at most 16), least significant first.
static void put(napkin_runs_deflater *d, uint32_t value, int count) {
    d->bits |= (uint64_t)value << d->bit_count;
    d->bit_count += count;
    while (d->bit_count >= 8) {
        if (d->length < d->capacity) {
            d->out[d->length++] = (uint8_t)d->bits;
        } else {
            d->overflow = 1;
        }
        d->bits >>= 8;
        d->bit_count -= 8;
    }
}

/// Fixed Huffman code of a literal/length symbol, bit-reversed for an LSB-first stream.
static void put_symbol(napkin_runs_deflater *d, int symbol) {
    if (symbol < 144) put(d, reversed(0x30 + symbol, 8), 8);
    else if (symbol < 256) put(d, reversed(0x190 + symbol - 144, 9), 9);
    else if (symbol < 280) put(d, reversed(symbol - 256, 7), 7);
    else put(d, reversed(0xC0 + symbol - 280, 8), 8);
}

/// A match of `length` (3-258) bytes at the distance whose code and extra bits are given.
static void put_match(napkin_runs_deflater *d, int length, int distance_code, uint32_t distance_bits, int distance_bit_count) {
    int code = 28;
    while (length_base[code] > length) code--;
    put_symbol(d, 257 + code);
    if (length_extra[code]) put(d, (uint32_t)(length - length_base[code]), length_extra[code]);
    put(d, reversed((uint32_t)distance_code, 5), 5);
    if (distance_bit_count) put(d, distance_bits, distance_bit_count);
}

size_t napkin_runs_deflate_bound(size_t count) { return count + count / 8 + 64; }

void napkin_runs_deflate_begin(napkin_runs_deflater *d, uint8_t *out, size_t capacity, int final) {
    d->out = out;
    d->capacity = capacity;
    d->length = 0;
    d->bits = 0;
    d->bit_count = 0;
    d->overflow = 0;
    put(d, final ? 1 : 0, 1);
    put(d, 1, 2);  // fixed Huffman codes
}

/// How many bytes from `at` (at most `limit`) equal those `distance` before them.
static size_t match_length(const uint8_t *at, size_t distance, size_t limit) {
    size_t n = 0;
    while (n + 16 <= limit) {
        runs_bytes16 a = *(const runs_bytes16_unaligned *)(at + n), b = *(const runs_bytes16_unaligned *)(at + n - distance);
        runs_words2 same = (runs_words2)(a == b);
        if ((same[0] & same[1]) != ~(uint64_t)0) break;
        n += 16;
    }
    while (n < limit && at[n] == at[n - distance]) n++;
    return n;
}

void napkin_runs_deflate(napkin_runs_deflater *d, const uint8_t *data, size_t count, size_t history, size_t stride) {
    int up_code = 0, up_bit_count = 0;
    uint32_t up_bits = 0;
    int use_up = stride >= 2 && stride <= 32768;
    if (use_up) {
        up_code = 29;
        while (distance_base[up_code] > stride) up_code--;
        up_bits = (uint32_t)(stride - distance_base[up_code]);
        up_bit_count = distance_extra[up_code];
    }
    size_t i = 0;
    // Greedy: at each byte the longer of the run and the match with the line above, when it
    // is 3 bytes or more; a literal otherwise.
    while (i < count) {
        size_t limit = count - i < 258 ? count - i : 258;
        size_t run = history + i >= 1 ? match_length(data + i, 1, limit) : 0;
        size_t up = 0;
        if (use_up && run < limit && history + i >= stride) up = match_length(data + i, stride, limit);
        if (run >= 3 && run >= up) {
            put_match(d, (int)run, 0, 0, 0);
            i += run;
        } else if (up >= 3) {
            put_match(d, (int)up, up_code, up_bits, up_bit_count);
            i += up;
        } else {
            put_symbol(d, data[i]);
            i++;
        }
    }
}

int napkin_runs_deflate_end(napkin_runs_deflater *d, int final) {
    put_symbol(d, 256);
    if (!final) {
        put(d, 0, 3);  // an empty stored block: the stream ends on a byte boundary
        if (d->bit_count) put(d, 0, 8 - d->bit_count);
        put(d, 0x0000, 16);
        put(d, 0xFFFF, 16);
    } else if (d->bit_count) {
        put(d, 0, 8 - d->bit_count);
    }
    return d->overflow ? -1 : 0;
}
