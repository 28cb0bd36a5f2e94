# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

def k(v):
    return sorted([v], key=k)
k(1)
