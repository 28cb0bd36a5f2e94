class Z:
    def alpha(self):
        pass
    def beta(self):
        pass
print([n for n in dir(Z) if not n.startswith("_")])
print("upper" in dir("s"))
