import re
s, n = re.subn(r"spam", "SPAM", context)
print(n, s.count("SPAM"))
