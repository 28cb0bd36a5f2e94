# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

import json
print(json.loads("[" * 10**6 + "]" * 10**6))
