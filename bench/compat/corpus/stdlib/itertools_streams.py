import itertools as it
print(list(it.islice(it.count(10, 5), 4)), list(it.islice(it.cycle("ab"), 5)))
print(list(it.repeat("x", 3)), list(it.chain.from_iterable([[1, 2], (3,), "ab"])))
print(list(it.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(it.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.zip_longest("abc", [1], fillvalue="-")), list(it.starmap(pow, [(2, 3), (3, 2)])))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b))
def batched(iterable, n):
    itr = iter(iterable)
    while chunk := list(it.islice(itr, n)):
        yield chunk
print(list(batched(range(10), 4)))
