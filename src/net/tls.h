/* TLS for the network play (OpenSSL): the server's own key and self-signed certificate, made
 * on first start in its data folder, and the pinning of that certificate by its fingerprint
 * (an invite code carries it): no certificate authority, no password. TLS 1.3 only. */
#ifndef MOGULS_NET_TLS_H
#define MOGULS_NET_TLS_H

#include <stdbool.h>
#include <stddef.h>

#include <openssl/ssl.h>

#include "net/protocol.h"

/* The server's context with the key and certificate in dir (key.pem, cert.pem), made there
 * first when either is missing; fingerprint receives the certificate's. NULL with the reason. */
SSL_CTX *net_tls_server_context(const char *dir, char fingerprint[NET_FINGERPRINT_HEX + 1],
                                char *err, size_t errlen);
/* A client's context: any certificate is taken in the handshake, and the caller then checks
 * its fingerprint against the one it pins (net_tls_peer_fingerprint). */
SSL_CTX *net_tls_client_context(char *err, size_t errlen);
/* The SHA-256 fingerprint of the peer's certificate as 64 hex digits; false if it sent none. */
bool net_tls_peer_fingerprint(SSL *ssl, char out[NET_FINGERPRINT_HEX + 1]);
/* `bytes` random bytes from the system's generator as hex digits into out (2 * bytes + 1). */
bool net_random_hex(char *out, size_t bytes);
/* A random 64-bit number (a table's seed). */
bool net_random_u64(unsigned long long *out);
/* Whether two strings of equal length are equal, in time that does not depend on where they
 * differ (tokens). */
bool net_same_secret(const char *a, const char *b);

#endif
