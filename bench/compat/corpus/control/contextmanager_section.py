from contextlib import contextmanager

depth = 0
out = []

@contextmanager
def section(title):
    global depth
    out.append("  " * depth + f"<{title}>")
    depth += 1
    try:
        yield len(out)
    except ValueError as e:
        out.append("  " * depth + f"! {e}")
    finally:
        depth -= 1
        out.append("  " * depth + f"</{title}>")

lines = context.splitlines()
with section("report") as start:
    for region in ("eu", "apac"):
        with section(region):
            n = sum(f"region={region}" in l for l in lines)
            out.append("  " * depth + f"count={n}")
    with section("bad"):
        raise ValueError("bad section")
    out.append("  " * depth + f"started at {start}")
print("\n".join(out))

@contextmanager
def collecting():
    bag = []
    yield bag
    print("collected", len(bag), bag[:3])

with collecting() as b:
    b.extend(l.split()[1][5:] for l in lines[:10])
