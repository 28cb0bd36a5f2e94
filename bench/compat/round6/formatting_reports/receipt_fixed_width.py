cart = [("Milk 2L", 1, 2.49), ("Eggs (12)", 2, 3.99), ("Bread", 1, 2.75), ("Apples 1kg", 3, 1.8), ("Gift card", 1, 25.0)]
W = 32
out = ["SUPERMART #042".center(W), "2024-05-01 18:22".center(W), ""]
for name, qty, price in cart:
    line_total = qty * price
    left = f"{name[:16]:<16}"
    if qty > 1:
        out.append(left)
        out.append(f"  {qty} @ {price:.2f}".ljust(W - 9) + f"{line_total:>9.2f}")
    else:
        out.append(left.ljust(W - 9) + f"{line_total:>9.2f}")
total = sum(q * p for _, q, p in cart)
out += ["-" * W, "TOTAL".ljust(W - 9) + f"{total:>9.2f}", f"Items: {sum(q for _, q, _ in cart)}".rjust(W)]
print("\n".join(out))
print(max(len(l) for l in out) <= W)
