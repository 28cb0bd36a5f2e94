import re
date_rx = re.compile(r"""
    (?P<year>19\d{2}|20\d{2})   # year
    [-/.]
    (?P<month>0[1-9]|1[0-2])    # month
    [-/.]
    (?P<day>0[1-9]|[12]\d|3[01]) # day
""", re.VERBOSE)
context = "Released 2021-03-15, patched 2021/04/01, EOL 2023.12.31; bogus 2021-13-01 and 1899-01-01; last 2024-02-29."
for m in date_rx.finditer(context):
    y, mo, d = int(m["year"]), int(m["month"]), int(m["day"])
    print(f"{m.group():>10} -> {y:04d}{mo:02d}{d:02d}")
print(bool(date_rx.fullmatch("2020-02-30")))
print(date_rx.fullmatch("2020-02-3") is None)
