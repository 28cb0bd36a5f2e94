import re
print(re.split(r"(\s*[,;]\s*)", "a , b;c ;  d"))
print(re.split(r"[,;]\s*", "a, b;c; d"))
print(re.split(r"(\d)", "x1y2z"))
print(re.split(r"\s+", "  leading and trailing  "))
print(re.split(r"(?:NOTE)", "aNOTEbNOTEc", maxsplit=1))
print(re.split(r"(a)|(b)", "xaybz"))
