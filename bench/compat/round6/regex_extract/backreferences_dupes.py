import re

context = "This is is a test of the the duplicate word finder. It it should catch catch them, but not 'is this'."
dupes = re.findall(r"\b(\w+)\s+\1\b", context, flags=re.I)
print(dupes)
print(re.sub(r"\b(\w+)(\s+\1\b)+", r"\1", context, flags=re.I))
html = '<b>bold</b> <i>ital</b> <code>x</code> <p>para</p>'
print(re.findall(r"<(\w+)>(.*?)</\1>", html))
print(re.findall(r"(['\"])(.*?)\1", "say 'hi' and \"bye\" and 'mixed\""))
print(bool(re.fullmatch(r"(\w)(\w)?\w?\2?\1", "abba")), bool(re.fullmatch(r"(\w)(\w)\w?\2\1", "abcba")))
print(re.search(r"(\d)\1{2,}", "call 5550000 now").group(), re.findall(r"(.)\1", "aabbcdde"))
