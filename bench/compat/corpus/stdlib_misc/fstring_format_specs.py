rows = []
for line in context.splitlines()[:12]:
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        rows.append((int(kv["id"]), kv["user"], kv["label"], float(kv["amount"])))

total = sum(r[3] for r in rows)
print(f"{'ID':>4} | {'USER':<8}|{'LABEL':^9}| {'AMOUNT':>10} | SHARE")
print(f"{'-' * 4}-+-{'-' * 8}+{'-' * 9}+-{'-' * 10}-+------")
for rid, user, label, amt in rows:
    print(f"{rid:>4} | {user:<8}|{label:^9}| {amt:>10,.2f} | {amt / total:6.1%}")
print(f"{'':>4}   {'total':<8} {'':9}  {total:>10,.2f}")

x = 1234567.891
print(f"{x:,}", f"{x:_.1f}", f"{x:e}", f"{x:.3g}", f"{x:015.2f}", f"{-x:+,.0f}")
n = 255
print(f"{n:b} {n:o} {n:x} {n:X} {n:#x} {n:#010b} {65:c}")
print(f"{42:*^10}", f"{'ab':>5}|", f"{'ab':.<6}|", f"{3.14159:.0f}", f"{0.5:.0%}")
w, p = 12, 3
print(f"[{x:{w}.{p}f}]", f"[{'mid':^{w}}]")
user, amount = "carol", 9.59
print(f"{user=}", f"{amount=:.1f}", f"{user!r:>10}", f"{user!s}", f"{'ünï'!a}")
print(f"{{literal}} {len(rows)=}")
print(format(0.1 + 0.2, ".17f"), format(1e-7, "f"), format(1e16, ","), f"{1/3:.5}")
print(f"{True:d}", f"{False!s:>6}", f"{None}", f"{[1, 2]!r:>10}")
