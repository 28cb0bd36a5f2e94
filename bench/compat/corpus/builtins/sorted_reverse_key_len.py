print(sorted(["ccc", "a", "bb"], key=len), sorted([3, 1, 2], reverse=True))
