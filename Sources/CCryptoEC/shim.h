#ifndef NAPKIN_CCRYPTOEC_SHIM_H
#define NAPKIN_CCRYPTOEC_SHIM_H
// OpenSSL's libcrypto (Debian's libssl-dev) for the Security stand-in's keys: NIST P-256 key
// pairs in ANSI X9.63 form (public 04 || X || Y, 65 bytes; private 04 || X || Y || D, 97 bytes, as
// SecKeyCopyExternalRepresentation writes them), ECDSA over a digest (DER signatures), ECDH,
// digests by name and AES-GCM with any IV length. No curve arithmetic is written here: every
// operation is libcrypto's. The EC_KEY interface is deprecated in OpenSSL 3 but still supported;
// the deprecation attributes are turned off for this header only.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <stddef.h>

/// The P-256 key of `count` (65 or 97) X9.63 bytes, checked: the point is on the curve and, for a
/// private key, is D times the generator. NULL when the bytes are not such a key.
static inline EC_KEY *napkin_p256_key(const unsigned char *bytes, size_t count) {
    if (count != 65 && count != 97) return NULL;
    EC_KEY *key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1);
    if (key == NULL) return NULL;
    int ok = bytes[0] == 4 && EC_KEY_oct2key(key, bytes, 65, NULL) == 1;
    if (ok && count == 97) {
        BIGNUM *scalar = BN_bin2bn(bytes + 65, 32, NULL);
        ok = scalar != NULL && EC_KEY_set_private_key(key, scalar) == 1;
        BN_clear_free(scalar);
    }
    ok = ok && EC_KEY_check_key(key) == 1;
    if (!ok) {
        EC_KEY_free(key);
        return NULL;
    }
    return key;
}

/// Whether `count` bytes are a valid P-256 key in X9.63 form (65: public, 97: private).
static inline int napkin_p256_is_valid(const unsigned char *bytes, size_t count) {
    EC_KEY *key = napkin_p256_key(bytes, count);
    EC_KEY_free(key);
    return key != NULL;
}

/// A new random P-256 private key, written to `out` as 04 || X || Y || D. Returns 1 on success.
static inline int napkin_p256_generate(unsigned char out[97]) {
    EC_KEY *key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1);
    int ok = key != NULL && EC_KEY_generate_key(key) == 1;
    ok = ok && EC_POINT_point2oct(EC_KEY_get0_group(key), EC_KEY_get0_public_key(key), POINT_CONVERSION_UNCOMPRESSED, out, 65, NULL) == 65;
    ok = ok && BN_bn2binpad(EC_KEY_get0_private_key(key), out + 65, 32) == 32;
    EC_KEY_free(key);
    return ok;
}

/// The ECDSA signature (DER, at most 72 bytes) of a digest with a private key (97 bytes);
/// `*signatureCount` is the capacity on entry and the length on return. Returns 1 on success.
static inline int napkin_p256_sign(const unsigned char key[97], const unsigned char *digest, size_t digestCount, unsigned char *signature, size_t *signatureCount) {
    EC_KEY *privateKey = napkin_p256_key(key, 97);
    if (privateKey == NULL || *signatureCount < (size_t)ECDSA_size(privateKey)) {
        EC_KEY_free(privateKey);
        return 0;
    }
    unsigned int length = 0;
    int ok = ECDSA_sign(0, digest, (int)digestCount, signature, &length, privateKey) == 1;
    EC_KEY_free(privateKey);
    *signatureCount = length;
    return ok;
}

/// Whether `signature` (DER) is a valid ECDSA signature of the digest by the key (65 or 97 bytes).
static inline int napkin_p256_verify(const unsigned char *key, size_t keyCount, const unsigned char *digest, size_t digestCount, const unsigned char *signature, size_t signatureCount) {
    EC_KEY *publicKey = napkin_p256_key(key, keyCount);
    if (publicKey == NULL) return 0;
    int ok = ECDSA_verify(0, digest, (int)digestCount, signature, (int)signatureCount, publicKey) == 1;
    EC_KEY_free(publicKey);
    return ok;
}

/// The ECDH shared secret (the X coordinate, 32 bytes) of a private key (97 bytes) and a peer's
/// public key (65 bytes). Returns 1 on success. P-256's cofactor is 1, so this is also the
/// cofactor Diffie-Hellman value.
static inline int napkin_p256_ecdh(const unsigned char key[97], const unsigned char peer[65], unsigned char shared[32]) {
    EC_KEY *privateKey = napkin_p256_key(key, 97);
    EC_KEY *peerKey = napkin_p256_key(peer, 65);
    int ok = privateKey != NULL && peerKey != NULL
        && ECDH_compute_key(shared, 32, EC_KEY_get0_public_key(peerKey), privateKey, NULL) == 32;
    EC_KEY_free(privateKey);
    EC_KEY_free(peerKey);
    return ok;
}

/// The digest named `name` ("SHA1", "SHA224", "SHA256", "SHA384", "SHA512") of `count` bytes,
/// into `digest` (64 bytes of room); returns its length, or 0 on failure.
static inline int napkin_digest(const char *name, const void *data, size_t count, unsigned char digest[64]) {
    const EVP_MD *md = EVP_get_digestbyname(name);
    unsigned int length = 0;
    if (md == NULL || EVP_Digest(data, count, digest, &length, md, NULL) != 1) return 0;
    return (int)length;
}

/// AES-GCM (128- or 256-bit key, any IV length, 16-byte tag, no additional data) over `count`
/// bytes into `output` (`count` bytes of room). Encrypting writes `tag`; decrypting checks it, and
/// returns 0 when it does not authenticate. Returns 1 on success.
static inline int napkin_aes_gcm(int encrypt, const unsigned char *key, size_t keyCount, const unsigned char *iv, size_t ivCount, const unsigned char *input, size_t count, unsigned char *output, unsigned char tag[16]) {
    const EVP_CIPHER *cipher = keyCount == 16 ? EVP_aes_128_gcm() : keyCount == 32 ? EVP_aes_256_gcm() : NULL;
    if (cipher == NULL || count > (size_t)(1 << 30)) return 0;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    if (context == NULL) return 0;
    int ok = EVP_CipherInit_ex(context, cipher, NULL, NULL, NULL, encrypt) == 1;
    ok = ok && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, (int)ivCount, NULL) == 1;
    ok = ok && EVP_CipherInit_ex(context, NULL, NULL, key, iv, encrypt) == 1;
    int written = 0;
    ok = ok && EVP_CipherUpdate(context, output, &written, input, (int)count) == 1;
    if (ok && !encrypt) ok = EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, 16, tag) == 1;
    int finalLength = 0;
    ok = ok && EVP_CipherFinal_ex(context, output + written, &finalLength) == 1;
    if (ok && encrypt) ok = EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, tag) == 1;
    EVP_CIPHER_CTX_free(context);
    return ok;
}
#endif
