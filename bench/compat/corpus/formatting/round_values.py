print(round(2.675, 2), round(3.14159, 3), round(2.5), round(3.5), round(-1.5), round(7))
print(round(1234.5678, -2))
