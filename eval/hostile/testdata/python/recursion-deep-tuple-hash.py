# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

t = ()
for _ in range(10**6):
    t = (t,)
print(hash(t))
