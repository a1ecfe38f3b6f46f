#!/bin/sh
# `moguls server` runs in a module of its own (src/cli/server_module.h): the program and its other
# headless commands never load OpenSSL (nor SDL), while `moguls server` opens the module and reads
# its options there.
# usage: cli_server_module.sh MOGULS
set -u
moguls=$1
failures=0

fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}

# the libraries a run loads, the ones it opens later included (the dynamic loader says)
loaded=$(LD_DEBUG=files "$moguls" list 2>&1 >/dev/null | grep -o 'file=[^ ]*' | sort -u)
case "$loaded" in
*libssl* | *libcrypto* | *SDL2*) fail "moguls list loads $(echo "$loaded" | grep -E 'ssl|crypto|SDL2')" ;;
esac
[ -n "$loaded" ] || fail "LD_DEBUG told nothing: the check above checked nothing"

message=$("$moguls" server --frobnicate 2>&1 >/dev/null)
status=$?
[ "$status" -eq 2 ] || fail "moguls server --frobnicate exits with $status, not 2"
case "$message" in
*"unknown option '--frobnicate'"*) ;;
*) fail "moguls server --frobnicate says '$message'" ;;
esac
loaded=$(LD_DEBUG=files "$moguls" server --frobnicate 2>&1 >/dev/null | grep -o 'file=[^ ]*')
case "$loaded" in
*moguls-server.so*libssl* | *libssl*moguls-server.so*) ;;
*) fail "moguls server did not open its module with OpenSSL" ;;
esac

[ "$failures" -eq 0 ] && echo "moguls list loads no OpenSSL; moguls server opens its module"
exit "$failures"
