# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

f = lambda v: v
for _ in range(10**6):
    f = (lambda g: lambda v: g(v))(f)
print(f(1))
