rows = [(1, 'a'), (2, 'b')]
nums, chars = zip(*rows)
print(nums, chars)
print(list(zip(*[[1, 2], [3, 4]])))
