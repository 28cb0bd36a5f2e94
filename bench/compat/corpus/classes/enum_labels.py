from enum import Enum, IntEnum, auto

class Label(Enum):
    HAM = "ham"
    SPAM = "spam"
    PROMO = "promo"
    ALERT = "alert"

    @property
    def is_junk(self):
        return self in (Label.SPAM, Label.PROMO)

class Priority(IntEnum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()

counts = {lab: 0 for lab in Label}
for line in context.splitlines():
    for tok in line.split():
        if tok.startswith("label="):
            counts[Label(tok[6:])] += 1
print(counts)
print([l.name for l in Label if l.is_junk])
print(Label("spam"), repr(Label.HAM), Label["ALERT"].value)
print(list(Priority), Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1)
print(sorted([Priority.HIGH, Priority.LOW, 2]))
try:
    Label("phishing")
except ValueError as e:
    print("ValueError:", e)
print(Priority(3).name, len(Label), Label.SPAM is Label("spam"))
