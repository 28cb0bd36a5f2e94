def parse_numbers(lines):
    for n, line in enumerate(lines, 1):
        try:
            yield float(line)
        except ValueError:
            raise ValueError(f"line {n}: {line!r} is not a number") from None

def safe_sum(lines):
    total, bad = 0.0, []
    gen = parse_numbers(lines)
    while True:
        try:
            total += next(gen)
        except StopIteration:
            break
        except ValueError as e:
            bad.append(str(e))
            break
    return total, bad

print(safe_sum(["1.5", "2", "3e2"]))
print(safe_sum(["1", "two", "3"]))

def checked(it):
    for x in it:
        if x < 0:
            raise ArithmeticError(f"negative value {x}")
        yield x ** 0.5

try:
    print([round(v, 3) for v in checked([4, 2, -1, 9])])
except ArithmeticError as e:
    print(type(e).__name__, e)
