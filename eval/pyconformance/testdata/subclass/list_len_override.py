class Fake(list):
    def __len__(self):
        return 42
f = Fake([1])
print(len(f), bool(Fake()), f)
