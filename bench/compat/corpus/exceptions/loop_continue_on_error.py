vals = ["1", "2", "x", "4", None]
total = 0
errors = 0
for v in vals:
    try:
        total += int(v)
    except (ValueError, TypeError):
        errors += 1
        continue
print(total, errors)
