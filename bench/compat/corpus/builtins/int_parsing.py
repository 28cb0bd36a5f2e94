print(int("  12 "), int("-3"), float("1e-3"), int(3.9), int(-3.9), round(-0.5), abs(-0.0))
print(str(1/3), 2**0.5, 10**-2, 7 % -3, divmod(-7, 2))
