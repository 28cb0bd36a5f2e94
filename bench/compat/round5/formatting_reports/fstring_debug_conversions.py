import math
x = 10
name = "Zoë"
items = ["a", "b"]
print(f"{x=}")
print(f"{x * 2 = }")
print(f"{name!r} {name!s} {name!a}")
print(f"{items!r:>15}")
print(f"{math.pi=:.3f}")
print(f"{'nested ' + f'{x:03}'}")
width, prec = 12, 4
print(f"[{math.e:{width}.{prec}f}]")
d = {"k": 5}
print(f"{d['k']} {len(items)} {', '.join(items)}")
print(f"{x if x > 5 else -x} {[i ** 2 for i in range(4)]}")
print(f"{'multi'}"
      f"{'line'}")
