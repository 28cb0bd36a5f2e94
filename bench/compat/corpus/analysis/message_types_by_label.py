import re
from collections import Counter, defaultdict

def template(msg):
    return re.sub(r"\d+", "<N>", msg)

table = defaultdict(Counter)
for line in context.splitlines():
    m = re.search(r'label=(\w+).*msg="([^"]+)"', line)
    if m:
        table[template(m.group(2))][m.group(1)] += 1

labels = ["ham", "spam", "promo", "alert"]
for tmpl in sorted(table, key=lambda t: -sum(table[t].values())):
    c = table[tmpl]
    dominant, dn = c.most_common(1)[0]
    purity = dn / sum(c.values())
    cells = " ".join(f"{c[l]:>3}" for l in labels)
    print(f"{tmpl:<34} {cells}  dominant={dominant:<5} purity={purity:.2f}")

print("templates:", len(table))
print("all templates mixed:", all(len(c) > 1 for c in table.values()))
