from itertools import chain, islice, count
lists = [[1, 2], [], [3], [4, 5, 6]]
print(list(chain(*lists)), list(chain.from_iterable(lists)))

def batched(iterable, n):
    it = iter(iterable)
    while batch := tuple(islice(it, n)):
        yield batch

print(list(batched(range(10), 3)))
print(list(batched("abcdefg", 2)))
print(list(islice(count(5, 5), 4)))
print(list(islice("abcdefghij", 2, 8, 2)))
evens = (x for x in count() if x % 2 == 0)
print(list(islice(evens, 3, 6)))
