#!/usr/bin/env bash
# Determinism check for the round-6 held-out snippets: every snippet must exit 0
# within 20 s under python3 and print the same non-empty stdout whatever the
# string hash seed (PYTHONHASHSEED=0, 1 and random).
set -u
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
total=0; ok=0; bad=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in */*.py; do
  total=$((total + 1))
  fail=""
  for seed in 0 1 random; do
    if ! PYTHONHASHSEED=$seed timeout 20 "$PY" "$f" >"$tmp/out.$seed" 2>"$tmp/err.$seed"; then
      fail="exit non-zero or timeout with PYTHONHASHSEED=$seed: $(tail -n 1 "$tmp/err.$seed")"
      break
    fi
  done
  if [ -z "$fail" ]; then
    if [ ! -s "$tmp/out.0" ]; then
      fail="empty stdout"
    elif ! cmp -s "$tmp/out.0" "$tmp/out.1" || ! cmp -s "$tmp/out.0" "$tmp/out.random"; then
      fail="stdout differs between hash seeds"
    fi
  fi
  if [ -n "$fail" ]; then
    bad=$((bad + 1))
    echo "FAIL $f: $fail"
  else
    ok=$((ok + 1))
  fi
done
echo "checked $total snippets: $ok ok, $bad failing"
[ "$bad" -eq 0 ]
