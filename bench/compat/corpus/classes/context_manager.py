class Timer:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *exc):
        print("exit", exc[0] is None)
        return False
with Timer() as t:
    print("body", type(t).__name__)
