# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs (ImportError acceptable)

import pickle
x = []
for _ in range(10**6):
    x = [x]
print(len(pickle.dumps(x)))
