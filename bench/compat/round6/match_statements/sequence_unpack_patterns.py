def summarize(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"pair: {x}, {y}"
        case [first, *middle, last] if len(middle) > 3:
            return f"long: {first}..{last} ({len(middle)} hidden)"
        case [first, *middle, last]:
            return f"{first}, {middle}, {last}"

for s in [[], [1], ("a", "b"), [1, 2, 3], list(range(9)), "xyz", range(4)]:
    try:
        print(f"{s!r:<28} {summarize(s)}")
    except Exception as e:
        print("error", e)

points = [(0, 0), (3, 0), (0, 4), (2, 2), (1, 2, 3)]
for p in points:
    match p:
        case (0, 0):
            print("origin")
        case (x, 0):
            print(f"on x-axis at {x}")
        case (0, y):
            print(f"on y-axis at {y}")
        case (x, y) if x == y:
            print(f"diagonal at {x}")
        case (x, y, *rest):
            print(f"3d-ish point with extra {rest}")
