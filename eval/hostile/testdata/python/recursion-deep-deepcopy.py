# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

import copy
x = []
for _ in range(10**6):
    x = [x]
y = copy.deepcopy(x)
