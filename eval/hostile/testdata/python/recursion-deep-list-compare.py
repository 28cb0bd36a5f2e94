# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

a, b = [], []
for _ in range(10**6):
    a, b = [a], [b]
print(a == b)
