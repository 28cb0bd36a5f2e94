def query(prompt, *extra, model="small", temperature=0.0, **opts):
    parts = [prompt, *extra]
    o = ",".join(f"{k}={v}" for k, v in sorted(opts.items()))
    return f"{model}@{temperature}: {' | '.join(parts)} [{o}]"

print(query("hi"))
print(query("a", "b", "c", model="big", top_p=0.9, n=2))
args = ("x", "y")
kw = {"temperature": 0.7, "seed": 1}
print(query(*args, **kw))
try:
    query()
except TypeError as e:
    print("TypeError")
def pos_only(a, b, /, c, *, d):
    return a + b + c + d
print(pos_only(1, 2, c=3, d=4), pos_only(1, 2, 3, d=4))
try:
    pos_only(a=1, b=2, c=3, d=4)
except TypeError:
    print("positional-only")
