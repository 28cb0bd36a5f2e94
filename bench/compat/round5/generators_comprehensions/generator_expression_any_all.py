records = [
    {"id": 1, "tags": ["a", "b"], "score": 0.9},
    {"id": 2, "tags": [], "score": 0.4},
    {"id": 3, "tags": ["b"], "score": 0.75},
    {"id": 4, "tags": ["c", "a"], "score": 0.1},
]
print(any(r["score"] > 0.8 for r in records), all(r["tags"] for r in records))
print(all(0 <= r["score"] <= 1 for r in records))
print(next((r["id"] for r in records if "c" in r["tags"]), None))
print(next((r["id"] for r in records if "z" in r["tags"]), "none"))
print(max((r for r in records if r["tags"]), key=lambda r: len(r["tags"]))["id"])
print(sum(len(r["tags"]) for r in records), min(r["score"] for r in records))
print(sorted({t for r in records for t in r["tags"]}))
print(any([]), all([]), sum(()), max([], default=-1))
