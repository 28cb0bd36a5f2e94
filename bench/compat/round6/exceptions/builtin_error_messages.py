cases = [
    lambda: int("4.5"),
    lambda: float("abc"),
    lambda: [1, 2, 3][10],
    lambda: {"a": 1}["b"],
    lambda: 1 / 0,
    lambda: 10 % 0,
    lambda: "x" + 1,
    lambda: None.upper(),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: "abc".index("z"),
    lambda: [1].index(2),
    lambda: int(None),
    lambda: (1, 2).append(3),
    lambda: next(iter([])),
    lambda: "a" * "b",
    lambda: len(5),
    lambda: sorted([1, "a"]),
    lambda: dict([(1, 2, 3)]),
    lambda: tuple()[0],
    lambda: "{} {}".format(1),
    lambda: "abc"[1:2:0],
    lambda: set().remove("q"),
    lambda: int("ff", 37),
]
for i, fn in enumerate(cases):
    try:
        fn()
        print(i, "no error")
    except Exception as e:
        print(f"{i:>2} {type(e).__name__}: {e}")
