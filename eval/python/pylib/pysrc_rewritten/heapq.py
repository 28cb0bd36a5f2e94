# heapq for gpython, in Python: the same list layout as CPython's heapq, so
# heap[0] and the list's order after each call match.


def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item):
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item):
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item


def heapify(x):
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)


def nlargest(n, iterable, key=None):
    items = list(iterable)
    if key is None:
        return sorted(items, reverse=True)[:n]
    return sorted(items, key=key, reverse=True)[:n]


def nsmallest(n, iterable, key=None):
    items = list(iterable)
    if key is None:
        return sorted(items)[:n]
    return sorted(items, key=key)[:n]


def merge(*iterables, key=None, reverse=False):
    out = []
    for it in iterables:
        out.extend(it)
    if key is None:
        return iter(sorted(out, reverse=reverse))
    return iter(sorted(out, key=key, reverse=reverse))
