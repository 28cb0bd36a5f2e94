from itertools import islice
def batched(it, n):
    it = iter(it)
    while True:
        b = list(islice(it, n))
        if not b:
            return
        yield b
print(list(batched(range(7), 3)))
print(len(list(batched(context.splitlines(), 64))))
