import re

LINE = re.compile(r"""
    ^id=(?P<id>\d+)\s+
    user=(?P<user>[a-z]+)\s+
    label=(?P<label>\w+)\s+
    amount=(?P<amount>\d+\.\d{2})\s+
    ts=(?P<date>\d{4}-\d{2}-\d{2})T(?P<time>[\d:]+)\s+
    region=(?P<region>[\w-]+)\s+
    msg="(?P<msg>[^"]*)"$
""", re.VERBOSE | re.MULTILINE)

matches = list(LINE.finditer(context))
print(len(matches))
m = matches[10]
print(m.group("user", "amount"), m["msg"], m.start(), m.span("id"))
print(m.groupdict())
ORDER = re.compile(r"(?:order|invoice)\s+(?P<num>\d{4})", re.I)
nums = [int(o["num"]) for mt in matches for o in ORDER.finditer(mt["msg"])]
print(len(nums), nums[:6])
notes = re.findall(r"^NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)$", context, flags=re.M)
print(notes[:3])
print(re.sub(r"(?P<k>\w+)=(?P<v>\S+)", r"\g<k>:\g<v>", matches[0].group(0))[:60])
masked = re.sub(r"\d{4}", lambda mo: "*" * 2 + mo.group()[-2:], matches[1]["msg"])
print(masked)
print(re.split(r"\s*[;,]\s*", "a, b;c ,  d"), re.split(r"(\d)", "x1y2z"))
print(re.fullmatch(r"\d+", "123x"), bool(re.search(r"PRIZE", context, re.IGNORECASE)))
print(re.subn(r"late", "LATE", context)[1], re.escape("a.b*c"))
try:
    re.compile(r"(?P<x>a)(?P<x>b)")
except re.error as e:
    print("re.error:", e)
