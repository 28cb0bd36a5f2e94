records = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
        records.append((int(kv["id"]), kv["user"], kv["label"], float(kv["amount"]), kv["region"]))

top = sorted(records, key=lambda r: r[3], reverse=True)[:10]
print(f"{'#':>2}  {'ID':>4}  {'User':<6}  {'Label':^7}  {'Region':<8}  {'Amount':>9}")
print("-" * 46)
for rank, (rid, user, label, amt, region) in enumerate(top, 1):
    print(f"{rank:>2}  {rid:>4}  {user:<6}  {label:^7}  {region:<8}  {amt:>9,.2f}")
print("-" * 46)
print(f"{'Top-10 total':<34}{sum(r[3] for r in top):>12,.2f}")
print(f"{'Share of all':<34}{sum(r[3] for r in top) / sum(r[3] for r in records):>12.2%}")
print(f"[{'left':<10}] [{'right':>10}] [{'mid':^10}] [{'fill':*^10}] [{42:08.3f}] [{-7:+05d}]")
print("{:>6}|{:<6}|{:^6}|".format("a", "b", "c"), "%-5s|%5.1f|%03d" % ("x", 3.14159, 7))
