it = iter([1])
print(next(it), next(it, "done"))
try:
    next(it)
except StopIteration:
    print("stop")
