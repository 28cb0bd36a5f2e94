import re
parts = re.split(r"^(NOTE checkpoint \d+:.*)$", context, flags=re.M)
print(len(parts))
sections = []
for body, note in zip(parts[0::2], parts[1::2]):
    n = len([l for l in body.splitlines() if l.strip()])
    sections.append((note.split(":")[0], n))
for name, n in sections:
    print(f"{name:<22}{n:>3} records")
print("trailing:", repr(parts[-1]))
