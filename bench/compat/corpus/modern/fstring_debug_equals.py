amounts = [float(t[7:]) for t in context.split() if t.startswith("amount=")]
n = len(amounts)
total = sum(amounts)
mean = total / n
print(f"{n=}")
print(f"{total=:.2f}")
print(f"{mean = :.3f}")
print(f"{max(amounts)=}, {min(amounts)=}")
users = sorted({t[5:] for t in context.split() if t.startswith("user=")})
print(f"{users=}")
print(f"{len(users) * 2 = }")
label = "spam"
print(f"{label!r:>10}|{label:^10}|{label=!s}")
ratio = sum(1 for t in context.split() if t == "label=spam") / n
print(f"{ratio=:.1%}")
width = 12
print(f"{'total':<{width}}{total:>{width},.2f}")
big = 1234567.891
print(f"{big:_.2f} {big:e} {int(big):#x} {int(big):,}")
print(f"{{literal}} {n:05d} {-mean:+.1f} {3.0:g} {1e-7:g}")
