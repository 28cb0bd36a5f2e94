from itertools import groupby, chain, islice

def unique_everseen(iterable, key=None):
    seen = set()
    for el in iterable:
        k = el if key is None else key(el)
        if k not in seen:
            seen.add(k)
            yield el

def sliding(iterable, n):
    it = iter(iterable)
    win = list(islice(it, n))
    if len(win) == n:
        yield tuple(win)
    for x in it:
        win = win[1:] + [x]
        yield tuple(win)

def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)

print(list(unique_everseen("AAAABBBCCDAABBB")))
print(list(unique_everseen(["a", "B", "b", "A", "c"], key=str.lower)))
print(list(sliding(range(6), 3)))
print(list(flatten([[1], [2, 3], []])))
print([k for k, _ in groupby("AAAABBBCCDAABBB")])
