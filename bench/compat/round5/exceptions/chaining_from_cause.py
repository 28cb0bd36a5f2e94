class LoadError(Exception):
    pass

def parse_port(s):
    try:
        return int(s)
    except ValueError as e:
        raise LoadError(f"invalid port {s!r}") from e

def lookup(cfg, key):
    try:
        return cfg[key]
    except KeyError:
        raise LoadError(f"missing {key}") from None

def implicit(cfg):
    try:
        return cfg["x"]
    except KeyError:
        return int("nope")

for fn, arg in [(parse_port, "80"), (parse_port, "eighty"), (lambda k: lookup({}, k), "host")]:
    try:
        print("value:", fn(arg))
    except LoadError as e:
        cause = e.__cause__
        print("LoadError:", e, "| cause:", type(cause).__name__ if cause else None, "| suppress:", e.__suppress_context__)
try:
    implicit({})
except ValueError as e:
    print("ValueError:", e, "| context:", type(e.__context__).__name__, repr(e.__context__), "| cause:", e.__cause__)
