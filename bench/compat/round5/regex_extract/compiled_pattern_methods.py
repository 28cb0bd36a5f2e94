import re
rx = re.compile(r"(?P<key>[A-Z]{2,})-(?P<num>\d+)")
context = "Fixed ABC-12 and XY-7; see also JIRA-1001 and abc-5 and Q-9."
print(rx.pattern)
print(rx.groups, sorted(rx.groupindex.items()))
m = rx.search(context)
print(m.group(0), m.group("key"), m.group(2), m.start("num"), m.end())
print(m.span(), m.groups())
print([m.group() for m in rx.finditer(context)])
print(rx.match(context) is None, rx.match("ZZ-1 x").group())
print(rx.fullmatch("ABC-12") is not None, rx.fullmatch("ABC-12x") is None)
print(rx.sub(lambda m: f"{m['key'].lower()}#{int(m['num']):04d}", context))
print(m.expand(r"\g<num>/\g<key>"))
