import re
context = "Prices: apple $1.50, bread $3.25, cheese $12.00, and wine $19.99 today."

def add_tax(m):
    v = float(m.group(1))
    return f"${v * 1.08:.2f}"

print(re.sub(r"\$(\d+\.\d{2})", add_tax, context))
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m.group(1).upper() + m.group(2), "the quick brown fox"))
count = re.subn(r"\d", "#", context)
print(count)
print(re.sub(r"(\w+) \$", r"[\1] $", context))
print(re.sub(r"\s+", " ", "  many   spaces\n\tand\ttabs  ").strip())
