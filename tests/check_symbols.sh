#!/bin/sh
# What the product's binaries hold and call, read with nm:
#   no-test-code  they define no test-only function (the X_testing.c set-ups are compiled only
#                 into the tests' copy of the rules);
#   reentrant     they call no libc function that keeps hidden state between calls (strtok,
#                 localtime, rand, ...): lids, the history's pictures and the bots run on
#                 threads of their own, and two threads in strtok at once read each other's
#                 strings (the ASan failure of gui_i18n at 6c6aa02).
# usage: check_symbols.sh no-test-code|reentrant NM BINARY...
set -u
check=$1
nm=$2
shift 2
case $check in
no-test-code)
    listing=--defined-only
    forbidden='_test_|^test_'
    # a binary without symbols would pass for nothing
    expected=' main$| app_main$| moguls_server_module$'
    what='test-only code' verb=holds ;;
reentrant)
    listing=--undefined-only
    forbidden='^(strtok|localtime|gmtime|asctime|ctime|rand|srand|drand48|lrand48|mrand48|'\
'random|tmpnam|getpwnam|getpwuid|getgrnam|getgrgid|getlogin|ttyname|strsignal|ecvt|fcvt|'\
'hcreate|hsearch|hdestroy|gethostbyname|gethostbyaddr|inet_ntoa|getdate|crypt|encrypt|'\
'setkey|l64a|ptsname)(@.*)?$'
    expected=' U (memcpy|snprintf)(@.*)?$'
    what='libc functions that are not reentrant' verb=calls ;;
*)
    echo "usage: check_symbols.sh no-test-code|reentrant NM BINARY..."
    exit 2 ;;
esac
failures=0
for binary in "$@"; do
    symbols=$("$nm" $listing "$binary") || { echo "FAILED: cannot read $binary"; exit 1; }
    found=$(printf '%s\n' "$symbols" | awk '{ print $NF }' | grep -E "$forbidden" || true)
    if [ -n "$found" ]; then
        echo "FAILED: $binary $verb $what:" $found
        failures=$((failures + 1))
    fi
    printf '%s\n' "$symbols" | grep -qE "$expected" || {
        echo "FAILED: $binary has no symbols to check"
        failures=$((failures + 1))
    }
done
[ "$failures" -eq 0 ] && echo "no $what in: $*"
exit "$failures"
