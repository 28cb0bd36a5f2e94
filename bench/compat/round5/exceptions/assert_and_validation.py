def mean(xs):
    assert xs, "mean of empty sequence"
    assert all(isinstance(x, (int, float)) for x in xs), f"non-numeric in {xs!r}"
    return sum(xs) / len(xs)

for data in ([1, 2, 3], [], [1, "2"]):
    try:
        print("mean:", mean(data))
    except AssertionError as e:
        print("AssertionError:", e)
try:
    assert 1 + 1 == 3
except AssertionError as e:
    print("bare assert args:", e.args)
def check_range(v, lo, hi):
    if not lo <= v <= hi:
        raise ValueError(f"{v} not in [{lo}, {hi}]")
    return v
print([check_range(v, 0, 10) for v in (0, 5, 10)])
try:
    check_range(11, 0, 10)
except ValueError as e:
    print(type(e).__name__, e.args)
