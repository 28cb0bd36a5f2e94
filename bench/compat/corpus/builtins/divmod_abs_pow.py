print(divmod(17, 5), divmod(-7, 2), abs(-3), abs(-2.5), pow(2, 10), pow(2, 10, 1000), 2 ** -1)
print(7 // 2, -7 // 2, 7 % 3, -7 % 3, 7 / 2)
