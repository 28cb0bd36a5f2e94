import re

s = 'msg="first" other msg="second" tail'
print(re.findall(r'msg="(.*)"', s))
print(re.findall(r'msg="(.*?)"', s))
print(re.search(r'<.+>', '<a><b></b></a>').group())
print(re.search(r'<.+?>', '<a><b></b></a>').group())
print(re.findall(r'\d{2,3}', '12345678'))
print(re.findall(r'\d{2,3}?', '12345678'))
lines = context.splitlines()
chunk = " ".join(lines[:3])
print(re.findall(r'msg="([^"]+)"', chunk))
print(len(re.search(r'id=.*msg', chunk).group()), len(re.search(r'id=.*?msg', chunk).group()))
print(re.match(r'(a+)(a*)', 'aaaa').groups())
print(re.match(r'(a+?)(a*)', 'aaaa').groups())
print(re.fullmatch(r'(?:id=\d+\s?)+', 'id=1 id=22 id=333'))
