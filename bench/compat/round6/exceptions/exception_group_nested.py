def job(name):
    if name.startswith("net"):
        raise ConnectionError(f"{name}: unreachable")
    if name.startswith("disk"):
        raise OSError(f"{name}: full")
    if name.startswith("bad"):
        raise ValueError(f"{name}: bad input")
    return name.upper()

def run_group(label, names):
    errors, done = [], []
    for n in names:
        try:
            done.append(job(n))
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup(label, errors)
    return done

def run_all():
    outer = []
    for label, names in [("fetch", ["net1", "ok1"]), ("store", ["disk1", "ok2", "bad1"]), ("calc", ["ok3"])]:
        try:
            print(label, "done:", run_group(label, names))
        except ExceptionGroup as eg:
            outer.append(eg)
    if outer:
        raise ExceptionGroup("run failed", outer)

try:
    run_all()
except* ConnectionError as eg:
    print("network:", [str(e) for g in eg.exceptions for e in g.exceptions])
except* ValueError as eg:
    print("values:", eg.exceptions[0].message, eg.exceptions[0].exceptions)
except* OSError as eg:
    leaves = [str(e) for g in eg.exceptions for e in g.exceptions]
    print("os:", leaves)

eg = ExceptionGroup("x", [ValueError("a"), ExceptionGroup("y", [TypeError("b")])])
print(str(eg), repr(eg.exceptions[1]))
