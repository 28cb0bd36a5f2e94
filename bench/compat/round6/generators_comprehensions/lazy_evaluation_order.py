trace = []

def source(n):
    for i in range(n):
        trace.append(f"produce {i}")
        yield i

def double(it):
    for x in it:
        trace.append(f"double {x}")
        yield x * 2

pipeline = double(source(3))
trace.append("pipeline built")
first = next(pipeline)
trace.append(f"got {first}")
rest = list(pipeline)
print(first, rest)
print("\n".join(trace))
lst = [x for x in source(2)]
gen = (x for x in source(2))
print(len(trace), type(gen).__name__, list(gen), len(trace))
squares = map(lambda x: x * x, [1, 2, 3])
print(list(squares), list(squares))
