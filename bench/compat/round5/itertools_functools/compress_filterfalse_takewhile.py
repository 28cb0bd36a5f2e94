from itertools import compress, filterfalse, takewhile, dropwhile
data = ["a", "b", "c", "d", "e"]
mask = [1, 0, 1, 0, 1]
print(list(compress(data, mask)))
nums = [2, 4, 6, 7, 8, 9, 10]
print(list(filterfalse(lambda x: x % 2, nums)))
print(list(takewhile(lambda x: x % 2 == 0, nums)))
print(list(dropwhile(lambda x: x % 2 == 0, nums)))
lines = ["# comment", "# another", "data 1", "# inline", "data 2"]
print(list(dropwhile(lambda l: l.startswith("#"), lines)))
header = list(takewhile(lambda l: l.startswith("#"), lines))
print(len(header), header)
