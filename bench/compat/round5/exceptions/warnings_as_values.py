import warnings

def parse_ratio(s):
    a, b = s.split("/")
    if int(b) == 0:
        warnings.warn(f"zero denominator in {s!r}", RuntimeWarning)
        return float("nan")
    return int(a) / int(b)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    vals = [parse_ratio(s) for s in ["1/2", "3/0", "5/4", "2/0"]]
print([round(v, 3) if v == v else "nan" for v in vals])
print(len(caught), [str(w.message) for w in caught], caught[0].category.__name__)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        parse_ratio("1/0")
    except RuntimeWarning as e:
        print("raised as error:", e)
