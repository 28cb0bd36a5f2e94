from enum import Enum, auto, IntEnum

class Label(Enum):
    HAM = "ham"
    SPAM = "spam"
    PROMO = "promo"
    ALERT = "alert"

    @property
    def is_unwanted(self):
        return self in (Label.SPAM, Label.PROMO)

class Severity(IntEnum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()

def severity(label, amount):
    if label is Label.ALERT:
        return Severity.HIGH if amount > 100 else Severity.MEDIUM
    return Severity.LOW

counts = {s: 0 for s in Severity}
unwanted = 0
for line in context.splitlines():
    if "label=" not in line:
        continue
    lab = Label(line.split("label=")[1].split()[0])
    amt = float(line.split("amount=")[1].split()[0])
    counts[severity(lab, amt)] += 1
    unwanted += lab.is_unwanted

print(counts)
print("unwanted:", unwanted)
print(Label("spam"), repr(Label.PROMO), Label.HAM.name, Label.HAM.value)
print(Severity.HIGH > Severity.LOW, Severity.MEDIUM + 1, list(Severity))
print([l.value for l in Label])
try:
    Label("phishing")
except ValueError as e:
    print(type(e).__name__, e)
print(Label["ALERT"] is Label.ALERT, len(Label))
