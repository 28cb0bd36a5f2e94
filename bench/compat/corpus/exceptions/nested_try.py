def parse_all(items):
    out = []
    for it in items:
        try:
            try:
                out.append(int(it))
            except ValueError:
                out.append(float(it))
        except ValueError:
            out.append(None)
    return out
print(parse_all(["1", "2.5", "q"]))
