# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

x = 1 << (3 * 8 * 2**30)
print(x.bit_length())
