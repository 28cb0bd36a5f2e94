class L(list):
    pass
a = L([3, 1, 2])
print(a, len(a), a[0], a[-1], type(a).__name__)
print(isinstance(a, list), issubclass(L, list), L(), L('ab'))
