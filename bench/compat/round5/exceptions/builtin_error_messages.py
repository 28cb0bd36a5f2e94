tests = [
    lambda: [1, 2][5],
    lambda: {"a": 1}["b"],
    lambda: int("12x"),
    lambda: float("abc"),
    lambda: 1 / 0,
    lambda: 5 % 0,
    lambda: "a" + 1,
    lambda: None.upper(),
    lambda: len(5),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: "abc".index("z"),
    lambda: [1].remove(2),
    lambda: int(None),
    lambda: next(iter([])),
    lambda: (1, 2).count(),
    lambda: "x" * "y",
    lambda: tuple(range(3))[1] + "s",
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
