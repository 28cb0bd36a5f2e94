import re
s = "Prices: apple=$1.50, pear=$0.75, melon=$3.00"
out = re.sub(r"(?P<item>\w+)=\$(?P<price>\d+\.\d+)",
             lambda m: f"{m.group('item').upper()}:{float(m['price']) * 2:.2f}", s)
print(out)
print(re.sub(r"\d+", lambda m: str(int(m.group()) + 1), "a1 b22 c333"))
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "mail bob@example.com or amy@test.com"))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)", r"\g<m>/\g<y>", "2024-03 and 2023-11"))
