def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
print([safe_div(1, x) for x in [1, 0, 4]])
