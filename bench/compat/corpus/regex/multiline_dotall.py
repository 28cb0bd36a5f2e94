import re
doc = "Title: A\nbody line 1\nbody line 2\nTitle: B\nmore\n"
print(re.findall(r"^Title: (\w)$", doc, re.M))
print(re.findall(r"Title: (\w)\n(.*?)(?=Title:|\Z)", doc, re.S))
print(len(re.findall(r"^", doc, re.M)))
print(re.search(r"line 1.line 2", doc) is None, bool(re.search(r"line 1.line 2", doc, re.DOTALL)))
