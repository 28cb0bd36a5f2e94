def classify(seq):
    match seq:
        case ():
            return "empty tuple"
        case []:
            return "empty list"
        case [x]:
            return f"single {x!r}"
        case [x, y] if x == y:
            return f"pair of equal {x!r}"
        case [int() as a, int() as b]:
            return f"int pair sum={a + b}"
        case [first, *middle, last] if len(middle) >= 2:
            return f"long: {first!r}..{last!r} ({len(middle)} in middle)"
        case [first, *rest]:
            return f"short: head={first!r} rest={rest}"
        case str():
            return "a string is not matched as a sequence"
        case _:
            return "other"
for s in [(), [], [1], (2, 2), [3, 4], [1, "a"], [1, 2, 3, 4, 5], (9, 8, 7), "abc", {"a": 1}, range(3)]:
    print(f"{s!r:<18} {classify(s)}")
