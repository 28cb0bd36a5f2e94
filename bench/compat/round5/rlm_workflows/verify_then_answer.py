import re
context = """Invoice 2024-001: total $1,250.00 (paid)
Invoice 2024-002: total $980.50 (unpaid)
Invoice 2024-003: total $3,100.25 (paid)
Invoice 2024-004: total $45.00 (unpaid)
Invoice 2024-005: total $0.99 (paid)
Summary line claims: unpaid total $1,025.50"""
rx = re.compile(r"Invoice (\S+): total \$([\d,]+\.\d{2}) \((paid|unpaid)\)")
inv = [(m[0], float(m[1].replace(",", "")), m[2]) for m in rx.findall(context)]
unpaid = sum(a for _, a, s in inv if s == "unpaid")
claimed = float(re.search(r"unpaid total \$([\d,]+\.\d{2})", context).group(1).replace(",", ""))
print(f"parsed {len(inv)} invoices; unpaid computed {unpaid:.2f}, claimed {claimed:.2f}")
consistent = abs(unpaid - claimed) < 0.005
print("consistent:", consistent)
largest = max(inv, key=lambda t: t[1])
answer = {"content": f"Unpaid total is ${unpaid:,.2f}; largest invoice {largest[0]} (${largest[1]:,.2f})", "ready": consistent}
print(answer)
