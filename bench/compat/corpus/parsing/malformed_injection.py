lines = context.splitlines()[:12]
# inject some broken rows the way real logs look
lines.insert(3, "id=x user=zed label=ham amount=oops ts=2024-13-01T00:00 region=eu msg=\"bad\"")
lines.insert(7, "")
lines.insert(9, "id=999 user=ghost label=spam")
lines.append("id=1000 user=ann label=ham amount=1e3 ts=2024-01-01T00:00 region=eu msg=\"big\"")

good, bad = [], []
for raw in lines:
    try:
        if not raw.strip():
            raise ValueError("empty line")
        kv = dict(t.split("=", 1) for t in raw.split(' msg=')[0].split())
        rec = {"id": int(kv["id"]), "user": kv["user"], "amount": float(kv["amount"])}
        good.append(rec)
    except (ValueError, KeyError) as e:
        bad.append(f"{type(e).__name__}: {e}")

print(len(good), "good;", len(bad), "bad")
for b in bad:
    print("  ", b)
print(good[-1])
print(sum(r["amount"] for r in good))
