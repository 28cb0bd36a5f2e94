# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

b = bytearray(2**40)
print(len(b))
