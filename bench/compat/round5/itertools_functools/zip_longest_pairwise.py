from itertools import zip_longest, pairwise, starmap, repeat, cycle, islice, tee
a = [1, 2, 3]
b = ["x", "y"]
print(list(zip_longest(a, b)))
print(list(zip_longest(a, b, fillvalue="-")))
temps = [15, 17, 16, 21, 25, 24]
print([b - a for a, b in pairwise(temps)])
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(repeat("ab", 3)))
print(list(islice(cycle("RGB"), 7)))
it1, it2 = tee(iter(range(5)))
print(list(it1), sum(it2))
print(list(zip(*[iter(range(9))] * 3)))
