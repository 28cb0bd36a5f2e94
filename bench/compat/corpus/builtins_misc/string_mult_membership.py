lines = [l for l in context.splitlines() if l.startswith("id=")]
print("=" * 40)
print("-" * 0 + "|", "ab" * 3, 3 * "xy", [0] * 4, [[1]] * 2, (None,) * 3, "x" * -2 == "")
header = f"{'user':<8}|{'spam':>5}|{'ham':>5}"
print(header)
print("-" * len(header))
for u in ("alice", "bob", "carol"):
    mine = [l for l in lines if f"user={u} " in l]
    s = sum("label=spam" in l for l in mine)
    h = sum("label=ham" in l for l in mine)
    print(f"{u:<8}|{s:>5}|{h:>5}  " + "#" * s + "." * h)
print("refund" in context, "REFUND" in context, "refund" in context.lower().upper().lower())
print(3 in [1, 2, 3], 3 not in (1, 2), "a" in {"a": 1}, 1 in {"a": 1}.values(), "ab" in "cab", "" in "x")
print([1, 2] in [[1, 2], [3]], (1,) in [(1,)], None in [0, False], 1.0 in {1}, "eu" in "region=eu-west")
kinds = ["refund", "invoice", "prize"]
hits = {k: sum(k in l for l in lines) for k in kinds}
print(hits)
missing = [k for k in ["meeting", "lunch", "delivery", "party"] if k not in context]
print(missing)
bar = lambda frac, width=20: "[" + "#" * round(frac * width) + " " * (width - round(frac * width)) + "]"
for f in (0, 0.25, 0.5, 0.333, 1):
    print(f"{f:>5}", bar(f))
