# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

import json
d = {}
for _ in range(10**6):
    d = {"k": d}
print(len(json.dumps(d)))
