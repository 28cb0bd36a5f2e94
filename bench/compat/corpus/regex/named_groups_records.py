import re

pat = re.compile(
    r'^id=(?P<id>\d+) user=(?P<user>\w+) label=(?P<label>\w+) '
    r'amount=(?P<amount>\d+\.\d+) ts=(?P<ts>\S+) region=(?P<region>[\w-]+) msg="(?P<msg>[^"]*)"$',
    re.MULTILINE,
)
rows = [m.groupdict() for m in pat.finditer(context)]
print(len(rows))
print(rows[4])
m = pat.search(context)
print(m.group('user', 'amount'), m.span(), m.start('msg'), m.end('msg'))
print(m.lastgroup, m.lastindex)
print(pat.groups, sorted(pat.groupindex.items(), key=lambda kv: kv[1]))
unmatched = [l for l in context.splitlines() if not pat.fullmatch(l)]
print(len(unmatched), unmatched[0])
