import re

context = "Prices: $5, $12.5 and $1000. Temps 20C, -3C. Call 555-1234 or 555-9876."
usd_to_eur = 0.92
converted = re.sub(r"\$(\d+(?:\.\d+)?)", lambda m: f"€{float(m.group(1)) * usd_to_eur:.2f}", context)
print(converted)
print(re.sub(r"(-?\d+)C\b", lambda m: f"{int(m.group(1)) * 9 / 5 + 32:g}F", context))
print(re.sub(r"(\d{3})-(\d{4})", r"(\1) \2", context))
print(re.sub(r"(?P<a>\d{3})-(?P<b>\d{4})", r"\g<b>-\g<a>", context))
masked, n = re.subn(r"\d", "#", context)
print(masked, n)
print(re.sub(r"\s+", " ", "  a \t b\n\nc  ").strip(), re.sub("x*", "-", "abc"))
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m.group(1).upper() + m.group(2).lower(), "hELLO wORLD of rEGEX"))
