nums = list(range(12))
print(list(filter(lambda x: x % 3 == 0, nums)))
print(list(map(lambda x: x * 10, nums[:4])))
print(list(map(str.upper, ["a", "b"])))
