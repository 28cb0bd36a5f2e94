import unicodedata

def display_width(s):
    w = 0
    for ch in s:
        if unicodedata.combining(ch):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w

def pad(s, width):
    return s + " " * max(0, width - display_width(s))

names = {"alice": "アリス", "bob": "Bob 🙂", "carol": "Carol", "dave": "Dávid", "erin": "e\u0301rin", "frank": "弗兰克"}
counts = {}
for line in context.splitlines():
    if line.startswith("id="):
        u = line.split()[1][5:]
        counts[u] = counts.get(u, 0) + 1
for u, n in counts.items():
    label = names[u]
    print(f"|{pad(label, 10)}|{n:>4}| len={len(label)} width={display_width(label)}")
print(f"|{'アリス':<10}|  <- naive ljust counts code points")
print([unicodedata.east_asian_width(c) for c in "aｱア中😀é"])
