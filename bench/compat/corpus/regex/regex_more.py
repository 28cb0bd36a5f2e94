import re
text = "Call 555-1234 or 555-9876. Email: a.b@x.org, c@y.com"
print(re.findall(r"\b\d{3}-\d{4}\b", text))
print(re.findall(r"[\w.]+@[\w.]+", text))
print(re.sub(r"(\d{3})-(\d{4})", r"\2-\1", text))
pat = re.compile(r"(?P<user>[\w.]+)@(?P<domain>[\w.]+)")
print([m.groupdict() for m in pat.finditer(text)])
print(re.split(r"\s*[.,:]\s*", "a. b, c: d"))
