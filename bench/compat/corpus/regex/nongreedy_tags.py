import re
html = "<b>bold</b> and <i>ital</i> <a href='x'>link</a>"
print(re.findall(r"<(\w+)[^>]*>(.*?)</\1>", html))
print(re.findall(r"<.*>", html)[0][:20])
print(re.findall(r"<.*?>", html)[:3])
print(re.sub(r"<[^>]+>", "", html))
