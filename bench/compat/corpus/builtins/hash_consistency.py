print(hash("abc") == hash("abc"), hash(1) == hash(1.0), hash((1, 2)) == hash((1, 2)))
