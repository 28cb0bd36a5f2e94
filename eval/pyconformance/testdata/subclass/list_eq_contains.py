class L(list):
    pass
print(L([1, 2]) == [1, 2], [1, 2] == L([1, 2]), L([1]) < L([2]), 2 in L([1, 2]))
