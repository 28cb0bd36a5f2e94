import re
LINE = re.compile(r'^id=(?P<id>\d+) user=(?P<user>\w+) label=(?P<label>\w+) amount=(?P<amount>[\d.]+) ts=(?P<ts>\S+) region=(?P<region>[\w-]+) msg="(?P<msg>[^"]*)"$')
matched = [m.groupdict() for m in map(LINE.match, context.splitlines()) if m]
print(len(matched), matched[3])
notes = re.findall(r"NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)", context)
print(notes[:3], sum(int(n[1]) for n in notes))
orders = re.findall(r"order (\d{4})", context)
print(len(orders), orders[:5])
invoices = {m.group(1): int(m.group(2)) for m in re.finditer(r"invoice (\d+) overdue by (\d+) days", context)}
print(len(invoices), list(invoices.items())[:3])
print(re.sub(r"\d{4}", "####", 'msg="order 1885 shipped late" code 12'))
print(re.sub(r"(\w+)=(\S+)", r"\2<-\1", "a=1 b=two"), re.subn(r"\s+", " ", "a   b \t c"))
print(re.split(r"[=\s]+", "id=1 user=alice  label=ham"), re.split(r"(,)", "a,b"))
m = re.search(r"amount=(\d+)\.(\d+)", context)
print(m.group(0), m.groups(), m.span(), m.start(1), m.end(2))
print(bool(re.fullmatch(r"[a-z]+", "alice")), re.match(r"\d", "x1"), re.IGNORECASE & re.I)
pat = re.compile(r"(?i)WIN a PRIZE")
print(len(pat.findall(context)), pat.pattern, pat.flags & re.I != 0)
print(re.escape("1.5+2"), re.findall(r"(\w)(\d)", "a1 b2 c"))
