import re

def classify(msg):
    match msg.split():
        case ["order", num, "shipped", "late"]:
            return ("late_order", int(num))
        case ["refund", "requested", "for", "order", num]:
            return ("refund", int(num))
        case ["invoice", num, "overdue", "by", days, "days"]:
            return ("overdue", int(num), int(days))
        case ["win", "a", "prize", *_rest]:
            return ("prize",)
        case [first, *_] if first in ("delivery", "meeting", "password"):
            return (first,)
        case _:
            return ("unknown", msg)

msgs = re.findall(r'msg="(.*?)"', context)
out = [classify(m) for m in msgs]
kinds = {}
for o in out:
    kinds[o[0]] = kinds.get(o[0], 0) + 1
print(kinds)
print(out[:4])
print([o for o in out if o[0] == "unknown"])
