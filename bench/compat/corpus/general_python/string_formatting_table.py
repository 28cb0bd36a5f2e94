rows = []
for line in context.splitlines()[:12]:
    if line.startswith("NOTE"):
        continue
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    rows.append(f)
header = f"{'ID':>3} | {'USER':<6} | {'LABEL':^7} | {'AMOUNT':>8}"
print(header)
print("-" * len(header))
for r in rows:
    print(f"{r['id']:>3} | {r['user']:<6} | {r['label']:^7} | {float(r['amount']):>8.2f}")
print("=" * len(header))
total = sum(float(r["amount"]) for r in rows)
print(f"{'TOTAL':<24}{total:>10,.2f}")
print("%-6s|%5d|%8.3f" % ("bob", 42, 3.14159))
print("{0}-{1}-{0}".format("a", "b"), "{name}:{n:03d}".format(name="x", n=7))
print(f"{'left':<10}|{'right':>10}|{'mid':*^9}|")
val = 0.4567
print(f"{val:.1%} {val!r} {12345678:_} {255:#x} {255:08b} {-3:+d}")
width = 12
print(f"{'dyn':>{width}}|")
