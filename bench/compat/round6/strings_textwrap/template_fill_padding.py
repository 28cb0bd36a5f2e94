records = [
    {"name": "Alexandria Ocasio", "role": "Lead", "city": "New York", "score": 97.456},
    {"name": "Bo", "role": "Intern", "city": "Oslo", "score": 61.0},
    {"name": "Chidi Anagonye", "role": "Ethics advisor", "city": "Sydney", "score": 88.25},
]

def clip(s, n):
    return s if len(s) <= n else s[: n - 1] + "…"

for r in records:
    print(f"|{clip(r['name'], 12):<12}|{clip(r['role'], 8):^8}|{r['city']:>9}|{r['score']:7.2f}|")
print("{:*^30}".format(" END "))
print("{0:<{w}}|{1:>{w}}".format("left", "right", w=8))
name_w = max(len(r["name"]) for r in records)
for r in records:
    print(r["name"].ljust(name_w, "."), str(round(r["score"])).rjust(4))
