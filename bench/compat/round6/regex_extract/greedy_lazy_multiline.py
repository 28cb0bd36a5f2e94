import re

text = '<div class="a">one</div><div class="b">two</div>'
print(re.findall(r"<div.*>", text))
print(re.findall(r"<div.*?>", text))
print(re.findall(r'class="([^"]+)"', text))
block = """START
alpha
END
noise
START
beta
gamma
END"""
print(re.findall(r"START\n(.*?)\nEND", block, re.S))
print(re.findall(r"START\n(.*)\nEND", block, re.S)[0].count("\n"))
print(re.findall(r"^\w+$", block, re.M)[:3], re.findall(r"^\w+$", block)[:3])
print(re.findall(r"a{2,3}?", "aaaaaaa"), re.findall(r"a{2,3}", "aaaaaaa"))
print(re.search(r"(?s)alpha.END", block).group(), re.search(r"\Aa", "ab\na", re.M).span(), re.findall(r"a$", "ab\na\na", re.M))
