class L(list):
    pass
class R(list):
    def __repr__(self):
        return 'R' + super().__repr__()
print(repr(L([1, 'a'])), str(L([1])))
print(repr(R([1, 2])), str(R([])), [R([3])])
