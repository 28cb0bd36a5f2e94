import re
context = "Totals: USD 100, USD 250.50, EUR 80, USD 3, GBP 40.25, usd 9"
usd = re.findall(r"(?<=USD )\d+(?:\.\d+)?", context)
print("USD:", usd, sum(map(float, usd)))
non_usd = re.findall(r"\b(?!USD)([A-Z]{3}) (\d+(?:\.\d+)?)", context)
print("non-USD:", non_usd)
ci = re.findall(r"(?i)usd (\d+)", context)
print("case-insensitive:", ci)
pw = ["abc123", "Password1", "short1A", "NoDigitsHere", "Valid123Pass"]
strong = re.compile(r"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$")
for p in pw:
    print(f"{p:<14}", "strong" if strong.match(p) else "weak")
