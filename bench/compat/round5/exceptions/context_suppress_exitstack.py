from contextlib import suppress, contextmanager, ExitStack

with suppress(KeyError, IndexError):
    print("before")
    {}["x"]
    print("not reached")
print("after suppress")

@contextmanager
def tag(name, log):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        log.append(f"caught {e}")
    finally:
        log.append(f"</{name}>")

log = []
with tag("a", log) as t:
    log.append(t)
with tag("b", log):
    raise ValueError("inside b")
with ExitStack() as stack:
    names = [stack.enter_context(tag(n, log)) for n in "xyz"]
    log.append("+".join(names))
print(log)
