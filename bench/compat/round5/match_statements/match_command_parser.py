def handle(cmd: str) -> str:
    match cmd.split():
        case []:
            return "empty"
        case ["help"]:
            return "commands: go, take, drop, quit"
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"moving {d}"
        case ["go", other]:
            return f"cannot go {other!r}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["drop", item]:
            return f"dropped {item}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *rest]:
            return f"unknown verb {verb!r} with {len(rest)} args"
for c in ["", "help", "go north", "go up", "take key lamp", "take", "drop key", "exit", "dance wildly now"]:
    print(f"{c!r:<18} -> {handle(c)}")
