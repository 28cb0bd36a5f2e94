cents = []
for line in context.splitlines():
    if line.startswith("id="):
        cents.append((round(float(line.split()[3][7:]) * 100), int(line.split()[0][3:])))
cents.sort()

def pairs_with_sum(arr, target, limit=5):
    i, j = 0, len(arr) - 1
    found = []
    while i < j and len(found) < limit:
        s = arr[i][0] + arr[j][0]
        if s == target:
            found.append((arr[i][1], arr[j][1]))
            i += 1
            j -= 1
        elif s < target:
            i += 1
        else:
            j -= 1
    return found

for target in (cents[3][0] + cents[-4][0], 20000, 15031, 19200):
    print(target, pairs_with_sum(cents, target))

closest = None
i, j = 0, len(cents) - 1
while i < j:
    s = cents[i][0] + cents[j][0]
    if closest is None or abs(s - 12345) < abs(closest[0] - 12345):
        closest = (s, cents[i][1], cents[j][1])
    if s < 12345:
        i += 1
    else:
        j -= 1
print("closest to 12345:", closest)

def merge_sorted(a, b):
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    return out + a[i:] + b[j:]

evens = [c for c, _ in cents[::2]][:6]
odds = [c for c, _ in cents[1::2]][:6]
print(merge_sorted(evens, odds))
