def read_numbers(text):
    for tok in text.replace(",", " ").split():
        try:
            yield int(tok)
        except ValueError:
            try:
                yield float(tok)
            except ValueError:
                continue

def running_stats(nums):
    count = total = 0
    lo = hi = None
    for x in nums:
        count += 1
        total += x
        lo = x if lo is None or x < lo else lo
        hi = x if hi is None or x > hi else hi
        yield count, total, lo, hi

context = "5, 3, x, 12.5, -4, 7e1, nan?, 0, 8"
for count, total, lo, hi in running_stats(read_numbers(context)):
    print(f"n={count} sum={total:<6} min={lo:<5} max={hi}")
*_, last = running_stats(read_numbers(context))
print("final:", last)
