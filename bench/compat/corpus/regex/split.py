import re
print(re.split(r"[,;]\s*", "a, b;c,  d"))
print(re.split(r"(\d)", "a1b2c"))
print(re.split(r"\s+", "  lead and trail  "))
