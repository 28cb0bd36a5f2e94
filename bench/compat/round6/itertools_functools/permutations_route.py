from itertools import permutations
import math

sites = {"depot": (0, 0), "a": (2, 3), "b": (5, 1), "c": (1, 6), "d": (6, 5)}

def dist(p, q):
    return math.dist(sites[p], sites[q])

def route_len(order):
    path = ("depot",) + order + ("depot",)
    return sum(dist(x, y) for x, y in zip(path, path[1:]))

stops = [s for s in sites if s != "depot"]
best = min(permutations(stops), key=route_len)
worst = max(permutations(stops), key=route_len)
print("routes:", math.factorial(len(stops)))
print("best:", " -> ".join(best), f"{route_len(best):.3f}")
print("worst:", " -> ".join(worst), f"{route_len(worst):.3f}")
greedy, cur, left = [], "depot", set(stops)
while left:
    nxt = min(sorted(left), key=lambda s: dist(cur, s))
    greedy.append(nxt)
    left.remove(nxt)
    cur = nxt
print("greedy:", greedy, f"{route_len(tuple(greedy)):.3f}")
