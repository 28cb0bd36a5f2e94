def find_first(xs, pred):
    i = 0
    while i < len(xs):
        if pred(xs[i]):
            break
        i += 1
    else:
        return None
    return i

print(find_first([1, 3, 6, 7], lambda x: x % 2 == 0), find_first([1, 3], lambda x: x > 5))
for n in range(2, 20):
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
