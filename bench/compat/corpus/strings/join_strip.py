words = ["  alpha ", "beta\n", "\tgamma"]
print("|".join(w.strip() for w in words))
print("xxhixx".strip("x"), "--a--".lstrip("-"), "--a--".rstrip("-"))
