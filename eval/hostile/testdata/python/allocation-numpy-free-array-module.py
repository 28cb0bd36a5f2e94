# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

import array
a = array.array('d', [0.0]) * (2**31)
print(len(a))
