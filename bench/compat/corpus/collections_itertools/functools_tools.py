from functools import reduce, partial, lru_cache, cmp_to_key, total_ordering
import operator

amounts = [float(x[7:]) for x in context.split() if x.startswith("amount=")]
print(reduce(operator.add, amounts[:10]))
print(round(reduce(lambda a, b: a + b, amounts), 2), round(sum(amounts), 2))
print(reduce(max, amounts), reduce(lambda acc, x: acc + [x] if x > 190 else acc, amounts, []))
print(reduce(operator.or_, [{1, 2}, {3}, {2, 5}]))

to_int16 = partial(int, base=16)
print(to_int16("ff"), to_int16("1A"), to_int16.keywords, to_int16.func.__name__)
ask = partial(rlm_query, query="what failed?")
print(ask(context[:500]))

@lru_cache(maxsize=None)
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
print(ways(60), ways.cache_info())

def cmp(a, b):
    la, lb = a.split()[2], b.split()[2]
    return (la > lb) - (la < lb) or (len(a) - len(b))
lines = [l for l in context.splitlines() if l.startswith("id=")][:6]
for l in sorted(lines, key=cmp_to_key(cmp)):
    print(l[:45])
