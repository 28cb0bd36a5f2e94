import re
candidates = ["2024-01-31", "2024-1-31", "24-01-31", "2024-13-01x", "1999-12-12"]
date_re = re.compile(r"(\d{4})-(0[1-9]|1[0-2])-(\d{2})")
for c in candidates:
    fm = date_re.fullmatch(c)
    mm = date_re.match(c)
    print(f"{c:<12} full={bool(fm)!s:<5} match={mm.group(0) if mm else None}")
emails = ["a@b.co", "bad@", "x.y+z@dom.org", "@no.com"]
print([e for e in emails if re.fullmatch(r"[\w.+-]+@[\w-]+\.[a-z]{2,}", e)])
