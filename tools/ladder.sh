#!/usr/bin/env bash
# The bots' difficulty ladder of one game, as the issue tracker measures it: heads-up matches
# (hard-normal, normal-easy, easy-random) with seats swapped on the same seeds, and one hard bot
# among three normal ones at four players (seated in every order). One line per match: the first
# bot's win rate with its 95% interval, and each level's mean and worst thinking time (CPU).
#   tools/ladder.sh GAME [GAMES] [MOGULS]   (GAMES per match, default 200; MOGULS: the binary)
set -euo pipefail
game=${1:?usage: tools/ladder.sh GAME [GAMES] [MOGULS]}
games=${2:-200}
moguls=${3:-$(dirname "$0")/../build/moguls}

match() { # players bots
  "$moguls" sim "$game" --players "$1" --games "$games" --seed 1 --bots "$2" --rotate --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
first = r["seats"][0]
lo, hi = first["win_rate_ci95"]
times = ", ".join("%s %.1f/%.0f ms" % (k, v["mean_ms"], v["max_ms"])
                  for k, v in r["decisions"].items() if "mean_ms" in v)
print("%-9s %dp %-26s %4d games: %s wins %5.1f%% (95%% %4.1f-%4.1f%%); think mean/max: %s" % (
    r["game"], r["players"], sys.argv[1], r["games"], first["bot"], 100 * first["win_rate"],
    100 * lo, 100 * hi, times))' "$2"
}

match 2 hard,normal
match 2 normal,easy
match 2 easy,random
max=$("$moguls" list | awk -v g="$game" '$1 == g { split($0, a, /[0-9]+-/); print substr(a[2], 1, 1) }')
if [ "${max:-0}" -ge 4 ]; then
  match 4 hard,normal,normal,normal
fi
