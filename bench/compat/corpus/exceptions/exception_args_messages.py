class QuotaExceeded(Exception):
    def __init__(self, user, used, limit):
        super().__init__(user, used, limit)
        self.user, self.used, self.limit = user, used, limit

    def __str__(self):
        return f"{self.user} used {self.used:.2f} of {self.limit}"

limit = 3000
spent = {}
violations = []
for tok in context.split("\n"):
    if not tok.startswith("id="):
        continue
    parts = tok.split()
    user, amt = parts[1][5:], float(parts[3][7:])
    spent[user] = spent.get(user, 0) + amt
    try:
        if spent[user] > limit:
            raise QuotaExceeded(user, spent[user], limit)
    except QuotaExceeded as e:
        violations.append(e)
        spent[user] = 0

for v in violations:
    print(v, "| args:", v.args[0], round(v.args[1], 1))
print(repr(Exception()), repr(Exception("a")), repr(Exception("a", 2)))
print(str(Exception("a", 2)), str(ValueError()), "|" + str(KeyError("k")) + "|")
e = ValueError("bad", 42)
print(e.args, len(e.args), type(e).__name__)
