import re

context = "price=12.50;qty= 3 ; name = 'Blue Widget' ;; tags=a,b , c"
print(re.split(r"\s*;\s*", context))
print([p for p in re.split(r"\s*;+\s*", context) if p])
print(re.split(r"(\s*[=;]\s*)", "a = 1;b=2"))
print(re.split(r"[,\s]+", "a, b  c,d ,  e"))
print(re.split(r"\d", "a1b2c3", maxsplit=2))
tokens = re.findall(r"\d+\.\d+|\d+|[A-Za-z_]\w*|'[^']*'|[=;,]", context)
print(tokens)
expr = "3*(x+12) - y/4.5"
print(re.findall(r"\d+\.?\d*|[a-z]+|[-+*/()]", expr))
print(re.split(r"(?<=[a-z])(?=[A-Z])", "parseHttpRequestHeader"))
