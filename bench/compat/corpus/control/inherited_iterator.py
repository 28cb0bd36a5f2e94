class M:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
class S(M):
    pass
print(list(S()), list(M()))
