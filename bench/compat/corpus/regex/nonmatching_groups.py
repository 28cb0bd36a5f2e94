import re
print(re.findall(r"(?:ab)+", "ababab abx"))
print(re.findall(r"(a)(b)?", "ab a"))
