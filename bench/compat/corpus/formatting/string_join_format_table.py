rows = [("apple", 1.5, 3), ("kiwi", 0.25, 12)]
header = "{:<8}|{:>6}|{:>4}".format("item", "price", "qty")
print(header)
print("-" * len(header))
for r in rows:
    print("{:<8}|{:>6.2f}|{:>4d}".format(*r))
