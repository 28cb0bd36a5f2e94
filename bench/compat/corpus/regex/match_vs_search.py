import re
print(re.match(r"\d+", "abc123") is None)
print(re.search(r"\d+", "abc123").group())
print(re.match(r"id=", context).group())
print(re.fullmatch(r"[a-z]+", "hello") is not None, re.fullmatch(r"[a-z]+", "hello1"))
