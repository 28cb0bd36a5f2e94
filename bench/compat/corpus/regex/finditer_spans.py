import re
text = context[:400]
for m in re.finditer(r"amount=(?P<amt>[\d.]+)", text):
    print(m.start(), m.end(), m.span("amt"), m.group("amt"), m.groupdict())
m = re.search(r"ts=(\d+)-(\d+)-(\d+)", text)
print(m.groups(), m.group(0), m.group(1, 3), m.lastindex, m.re.pattern[:6])
