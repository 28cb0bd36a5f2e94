import re
s = "café naïve résumé ok_go 42x"
print(re.findall(r"\w+", s))
print(re.findall(r"\b\w{4}\b", s))
print(re.findall(r"[^\W\d_]+", s))
print(re.findall(r"\d+|[a-z]+", s, re.ASCII))
