from enum import Enum
from collections import Counter

class Label(Enum):
    HAM = "ham"
    SPAM = "spam"
    PROMO = "promo"
    ALERT = "alert"

    @property
    def is_suspicious(self):
        return self in (Label.SPAM, Label.ALERT)

counts = Counter()
for line in context.splitlines():
    for tok in line.split():
        if tok.startswith("label="):
            counts[Label(tok[6:])] += 1

for lab in Label:
    print(f"{lab.name:<6} {lab.value:<6} {counts[lab]:>3}  suspicious={lab.is_suspicious}")

print(Label("spam"), repr(Label.HAM))
print(Label["PROMO"].value, Label.PROMO is Label("promo"))
print([l.name for l in Label if l.is_suspicious])
print(sum(c for l, c in counts.items() if l.is_suspicious))
try:
    Label("phishing")
except ValueError as e:
    print("ValueError:", e)
try:
    Label["Ham"]
except KeyError as e:
    print("KeyError:", e)
print(len(Label), list(Label)[-1])
