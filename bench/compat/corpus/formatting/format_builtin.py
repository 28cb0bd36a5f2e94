print(format(3.14159, ".3f"), format(42, "08b"), format("s", ">4"), format(1234, ","))
print(format(0.5, "%"), format(12, "x"))
