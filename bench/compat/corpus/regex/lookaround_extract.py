import re
s = "price: USD100, EUR250, USD75, GBP10"
print(re.findall(r"(?<=USD)\d+", s))
print(re.findall(r"\b[A-Z]{3}(?=\d{3})", s))
print(re.findall(r"\d+(?!\d|,)", s))
print(re.sub(r"(?<=\d)(?=(\d{3})+\b)", ",", "1234567 and 89"))
