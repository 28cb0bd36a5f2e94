import operator

ops = {
    ">": operator.gt, "<": operator.lt, ">=": operator.ge,
    "==": lambda a, b: a == b, "!=": operator.ne,
    "contains": lambda a, b: b in a,
}

def parse_rule(rule):
    field, op, value = rule.split(maxsplit=2)
    try:
        value = float(value)
    except ValueError:
        pass
    return lambda rec: ops[op](rec[field], value)

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        head, msg = line.split(' msg="')
        kv = dict(p.split("=", 1) for p in head.split())
        kv["amount"] = float(kv["amount"])
        kv["msg"] = msg[:-1]
        recs.append(kv)

queries = [
    ["amount > 150", "label == spam"],
    ["region == eu", "msg contains refund"],
    ["user != bob", "amount < 5"],
    ["amount >= 195"],
]
for q in queries:
    preds = [parse_rule(r) for r in q]
    hits = [r["id"] for r in recs if all(p(r) for p in preds)]
    print(f"{' AND '.join(q):<40} -> {len(hits):>3} {hits[:6]}")

transforms = [str.strip, str.lower, lambda s: s.replace(" ", "_")]
s = "  Refund Requested For Order  "
for t in transforms:
    s = t(s)
print(s)
compose = lambda *fs: lambda x: __import__("functools").reduce(lambda acc, f: f(acc), fs, x)
print(compose(abs, str, len)(-12345))
try:
    parse_rule("amount ~ 3")(recs[0])
except KeyError as e:
    print("unknown operator:", e)
