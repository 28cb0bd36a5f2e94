import re

starts = re.findall(r"^NOTE.*$", context, flags=re.M)
print(len(starts), starts[0])

ids_after_note = re.findall(r"^NOTE[^\n]*\nid=(\d+)", context, flags=re.M)
print("first id after each note:", ids_after_note)

ci = re.findall(r"WIN A PRIZE", context, flags=re.I)
print("case-insensitive prize hits:", len(ci))

verbose = re.compile(r"""
    amount=(\d{3})\.\d\d    # three-digit amounts only
    \s+ts=2024-(1[0-2])     # in Q4
""", re.X)
q4_big = verbose.findall(context)
print("Q4 amounts >= 100:", len(q4_big), q4_big[:4])

m = re.search(r"id=(\d+)(?=.*label=alert)(?=.*region=eu)", context)
print("first eu alert id:", m.group(1), "span:", m.span())
print(re.sub(r"(?m)^id=(\d+) ", r"[\1] ", context)[:60])
