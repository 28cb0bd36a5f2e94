vals = [0, -1, 1.0, 1.50, 2.25e-5, 1e21, 1.0e20, True, False, None, "", "0", [], {}, 3 + 0j]
for v in vals:
    print(f"{type(v).__name__:8} str={str(v)!s:<24} repr={v!r:<24} bool={bool(v)}")
print(str(True) + str(None), True + 1.5, f"{None}", f"{True!r:>6}|{False:>6}|", f"{True:>6}")
print("%s %r %d %s" % (True, None, True, 1.0), "{} {!r} {}".format(False, "s", 2.0))
print(int(True), float(False), str(int("007")), bool("False"), bool(0.0), bool(-0.0), bool(float("nan")))
n_amounts = context.count("amount=")
print("found " + str(n_amounts) + " amounts; any spam? " + str("label=spam" in context))
flag = None
print(flag is None, flag == None, not flag, repr(flag or "fallback"), 0 or None, "" or 0 or [])
print(1 and "yes", 0 and "never", None and 1, [] or {}, "a" and "b" and "c")
