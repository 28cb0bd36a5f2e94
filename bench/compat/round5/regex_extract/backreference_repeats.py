import re
text = "This is is a test test of the the repeated word detector detector."
dups = re.findall(r"\b(\w+)\s+\1\b", text)
print("repeated:", dups)
fixed = re.sub(r"\b(\w+)(\s+\1\b)+", r"\1", text)
print(fixed)
quoted = re.findall(r"""(["'])(.*?)\1""", """He said "hi" and 'bye' and "it's" ok""")
print(quoted)
pal = [w for w in ["abba", "abcd", "xyyx", "aa", "abca"] if re.fullmatch(r"(\w)(\w)?\2?\1", w)]
print("4-or-less palindromes:", pal)
