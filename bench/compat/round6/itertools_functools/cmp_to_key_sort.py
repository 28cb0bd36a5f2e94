from functools import cmp_to_key

def version_cmp(a, b):
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    for x, y in zip(pa, pb):
        if x != y:
            return -1 if x < y else 1
    return (len(pa) > len(pb)) - (len(pa) < len(pb))

vs = ["1.10", "1.2", "1.2.1", "0.9", "1.2.0", "10.0", "1.9.9"]
print(sorted(vs, key=cmp_to_key(version_cmp)))

def largest_number(nums):
    strs = [str(n) for n in nums]
    strs.sort(key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    return "".join(strs).lstrip("0") or "0"

print(largest_number([3, 30, 34, 5, 9]), largest_number([0, 0]), largest_number([10, 2]))
people = [("ann", 30), ("bob", 25), ("cy", 30), ("dee", 22)]
print(sorted(people, key=cmp_to_key(lambda p, q: q[1] - p[1] or (p[0] > q[0]) - (p[0] < q[0]))))
