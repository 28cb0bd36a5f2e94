from functools import cmp_to_key
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: cmp(b, a))))
