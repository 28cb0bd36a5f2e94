import re
context = """TODO: write tests
done: setup
TODO: refactor parser
  TODO: indented should not count
todo: lowercase
FIXME: memory leak"""
print(re.findall(r"^TODO: (.+)$", context, re.M))
print(re.findall(r"^todo: (.+)$", context, re.M | re.I))
print(re.findall(r"^\s*TODO: (.+)$", context, re.M))
print(re.search(r"^FIXME.*", context) is None)
print(re.search(r"\AFIX", context), bool(re.search(r"leak\Z", context)))
block = re.search(r"done:.*?parser", context, re.S)
print(repr(block.group()))
print(len(re.findall(r".", "a\nb\nc")), len(re.findall(r".", "a\nb\nc", re.S)))
