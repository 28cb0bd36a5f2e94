people = [{"n": "a", "age": 30, "s": 5.0}, {"n": "b", "age": 25, "s": 5.0}, {"n": "c", "age": 30, "s": 4.5}]
for p in sorted(people, key=lambda p: (-p["s"], p["age"], p["n"])):
    print(p["n"], p["age"], p["s"])
