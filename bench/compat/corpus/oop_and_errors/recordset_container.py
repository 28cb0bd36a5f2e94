class RecordSet:
    def __init__(self, rows):
        self._rows = list(rows)

    @classmethod
    def from_text(cls, text):
        rows = []
        for line in text.splitlines():
            if line.startswith("id="):
                head, msg = line.split(' msg="')
                d = dict(p.split("=", 1) for p in head.split())
                d["msg"] = msg[:-1]
                rows.append(d)
        return cls(rows)

    def __len__(self): return len(self._rows)

    def __iter__(self): return iter(self._rows)

    def __getitem__(self, key):
        if isinstance(key, slice):
            return RecordSet(self._rows[key])
        if isinstance(key, str):
            return [r[key] for r in self._rows]
        return self._rows[key]

    def __contains__(self, user):
        return any(r["user"] == user for r in self._rows)

    def where(self, **conds):
        return RecordSet(r for r in self._rows if all(r.get(k) == v for k, v in conds.items()))

    def __repr__(self):
        return f"RecordSet({len(self)} rows)"

rs = RecordSet.from_text(context)
print(rs, rs[:10], len(rs[::2]))
print(rs[0]["msg"], "|", rs[-1]["id"])
print(rs["user"][:6])
spam_eu = rs.where(label="spam", region="eu")
print(spam_eu, [r["id"] for r in spam_eu][:8])
print("erin" in rs, "mallory" in rs, "bob" in rs.where(region="apac"))
if not rs.where(user="mallory"):
    print("no rows for mallory")
for r in rs.where(user="alice", label="alert"):
    print(r["id"], r["amount"], r["msg"])
try:
    rs[500]
except IndexError as e:
    print("IndexError:", e)
