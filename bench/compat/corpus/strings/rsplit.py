print("a,b,c,d".rsplit(",", 1))
print("a b  c".rsplit())
print("k=v=w".split("=", 1))
print("  x  y ".split(" "))
