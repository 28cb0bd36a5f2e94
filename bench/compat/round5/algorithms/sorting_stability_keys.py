people = [("ann", 31, "NY"), ("bob", 25, "LA"), ("cy", 31, "LA"), ("dee", 25, "NY"), ("eve", 40, "SF"), ("al", 31, "SF")]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
by_city = sorted(people, key=lambda p: p[2])
by_city_then_age = sorted(by_city, key=lambda p: p[1])
print(by_city_then_age)
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=lambda w: (w.lower(), w)))
print(sorted(words, key=len, reverse=True))
nums = [3, -1, -4, 2, 0, -2]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: (n < 0, abs(n))))
mixed = ["10", "9", "100", "1"]
print(sorted(mixed), sorted(mixed, key=int))
data = [{"n": "x", "v": None}, {"n": "y", "v": 3}, {"n": "z", "v": 1}]
print([d["n"] for d in sorted(data, key=lambda d: (d["v"] is None, d["v"] or 0))])
