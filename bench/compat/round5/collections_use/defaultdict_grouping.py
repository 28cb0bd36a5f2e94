from collections import defaultdict
context = """alice,engineering,2019
bob,marketing,2020
carol,engineering,2021
dave,sales,2019
erin,marketing,2019
frank,engineering,2019"""
by_dept = defaultdict(list)
by_year = defaultdict(set)
counts = defaultdict(int)
for line in context.splitlines():
    name, dept, year = line.split(",")
    by_dept[dept].append(name)
    by_year[int(year)].add(dept)
    counts[dept] += 1
for dept in sorted(by_dept):
    print(f"{dept:<12}{counts[dept]} {by_dept[dept]}")
for y in sorted(by_year):
    print(y, sorted(by_year[y]))
print("missing key default:", by_dept["legal"], "now keys:", len(by_dept))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
print({k: dict(v) if k != "a" else {kk: (dict(vv) if isinstance(vv, dict) else vv) for kk, vv in v.items()} for k, v in t.items()})
