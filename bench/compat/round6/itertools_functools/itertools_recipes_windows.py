from itertools import islice, tee, chain, groupby
from collections import deque

def sliding(iterable, n):
    it = iter(iterable)
    window = deque(islice(it, n), maxlen=n)
    if len(window) == n:
        yield tuple(window)
    for x in it:
        window.append(x)
        yield tuple(window)

def unique_everseen(iterable, key=None):
    seen = set()
    for el in iterable:
        k = el if key is None else key(el)
        if k not in seen:
            seen.add(k)
            yield el

def roundrobin(*its):
    iters = deque(iter(i) for i in its)
    while iters:
        it = iters.popleft()
        try:
            yield next(it)
            iters.append(it)
        except StopIteration:
            pass

print(list(sliding("abcdef", 3)))
print(["".join(w) for w in sliding("RLM", 5)])
print(list(unique_everseen("AbBaCcA", key=str.lower)))
print(list(roundrobin("ABC", "d", "EF")))
print([k for k, g in groupby([1, 1, 2, 3, 3, 3]) if len(list(g)) > 1])
