class Evens(list):
    def __iter__(self):
        return (x for x in super().__iter__() if x % 2 == 0)
e = Evens([1, 2, 3, 4])
print(list(e), [x for x in e], len(e), 3 in e, sum(e))
