from decimal import Decimal, ROUND_DOWN

def split(total, parts):
    total = Decimal(total)
    each = (total / parts).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    shares = [each] * parts
    remainder = total - each * parts
    cents = int(remainder * 100)
    for i in range(cents):
        shares[i] += Decimal("0.01")
    return shares

for total, n in [("100.00", 3), ("10.00", 7), ("0.05", 2), ("1234.56", 5)]:
    shares = split(total, n)
    print(total, n, [str(s) for s in shares], sum(shares) == Decimal(total))

weights = {"ana": 3, "ben": 2, "cy": 1}
bill = Decimal("250.00")
w_total = sum(weights.values())
alloc = {k: (bill * v / w_total).quantize(Decimal("0.01")) for k, v in weights.items()}
diff = bill - sum(alloc.values())
alloc["ana"] += diff
print(alloc, sum(alloc.values()))
