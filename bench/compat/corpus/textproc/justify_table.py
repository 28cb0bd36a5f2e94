data = [("alice", 3, 142.356), ("bob", 12, 7.5), ("carolyn", 101, 1234.0)]
w = max(len(n) for n, *_ in data)
print("NAME".ljust(w), "N".rjust(4), "TOTAL".center(10), sep=" | ")
print("-+-".join(["-" * w, "-" * 4, "-" * 10]))
for name, n, total in data:
    print(name.ljust(w, "."), str(n).rjust(4), f"{total:,.1f}".center(10), sep=" | ")
print("x".zfill(4), "-42".zfill(6), "+7".zfill(4))
