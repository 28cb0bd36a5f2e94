users = [l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")][:12]
print(users)
lst = users.copy()
lst.append("zoe"); lst.insert(0, "amy"); lst.extend(["x", "y"])
print(lst.pop(), lst.pop(0), lst.index("carol"), lst.count("erin"), len(lst))
lst.remove("erin")
lst.reverse()
print(lst)
lst.sort(key=lambda s: (len(s), s))
print(lst)
try:
    lst.remove("nobody")
except ValueError as e:
    print("ValueError:", e)
d = dict.fromkeys(users, 0)
for u in users:
    d[u] += 1
print(d, d.setdefault("zoe", 9), d.pop("zoe"), d.pop("nope", "default"))
d.update(alice=100, new=1)
print(d.popitem(), list(d.items())[:2], d.get("alice"), d | {"bob": -1})
d2 = {**d, "carol": 0}
print(d2, d2.keys() - {"alice"} == {"dave", "carol", "frank", "erin", "bob"} - {"alice"})
s = set(range(10))
s.discard(3); s.add(42); s -= {0, 1}; s |= {7, 100}
print(sorted(s), s.issuperset({2, 4}), {1, 2}.isdisjoint({3}), {1, 2} < {1, 2, 3})
print({1, 2, 3} ^ {2, 3, 4}, {1, 2}.union([5], (6,)), frozenset({3, 1}) == {1, 3})
try:
    {1}.remove(2)
except KeyError as e:
    print("KeyError:", e)
