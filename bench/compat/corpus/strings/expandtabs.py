print("a\tb\tc".expandtabs(4))
print(repr("x\ty".expandtabs()))
