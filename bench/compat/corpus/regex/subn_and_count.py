import re
redacted, n = re.subn(r"order \d+", "order ####", context[:2000])
print(n)
print(redacted.splitlines()[0])
s, k = re.subn(r"\s+", " ", "a   b \t\n c")
print(repr(s), k)
print(re.sub(r"x*", "-", "abc"))
print(re.sub(r"a", "b", "aaaa", count=2))
