print(round(3.14159, 2), round(2.5, 0), round(1.005, 2), round(123.456, 1), round(-2.675, 2))
print(type(round(2.5)).__name__, type(round(2.5, 1)).__name__)
