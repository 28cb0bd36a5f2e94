from contextlib import contextmanager, suppress

@contextmanager
def section(name, out):
    out.append(f"<{name}>")
    try:
        yield len(out)
    finally:
        out.append(f"</{name}>")

buf = []
with section("doc", buf) as depth:
    with section("p", buf) as d2:
        buf.append(f"text {depth} {d2}")
print("".join(buf))
with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("after suppress")
