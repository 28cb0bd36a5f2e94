nums = [3, 1, 4, 1, 5]
print(", ".join(str(n) for n in nums))
print(" ".join(map(str, nums)))
