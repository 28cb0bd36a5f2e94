raw = ["12", "3.5", "-0.25", "1e3", "  7  ", "abc", "", "4,5", "0x1F", "inf", "nan", "1/2", "+8", "1_000"]
ok, bad = [], []
for s in raw:
    try:
        v = int(s)
        ok.append(("int", s, v))
    except ValueError:
        try:
            v = float(s)
            ok.append(("float", s, v))
        except ValueError as e:
            bad.append(str(e))
for kind, s, v in ok:
    print(f"{kind:5} {s!r:8} -> {v!r}")
for msg in bad:
    print("bad:", msg)
amounts = [tok.split("=")[1] for tok in context.split() if tok.startswith("amount=")]
as_num = [float(a) if "." in a else int(a) for a in amounts]
print(sum(x.is_integer() for x in as_num), len(as_num), sum(isinstance(x, int) for x in as_num))
print(float("1.10") == float("1.1"), "1.10".rstrip("0"), str(float("1.10")))
print(int("-0"), float("-0"), -0.0 == 0.0, str(-0.0), repr(0.0 * -1))
try:
    float(None)
except TypeError as e:
    print("TypeError:", e)
