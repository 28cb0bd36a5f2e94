capitals = {"France": "Paris", "Japan": "Tokyo", "Kenya": "Nairobi", "Peru": "Lima", "Chile": "Santiago"}
inverted = {v: k for k, v in capitals.items()}
print(inverted["Lima"], len(inverted))
by_len = {}
for country in capitals:
    by_len.setdefault(len(country), []).append(country)
print(dict(sorted(by_len.items())))
grouped = {n: sorted(c for c in capitals if len(c) == n) for n in sorted({len(c) for c in capitals})}
print(grouped)
swapped_filtered = {v.upper(): k[:3] for k, v in capitals.items() if "a" in v.lower()}
print(swapped_filtered)
scores = {"ann": [90, 85], "bob": [70], "cy": []}
print({k: (sum(v) / len(v) if v else None) for k, v in scores.items()})
