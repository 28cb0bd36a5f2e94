class L(list):
    pass
a = L([3, 1, 2])
a.sort()
print(a, type(a).__name__)
b = sorted(L(['b', 'a']))
print(b, type(b).__name__)
print(sum(L([1, 2, 3])), max(L([4, 9, 2])), list(reversed(L([1, 2]))))
