from abc import ABC, abstractmethod

class Detector(ABC):
    name = "base"

    @abstractmethod
    def check(self, rec) -> bool: ...

    def run(self, recs):
        hits = [r["id"] for r in recs if self.check(r)]
        return f"{self.name}: {len(hits)} hits, first {hits[:5]}"

class HighAmount(Detector):
    name = "high_amount"
    def __init__(self, limit):
        self.limit = limit
    def check(self, rec):
        return rec["amount"] > self.limit

class NightSpam(Detector):
    name = "night_spam"
    def check(self, rec):
        return rec["label"] == "spam" and int(rec["ts"][11:13]) < 5

class KeywordAlert(Detector):
    name = "kw_alert"
    def __init__(self, *words):
        self.words = words
    def check(self, rec):
        return rec["label"] == "alert" and any(w in rec["msg"] for w in self.words)

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        head, msg = line.split(' msg="')
        r = dict(t.split("=") for t in head.split())
        r["id"], r["amount"], r["msg"] = int(r["id"]), float(r["amount"]), msg[:-1]
        recs.append(r)

for det in (HighAmount(185), NightSpam(), KeywordAlert("password", "invoice")):
    print(det.run(recs))
try:
    Detector()
except TypeError as e:
    print(type(e).__name__, e)
print([c.__name__ for c in Detector.__subclasses__()])
