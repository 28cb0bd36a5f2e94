# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

a = 'a'.center(2**33)
b = '1'.zfill(2**33)
print(len(a) + len(b))
