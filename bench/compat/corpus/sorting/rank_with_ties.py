scores = {"a": 90, "b": 85, "c": 90, "d": 70}
ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
for rank, (name, s) in enumerate(ranked, 1):
    print(rank, name, s)
