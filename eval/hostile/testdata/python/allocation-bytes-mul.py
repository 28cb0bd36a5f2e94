# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

b = b'ab' * (2**33)
print(len(b))
