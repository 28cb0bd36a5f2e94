from functools import reduce, partial
import operator

def parse(line):
    head, _, msg = line.partition(' msg="')
    d = dict(kv.split("=", 1) for kv in head.split())
    d["amount"] = float(d["amount"])
    return d

recs = [parse(l) for l in context.splitlines() if l.startswith("id=")]

def merge(acc, rec):
    bucket = acc.setdefault(rec["region"], {"n": 0, "sum": 0.0})
    bucket["n"] += 1
    bucket["sum"] = round(bucket["sum"] + rec["amount"], 2)
    return acc

by_region = reduce(merge, recs, {})
print(by_region)
print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 7)))
print(reduce(max, (r["amount"] for r in recs)))

def matches(rec, field, value):
    return rec[field] == value

is_eu = partial(matches, field="region", value="eu")
is_bob = partial(matches, field="user", value="bob")
print(is_eu.func.__name__, is_eu.keywords)
print(sum(1 for r in recs if is_eu(r) and is_bob(r)))
round2 = partial(round, ndigits=2)
print(list(map(round2, [3.14159, 2.71828, 1.41421])))
int_from_hex = partial(int, base=16)
print(int_from_hex("ff"), int_from_hex("1A"))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
