#ifndef NAPKIN_CCRYPTO_SHIM_H
#define NAPKIN_CCRYPTO_SHIM_H
// OpenSSL's libcrypto (Debian's libssl-dev): SHA-256 and AES-GCM, both hardware-accelerated
// where the CPU allows (SHA-NI, AES-NI with carry-less multiplication). Only the two digests
// the snapshot pixel cache needs are exposed, as plain functions Swift can call.
#include <openssl/evp.h>
#include <stddef.h>

/// SHA-256 of `count` bytes at `data` into `digest` (32 bytes). Returns 1 on success.
static inline int napkin_sha256(const void *data, size_t count, unsigned char digest[32]) {
    unsigned int length = 0;
    return EVP_Digest(data, count, digest, &length, EVP_sha256(), NULL) == 1 && length == 32;
}

/// GMAC (AES-128-GCM over additional data only, empty plaintext) of `count` bytes at `data`
/// under `key` (16 bytes) and `iv` (12 bytes), into `tag` (16 bytes). Returns 1 on success.
static inline int napkin_gmac(const unsigned char key[16], const unsigned char iv[12], const void *data, size_t count, unsigned char tag[16]) {
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    if (context == NULL) return 0;
    int ok = EVP_EncryptInit_ex(context, EVP_aes_128_gcm(), NULL, key, iv) == 1;
    const unsigned char *bytes = (const unsigned char *)data;
    while (ok && count > 0) {
        // EVP lengths are ints: feed at most 1 GiB at a time (GHASH is the same either way).
        int chunk = count > (1u << 30) ? (1 << 30) : (int)count;
        int written = 0;
        ok = EVP_EncryptUpdate(context, NULL, &written, bytes, chunk) == 1;
        bytes += chunk;
        count -= (size_t)chunk;
    }
    int finalLength = 0;
    unsigned char unused[16];
    ok = ok && EVP_EncryptFinal_ex(context, unused, &finalLength) == 1;
    ok = ok && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, tag) == 1;
    EVP_CIPHER_CTX_free(context);
    return ok;
}
#endif
