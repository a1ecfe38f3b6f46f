#!/bin/sh
# The product calls no libc function that keeps hidden state between calls (strtok, localtime,
# rand, ...): lids, the history's pictures and the bots run on threads of their own, and two
# threads in strtok at once read each other's strings (the ASan failure of gui_i18n at 6c6aa02).
# usage: check_reentrant.sh NM BINARY...
set -u
nm=$1
shift
unsafe='strtok|localtime|gmtime|asctime|ctime|rand|srand|drand48|lrand48|mrand48|random|tmpnam|'\
'getpwnam|getpwuid|getgrnam|getgrgid|getlogin|ttyname|strsignal|ecvt|fcvt|hcreate|hsearch|'\
'hdestroy|gethostbyname|gethostbyaddr|inet_ntoa|getdate|crypt|encrypt|setkey|l64a|ptsname'
failures=0
for binary in "$@"; do
    imported=$("$nm" --undefined-only "$binary") || { echo "FAILED: cannot read $binary"; exit 1; }
    names=$(printf '%s\n' "$imported" | awk '{ print $NF }' | sed 's/@.*//')
    found=$(printf '%s\n' "$names" | grep -xE "$unsafe" || true)
    if [ -n "$found" ]; then
        echo "FAILED: $binary calls libc functions that are not reentrant:" $found
        failures=$((failures + 1))
    fi
    # a binary importing nothing would pass for nothing
    printf '%s\n' "$names" | grep -qx 'memcpy\|snprintf' || {
        echo "FAILED: $binary imports no symbols to check"
        failures=$((failures + 1))
    }
done
[ "$failures" -eq 0 ] && echo "only reentrant libc functions in: $*"
exit "$failures"
