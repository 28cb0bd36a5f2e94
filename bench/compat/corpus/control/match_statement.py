def classify(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"move {direction}"
        case ["take", *items] if items:
            return f"take {len(items)} items"
        case ["quit" | "exit"]:
            return "bye"
        case [single]:
            return f"unknown verb {single!r}"
        case _:
            return "???"

for c in ["go north", "take a b c", "take", "exit", "look", ""]:
    print(repr(c), "->", classify(c))
pt = {"x": 1, "y": 2}
match pt:
    case {"x": 0}:
        print("on axis")
    case {"x": x, "y": y}:
        print("point", x, y)
