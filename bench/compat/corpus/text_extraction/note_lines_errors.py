import re

notes = [l for l in context.splitlines() if l.startswith("NOTE")]
pat = re.compile(r"checkpoint (\d+): (\d+) errors?, see ticket #(\d+)")
parsed = []
for n in notes:
    m = pat.search(n)
    cp, errs, ticket = map(int, m.groups())
    parsed.append((cp, errs, ticket))
print(parsed)

deltas = [(b[0], b[1] - a[1]) for a, b in zip(parsed, parsed[1:])]
print("new errors per checkpoint:", deltas)
plateau = [cp for cp, d in deltas if d == 0]
print("no new errors at:", plateau)
print("ticket == 4000 + checkpoint for all:", all(t == 4000 + cp for cp, _, t in parsed))
print("max errors:", max(e for _, e, _ in parsed))
rate = parsed[-1][1] / parsed[-1][0]
print(f"error rate at end: {rate:.3f} per record ({rate:.1%})")
