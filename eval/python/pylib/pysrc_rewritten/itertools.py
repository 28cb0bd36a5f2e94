# itertools for gpython, in Python.


def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


def cycle(iterable):
    saved = []
    for x in iterable:
        yield x
        saved.append(x)
    while saved:
        for x in saved:
            yield x


def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    else:
        for _ in range(times):
            yield obj


def islice(iterable, *args):
    if len(args) == 1:
        start, stop, step = 0, args[0], 1
    else:
        start, stop = args[0], args[1]
        step = args[2] if len(args) > 2 else 1
        if start is None:
            start = 0
        if step is None:
            step = 1
    it = iter(iterable)
    i = 0
    nxt = start
    if stop is not None and stop <= start:
        return
    for x in it:
        if i == nxt:
            yield x
            nxt += step
        i += 1
        if stop is not None and (i >= stop or nxt >= stop):
            return


class _Chain(object):
    def __call__(self, *iterables):
        for it in iterables:
            for x in it:
                yield x

    def from_iterable(self, iterables):
        for it in iterables:
            for x in it:
                yield x


chain = _Chain()


def _ident(x):
    return x


class _Grouper(object):
    pass


def groupby(iterable, key=None):
    if key is None:
        key = _ident
    out = []
    cur = None
    group = None
    first = True
    for x in iterable:
        k = key(x)
        if first or k != cur:
            if not first:
                out.append((cur, iter(group)))
            cur = k
            group = [x]
            first = False
        else:
            group.append(x)
    if not first:
        out.append((cur, iter(group)))
    return iter(out)


def product(*iterables, **kwargs):
    repeat_n = kwargs.get("repeat", 1)
    pools = [tuple(p) for p in iterables] * repeat_n
    result = [()]
    for pool in pools:
        result = [r + (y,) for r in result for y in pool]
    for r in result:
        yield r


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        done = True
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                done = False
                break
        if done:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        found = -1
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                found = i
                break
        if found < 0:
            return
        i = found
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        found = -1
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                found = i
                break
        if found < 0:
            return
        i = found
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


def _add(a, b):
    return a + b


def accumulate(iterable, func=None, initial=None):
    if func is None:
        func = _add
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for x in it:
        total = func(total, x)
        yield total


def zip_longest(*iterables, **kwargs):
    fill = kwargs.get("fillvalue")
    lists = [list(it) for it in iterables]
    n = max([len(l) for l in lists] + [0])
    for i in range(n):
        yield tuple(l[i] if i < len(l) else fill for l in lists)


def starmap(func, iterable):
    for args in iterable:
        yield func(*args)


def takewhile(pred, iterable):
    for x in iterable:
        if not pred(x):
            return
        yield x


def dropwhile(pred, iterable):
    dropping = True
    for x in iterable:
        if dropping and pred(x):
            continue
        dropping = False
        yield x


def filterfalse(pred, iterable):
    if pred is None:
        pred = bool
    for x in iterable:
        if not pred(x):
            yield x


def compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def tee(iterable, n=2):
    items = list(iterable)
    return tuple(iter(items) for _ in range(n))


def pairwise(iterable):
    items = list(iterable)
    for i in range(len(items) - 1):
        yield (items[i], items[i + 1])


def batched(iterable, n):
    batch = []
    for x in iterable:
        batch.append(x)
        if len(batch) == n:
            yield tuple(batch)
            batch = []
    if batch:
        yield tuple(batch)
