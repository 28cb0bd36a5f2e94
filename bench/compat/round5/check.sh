#!/bin/sh
# Determinism check for the round-5 held-out snippets: each snippet must exit 0
# under CPython and print the same stdout with PYTHONHASHSEED=0, 1 and random.
# Usage: bench/compat/round5/check.sh [python3]
PY=${1:-python3}
DIR=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
total=0; bad=0
for f in "$DIR"/*/*.py; do
  total=$((total+1))
  rel=${f#"$DIR"/}
  ok=1
  for seed in 0 1 random; do
    if ! PYTHONHASHSEED=$seed timeout 20 "$PY" "$f" >"$TMP/out.$seed" 2>"$TMP/err.$seed"; then
      echo "FAIL $rel: exit non-zero with PYTHONHASHSEED=$seed"; sed 's/^/    /' "$TMP/err.$seed" | tail -5
      ok=0; break
    fi
  done
  if [ $ok = 1 ]; then
    if ! cmp -s "$TMP/out.0" "$TMP/out.1" || ! cmp -s "$TMP/out.0" "$TMP/out.random"; then
      echo "FAIL $rel: output differs between hash seeds"; ok=0
    elif [ ! -s "$TMP/out.0" ]; then
      echo "FAIL $rel: prints nothing"; ok=0
    fi
  fi
  [ $ok = 1 ] || bad=$((bad+1))
done
echo "checked $total snippets: $((total-bad)) ok, $bad failing"
[ $bad = 0 ]
