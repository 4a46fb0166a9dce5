#ifndef C_CONTRACT_SCAN_H
#define C_CONTRACT_SCAN_H

// Byte scanning for the JSON parser, sixteen bytes at a time.
//
// Trade-off: Swift's `SIMD16<UInt8>` comparisons compile to sixteen scalar compares on Linux (measured), while
// clang's generic vector types compile to a handful of vector instructions (SSE2 on x86-64, NEON on arm64).
// No intrinsics header is included, so importing the module stays as cheap as before; the one
// target-specific builtin (SSE2's byte mask) has a portable fallback. Little-endian hosts only, as Swift's are.
// Tested by ContractJSONTests (every byte value at every position, on the host's path and the portable one; the
// parser's special bytes at every position) and the JSON suites.

typedef signed char contract_bytes16 __attribute__((vector_size(16)));

/// The 16 bytes at `bytes`, each 0xFF where it ends plain JSON string content (a quotation mark, a backslash, a
/// control character below 0x20, or a byte of a multi-byte UTF-8 sequence: 0x80 and above), 0 elsewhere.
static inline contract_bytes16 contract_json_string_stop_bytes16(const unsigned char *bytes) {
    contract_bytes16 block;
    __builtin_memcpy(&block, bytes, 16);
    // As signed bytes, 0x80 and above are negative: one comparison finds control characters and non-ASCII.
    return (block == '"') | (block == '\\') | (block < 0x20);
}

/// ``contract_json_string_stops16`` without SSE2 (arm64 and others): each stop byte's top bit gathered,
/// eight bytes to a byte of the mask. Declared on every host, so that x86-64's tests check it too.
static inline unsigned contract_json_string_stops16_portable(const unsigned char *bytes) {
    contract_bytes16 stops = contract_json_string_stop_bytes16(bytes);
    unsigned long long words[2];
    __builtin_memcpy(words, &stops, 16);
    const unsigned long long gather = 0x0002040810204081ULL;
    unsigned low = (unsigned)(((words[0] & 0x8080808080808080ULL) * gather) >> 56);
    unsigned high = (unsigned)(((words[1] & 0x8080808080808080ULL) * gather) >> 56);
    return low | (high << 8);
}

/// Which of the 16 bytes at `bytes` end plain JSON string content (see ``contract_json_string_stop_bytes16``):
/// bit `i` is set when byte `i` does. All 16 bytes must be readable. A mask rather than the first offset, so that
/// a caller's loop steps on by 16 without waiting for the result (the next load does not depend on it).
static inline unsigned contract_json_string_stops16(const unsigned char *bytes) {
#if defined(__SSE2__)
    typedef char contract_chars16 __attribute__((vector_size(16)));
    return (unsigned)__builtin_ia32_pmovmskb128((contract_chars16)contract_json_string_stop_bytes16(bytes));
#else
    return contract_json_string_stops16_portable(bytes);
#endif
}

#endif
