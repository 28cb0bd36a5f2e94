# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

def g(n):
    yield from g(n + 1)
next(g(0))
