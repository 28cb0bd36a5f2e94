cases = [
    lambda: [1, 2][5],
    lambda: {"a": 1}["b"],
    lambda: int("abc"),
    lambda: 1 / 0,
    lambda: None.upper(),
    lambda: "a" + 1,
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: next(iter([])),
    lambda: float("x"),
    lambda: (1, 2).index(3),
    lambda: "abc".index("z"),
]
for f in cases:
    try:
        f()
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
