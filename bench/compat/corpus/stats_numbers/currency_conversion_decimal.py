from decimal import Decimal, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING

RATES = {"us-east": Decimal("1"), "us-west": Decimal("1"), "eu": Decimal("0.9215"), "apac": Decimal("148.37")}
CURRENCY = {"us-east": "USD", "us-west": "USD", "eu": "EUR", "apac": "JPY"}
TAX = {"us-east": Decimal("0.0875"), "us-west": Decimal("0.0725"), "eu": Decimal("0.20"), "apac": Decimal("0.10")}
CENT = Decimal("0.01")

local_totals = {}
for line in context.splitlines():
    if "region=" not in line:
        continue
    region = line.split("region=")[1].split()[0]
    usd = Decimal(line.split("amount=")[1].split()[0])
    local = usd * RATES[region]
    q = Decimal("1") if CURRENCY[region] == "JPY" else CENT
    local = local.quantize(q, rounding=ROUND_HALF_EVEN)
    tax = (local * TAX[region]).quantize(q, rounding=ROUND_HALF_EVEN)
    acc = local_totals.setdefault(region, [Decimal(0), Decimal(0), 0])
    acc[0] += local
    acc[1] += tax
    acc[2] += 1

for region, (net, tax, n) in sorted(local_totals.items()):
    cur = CURRENCY[region]
    print(f"{region:8} {cur} n={n:3} net={net:>12,} tax={tax:>10,} gross={net + tax:>12,}")
usd_back = {r: (v[0] / RATES[r]).quantize(CENT) for r, v in local_totals.items()}
print(usd_back)
print(sum(usd_back.values()))
x = Decimal("19.999")
print(x.quantize(CENT, ROUND_DOWN), x.quantize(CENT, ROUND_CEILING), x.quantize(CENT), round(x, 1), int(x))
print(Decimal("10") / Decimal("4"), Decimal(10) // 3, Decimal(-7) % 3, Decimal("1.30") == Decimal("1.3"))
