#!/bin/sh
# No test-only code ships: the program and the app module define no test-only function (the
# X_testing.c set-ups are compiled only into the tests' copy of the rules).
# usage: check_no_test_code.sh NM BINARY...
set -u
nm=$1
shift
failures=0
for binary in "$@"; do
    symbols=$("$nm" --defined-only "$binary") || { echo "FAILED: cannot read $binary"; exit 1; }
    found=$(printf '%s\n' "$symbols" | awk '{ print $NF }' | grep -E '_test_|^test_' || true)
    if [ -n "$found" ]; then
        echo "FAILED: $binary holds test-only code:" $found
        failures=$((failures + 1))
    fi
    # a binary without symbols would pass for nothing
    printf '%s\n' "$symbols" | grep -q ' main$\| app_main$\| moguls_server_module$' || {
        echo "FAILED: $binary has no symbols to check"
        failures=$((failures + 1))
    }
done
[ "$failures" -eq 0 ] && echo "no test-only code in: $*"
exit "$failures"
