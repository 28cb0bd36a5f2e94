def summarize(text, /, limit=20, *, sep=" | "):
    return sep.join(text.split()[:limit])
print(summarize("a b c", limit=2))
try:
    summarize(text="a b")
except TypeError as e:
    print("TypeError:", e)
class P:
    def scale(self, k, /):
        return k * 2
    def other(self):
        return 1
print(P().scale(3), P().other(), summarize.__name__)
try:
    P().scale(k=2)
except TypeError as e:
    print("TypeError:", e)
def last(a, b, /): return a - b
print(last(5, 3))
