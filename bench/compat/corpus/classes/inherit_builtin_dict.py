class Registry(dict):
    def register(self, k, v):
        self[k] = v
        return self
r = Registry()
r.register("a", 1).register("b", 2)
print(r, len(r), isinstance(r, dict))
