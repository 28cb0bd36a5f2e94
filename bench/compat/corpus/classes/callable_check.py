class F:
    def __call__(self, x):
        return x + 1
f = F()
print(callable(f), callable(len), callable(3), f(1))
