records = [
    {"id": 1, "email": "a@x.com", "age": 34, "tags": ["vip"]},
    {"id": 2, "email": "b-at-x.com", "age": 17, "tags": []},
    {"id": 3, "email": "c@y.org", "age": None, "tags": ["new", "vip"]},
    {"id": 4, "email": "d@z.net", "age": 51, "tags": ["new"]},
]
print(all("@" in r["email"] for r in records), any(r["age"] is None for r in records))
print(sum(r["age"] for r in records if r["age"] is not None))
print(max((r["age"] or 0, r["id"]) for r in records))
print(next((r["id"] for r in records if "new" in r["tags"]), None))
print(next((r["id"] for r in records if "gold" in r["tags"]), "none"))
print(sorted(t for r in records for t in r["tags"]))
print(min(len(r["email"]) for r in records), list(r["id"] for r in records if not r["tags"]))
print(",".join(str(r["id"]) for r in records if r["age"] and r["age"] >= 18))
g = (r["id"] * 10 for r in records)
print(list(g), list(g))
