from functools import lru_cache

lines = tuple(context.splitlines())

@lru_cache(maxsize=None)
def label_counts(start, stop):
    if stop - start <= 25:
        out = {}
        for l in lines[start:stop]:
            if "label=" in l:
                lab = l.split("label=")[1].split()[0]
                out[lab] = out.get(lab, 0) + 1
        return tuple(sorted(out.items()))
    mid = (start + stop) // 2
    left, right = dict(label_counts(start, mid)), dict(label_counts(mid, stop))
    for k, v in right.items():
        left[k] = left.get(k, 0) + v
    return tuple(sorted(left.items()))

print(label_counts(0, len(lines)))
print(label_counts.cache_info())
print(label_counts(0, 100))
print(label_counts(0, len(lines)) is label_counts(0, len(lines)))
info = label_counts.cache_info()
print("hits:", info.hits, "misses:", info.misses, "size:", info.currsize)
label_counts.cache_clear()
print(label_counts.cache_info())
