from itertools import chain, islice, tee, zip_longest, pairwise

part1 = ["intro", "setup"]
part2 = ("method",)
part3 = (s for s in ["results", "discussion"])
sections = list(chain(part1, part2, part3))
print(sections)
print(list(chain.from_iterable([[1, 2], [3], [], [4, 5]])))
print(list(islice(range(100), 5, 20, 4)), list(islice("abcdef", 3)))
a, b = tee(iter([3, 1, 4, 1, 5, 9]))
print(list(a), sum(b))
print(list(zip_longest("abc", [1, 2], fillvalue="-")))
temps = [12, 15, 14, 18, 21, 19]
print([y - x for x, y in pairwise(temps)])
print(["up" if y > x else "down" for x, y in pairwise(temps)])
