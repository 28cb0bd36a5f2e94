import re

context = """INVOICE INV-2024-0042
Date: 2024-02-10    Due: 2024-03-10
Bill To: Acme Corp, 12 Main St
  2 x Widget Pro          @ $49.99   = $99.98
  1 x Setup fee           @ $150.00  = $150.00
 10 x Cable (2m)          @ $3.25    = $32.50
Subtotal: $282.48
Tax (8.25%): $23.30
TOTAL: $305.78"""

header = re.search(r"INVOICE (?P<number>INV-\d{4}-\d+)", context)
dates = dict(re.findall(r"(Date|Due): (\d{4}-\d{2}-\d{2})", context))
line_re = re.compile(r"^\s*(?P<qty>\d+) x (?P<desc>.+?)\s+@ \$(?P<unit>[\d.]+)\s+= \$(?P<amount>[\d.]+)$", re.M)
lines = [m.groupdict() for m in line_re.finditer(context)]
print(header["number"], dates)
for l in lines:
    ok = abs(int(l["qty"]) * float(l["unit"]) - float(l["amount"])) < 0.005
    print(f"{l['desc']:<14} {l['qty']:>3} {l['unit']:>7} {l['amount']:>8} {'ok' if ok else 'MISMATCH'}")
sub = float(re.search(r"Subtotal: \$([\d.]+)", context).group(1))
rate = float(re.search(r"Tax \(([\d.]+)%\)", context).group(1))
total = float(re.search(r"TOTAL: \$([\d.]+)", context)[1])
print(round(sum(float(l["amount"]) for l in lines), 2) == sub, round(sub * rate / 100, 2), round(sub * (1 + rate / 100), 2) == total)
