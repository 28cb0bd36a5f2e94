import re
s = "begin\nmiddle\nend"
print(re.search(r"begin.*end", s))
print(re.search(r"begin.*end", s, re.DOTALL).group().count("\n"))
