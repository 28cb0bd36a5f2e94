class TransientError(Exception):
    pass

class PermanentError(Exception):
    pass

def make_flaky(script):
    calls = iter(script)
    def op():
        outcome = next(calls)
        if outcome == "t":
            raise TransientError("temporary glitch")
        if outcome == "p":
            raise PermanentError("bad request")
        return f"result:{outcome}"
    return op

def retry(op, attempts=4, base=0.1):
    delays = []
    for i in range(attempts):
        try:
            return op(), delays
        except TransientError as e:
            if i == attempts - 1:
                raise RuntimeError(f"gave up after {attempts} attempts") from e
            delays.append(round(base * 2 ** i, 3))
    raise AssertionError("unreachable")

for script in [["ok"], ["t", "t", "ok"], ["t"] * 4, ["t", "p", "ok"]]:
    try:
        value, delays = retry(make_flaky(script))
        print(script, "->", value, "delays", delays)
    except RuntimeError as e:
        print(script, "->", e, "| cause:", e.__cause__)
    except PermanentError as e:
        print(script, "-> permanent:", e)
