import re
expr = "12 + 4*(3 - 1) / 2 - 7"
tokens = [t for t in re.split(r"\s*([+\-*/()])\s*", expr) if t]
print(tokens)
print(re.split(r"[,;]\s*", "a, b;c,  d;;e"))
print(re.split(r"(\d+)", "abc12def345gh"))
print(re.split(r"\W+", "Hello, world! How's it going?"))
print(re.split(r"x", "axbxc", maxsplit=1))
print(re.findall(r"\d+|[a-z]+", "abc12def345gh"))
print(re.split(r"(?<=[a-z])(?=[A-Z])", "splitCamelCaseWords"))
print(re.split(r"\n{2,}", "para one\nstill one\n\npara two\n\n\npara three"))
