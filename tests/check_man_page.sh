#!/bin/sh
# The man page shows every headless command the program knows, in its synopsis and under
# COMMANDS (the program lists them when given an unknown command).
# usage: check_man_page.sh MOGULS MAN_PAGE
set -u
moguls=$1
page=$2
commands=$("$moguls" no-such-command 2>&1 | sed -n 's/^commands: \(.*\) (or no command.*/\1/p' | tr -d ',')
[ -n "$commands" ] || { echo "FAILED: moguls does not list its commands"; exit 1; }
failures=0
for command in $commands; do
    grep -q "^\.B moguls $command\b" "$page" || {
        echo "FAILED: the synopsis of $page has no 'moguls $command'"
        failures=$((failures + 1))
    }
    grep -q "^\.B $command\b" "$page" || {
        echo "FAILED: COMMANDS in $page does not explain '$command'"
        failures=$((failures + 1))
    }
done
[ "$failures" -eq 0 ] && echo "the man page shows every command: $commands"
exit "$failures"
