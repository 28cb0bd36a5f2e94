context = """BEGIN order 1
item apple 3
item pear 2
END
junk line
BEGIN order 2
item fig 10
BEGIN order 3
item kiwi 1
END
BEGIN order 4
END"""

def blocks(lines):
    current = None
    for n, line in enumerate(lines, 1):
        parts = line.split()
        if parts[:1] == ["BEGIN"]:
            if current is not None:
                yield ("unterminated", current)
            current = {"order": int(parts[2]), "items": {}, "start": n}
        elif parts[:1] == ["END"]:
            if current is None:
                yield ("stray end", n)
            else:
                yield ("ok", current)
            current = None
        elif parts[:1] == ["item"] and current is not None:
            current["items"][parts[1]] = int(parts[2])
        else:
            yield ("ignored", n)
    if current is not None:
        yield ("unterminated", current)

for status, payload in blocks(context.splitlines()):
    if isinstance(payload, dict):
        print(f"{status:<13} order {payload['order']} from line {payload['start']}: {payload['items']}")
    else:
        print(f"{status:<13} line {payload}")
