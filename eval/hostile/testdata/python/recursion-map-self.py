# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

def f(v):
    return list(map(f, [v]))
f(1)
