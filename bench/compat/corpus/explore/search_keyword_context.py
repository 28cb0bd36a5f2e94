needle = "refund"
hits = [(i, l) for i, l in enumerate(context.splitlines(), 1) if needle in l]
print(f"{len(hits)} lines mention {needle!r}")
for i, l in hits[:5]:
    start = l.index(needle)
    print(f"L{i:03d}: ...{l[max(0, start - 20):start + 30]}...")
if len(hits) > 5:
    print(f"(+{len(hits) - 5} more)")
