from functools import cache, lru_cache, cached_property, partial, reduce

@cache
def user_lines(user):
    print(f"  scanning for {user}")
    return tuple(l for l in context.splitlines() if f"user={user} " in l)

for u in ["dave", "alice", "dave", "dave", "alice"]:
    print(u, len(user_lines(u)))
print(user_lines.cache_info())

@lru_cache(maxsize=128)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.cache_info().maxsize)

class Stats:
    def __init__(self, text):
        self.text = text
    @cached_property
    def amounts(self):
        print("  computing amounts once")
        return [float(t[7:]) for t in self.text.split() if t.startswith("amount=")]

s = Stats(context)
print(len(s.amounts), round(max(s.amounts), 2), "amounts" in vars(s))
count_label = partial(str.count, context)
print(count_label("label=ham"), count_label("label=alert"), count_label.args[0] is context)
print(reduce(lambda a, b: a * b, range(1, 11)))
user_lines.cache_clear()
print(user_lines.cache_info().currsize)
