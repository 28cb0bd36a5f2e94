from collections import Counter, defaultdict

data = defaultdict(list)
for line in context.splitlines():
    if line.startswith("id="):
        user = line.split("user=")[1].split()[0]
        data[user].append(float(line.split("amount=")[1].split()[0]))

title = " SPEND REPORT BY USER "
width = 58
print(title.center(width, "="))
print("User".ljust(10) + "Count".rjust(7) + "Total".rjust(12) + "Max".rjust(10) + "  Bar")
print("-" * width)
scale = max(sum(v) for v in data.values()) / 20
for user, vals in sorted(data.items(), key=lambda kv: sum(kv[1]), reverse=True):
    total = sum(vals)
    bar = "█" * int(total / scale)
    print(user.capitalize().ljust(10) + str(len(vals)).rjust(7) + f"{total:,.2f}".rjust(12)
          + f"{max(vals):.2f}".rjust(10) + "  " + bar)
print("-" * width)
print("TOTAL".ljust(10) + str(sum(map(len, data.values()))).rjust(7)
      + f"{sum(map(sum, data.values())):,.2f}".rjust(12))
print("=" * width)
print("note".zfill(8), "-42".zfill(6), "abc".center(9, "."), "x".rjust(3, "0"))
print("Title Case Words".swapcase(), "mixed CASE".title(), "ß".upper(), "İ".lower().encode())
