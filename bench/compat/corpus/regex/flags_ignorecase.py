import re
print(re.findall(r"spam", "Spam SPAM spam", re.IGNORECASE))
print(re.findall(r"^note", context, re.I | re.M)[:3])
