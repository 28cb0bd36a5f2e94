# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

keep = []
while True:
    keep.append(bytearray(10**7))
