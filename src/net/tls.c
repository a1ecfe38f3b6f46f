/* TLS for the network play (tls.h), with OpenSSL 3. */
#include "tls.h"

#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/match.h"

#define CERT_DAYS 3650

static bool tls_fail(char *err, size_t errlen, const char *what)
{
    char reason[200] = "";
    unsigned long code = ERR_get_error();
    if (code)
        ERR_error_string_n(code, reason, sizeof reason);
    ERR_clear_error();
    snprintf(err, errlen, "%s%s%s", what, *reason ? ": " : "", reason);
    return false;
}

static void hex_of(const unsigned char *bytes, size_t n, char *out)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 15];
    }
    out[2 * n] = '\0';
}

bool net_random_hex(char *out, size_t bytes)
{
    unsigned char raw[64];
    if (bytes > sizeof raw || RAND_bytes(raw, (int)bytes) != 1)
        return false;
    hex_of(raw, bytes, out);
    return true;
}

bool net_random_u64(unsigned long long *out)
{
    return RAND_bytes((unsigned char *)out, sizeof *out) == 1;
}

bool net_same_secret(const char *a, const char *b)
{
    size_t n = strlen(a);
    return n == strlen(b) && CRYPTO_memcmp(a, b, n) == 0;
}

static bool fingerprint_of(X509 *cert, char out[NET_FINGERPRINT_HEX + 1])
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    if (!X509_digest(cert, EVP_sha256(), digest, &len) || len != NET_FINGERPRINT_HEX / 2)
        return false;
    hex_of(digest, len, out);
    return true;
}

bool net_tls_peer_fingerprint(SSL *ssl, char out[NET_FINGERPRINT_HEX + 1])
{
    X509 *cert = SSL_get1_peer_certificate(ssl);
    bool ok = cert && fingerprint_of(cert, out);
    X509_free(cert);
    return ok;
}

/* A PEM text written by `write` into a file, atomically (private to its owner). */
static bool save_pem(const char *path, bool (*write)(BIO *, void *), void *thing, char *err,
                     size_t errlen)
{
    BIO *mem = BIO_new(BIO_s_mem());
    if (!mem || !write(mem, thing)) {
        BIO_free(mem);
        return tls_fail(err, errlen, "cannot write the server's key or certificate");
    }
    BIO_write(mem, "", 1); /* the text's NUL */
    char *text;
    BIO_get_mem_data(mem, &text);
    bool ok = write_file_atomic(path, text, err, errlen);
    BIO_free(mem);
    return ok;
}

static bool write_key(BIO *bio, void *key)
{
    return PEM_write_bio_PrivateKey(bio, key, NULL, NULL, 0, NULL, NULL) == 1;
}

static bool write_cert(BIO *bio, void *cert)
{
    return PEM_write_bio_X509(bio, cert) == 1;
}

/* A self-signed certificate for key, valid for CERT_DAYS from now. */
static X509 *self_signed(EVP_PKEY *key)
{
    X509 *cert = X509_new();
    unsigned char serial[16];
    BIGNUM *serial_number = NULL;
    bool ok = cert && RAND_bytes(serial, sizeof serial) == 1;
    serial[0] &= 0x7f; /* a positive serial */
    ok = ok && (serial_number = BN_bin2bn(serial, sizeof serial, NULL)) &&
         BN_to_ASN1_INTEGER(serial_number, X509_get_serialNumber(cert)) &&
         X509_set_version(cert, X509_VERSION_3) &&
         X509_gmtime_adj(X509_getm_notBefore(cert), -60) &&
         X509_gmtime_adj(X509_getm_notAfter(cert), 60L * 60 * 24 * CERT_DAYS) &&
         X509_set_pubkey(cert, key);
    X509_NAME *name = ok ? X509_get_subject_name(cert) : NULL;
    ok = ok && name &&
         X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                                    (const unsigned char *)"moguls server", -1, -1, 0) &&
         X509_set_issuer_name(cert, name) && X509_sign(cert, key, EVP_sha256()) > 0;
    BN_free(serial_number);
    if (!ok) {
        X509_free(cert);
        return NULL;
    }
    return cert;
}

/* A new P-256 key and its certificate, saved in key_path and cert_path. */
static bool make_identity(const char *key_path, const char *cert_path, char *err, size_t errlen)
{
    EVP_PKEY *key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
    if (!key)
        return tls_fail(err, errlen, "cannot make the server's key");
    X509 *cert = self_signed(key);
    bool ok = cert ? save_pem(key_path, write_key, key, err, errlen) &&
                         save_pem(cert_path, write_cert, cert, err, errlen)
                   : tls_fail(err, errlen, "cannot make the server's certificate");
    X509_free(cert);
    EVP_PKEY_free(key);
    return ok;
}

SSL_CTX *net_tls_server_context(const char *dir, char fingerprint[NET_FINGERPRINT_HEX + 1],
                                char *err, size_t errlen)
{
    char key_path[4200], cert_path[4200];
    snprintf(key_path, sizeof key_path, "%s/key.pem", dir);
    snprintf(cert_path, sizeof cert_path, "%s/cert.pem", dir);
    if ((access(key_path, F_OK) != 0 || access(cert_path, F_OK) != 0) &&
        !make_identity(key_path, cert_path, err, errlen))
        return NULL;
    SSL_CTX *ctx = SSL_CTX_new(TLS_server_method());
    if (!ctx)
        return tls_fail(err, errlen, "cannot start TLS"), NULL;
    SSL_CTX_set_min_proto_version(ctx, TLS1_3_VERSION);
    SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_OFF);
    SSL_CTX_set_num_tickets(ctx, 0);
    if (SSL_CTX_use_certificate_file(ctx, cert_path, SSL_FILETYPE_PEM) != 1 ||
        SSL_CTX_use_PrivateKey_file(ctx, key_path, SSL_FILETYPE_PEM) != 1 ||
        SSL_CTX_check_private_key(ctx) != 1 ||
        !fingerprint_of(SSL_CTX_get0_certificate(ctx), fingerprint)) {
        char what[4300];
        snprintf(what, sizeof what, "the server's key or certificate in %s cannot be used", dir);
        tls_fail(err, errlen, what);
        SSL_CTX_free(ctx);
        return NULL;
    }
    return ctx;
}

/* The handshake takes any certificate: the client pins it by its fingerprint afterwards. */
static int accept_any(int preverified, X509_STORE_CTX *store)
{
    (void)preverified;
    (void)store;
    return 1;
}

SSL_CTX *net_tls_client_context(char *err, size_t errlen)
{
    SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());
    if (!ctx)
        return tls_fail(err, errlen, "cannot start TLS"), NULL;
    SSL_CTX_set_min_proto_version(ctx, TLS1_3_VERSION);
    SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, accept_any);
    return ctx;
}
