import re
text = "Error: disk FULL. error: Net down. ERROR: cpu hot. warning: fan"
print(re.findall(r"error: (\w+)", text, flags=re.I))
print(re.findall(r"(?i)(warning|error)", text))
lit = "cost (usd) $5.00?"
print(re.escape(lit))
print(bool(re.search(re.escape("(usd)"), lit)))
print(re.sub(re.escape("$5.00"), "$6.00", lit))
