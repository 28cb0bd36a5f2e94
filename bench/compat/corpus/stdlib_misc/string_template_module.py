import string

lines = [l for l in context.splitlines() if l.startswith("id=")]
tmpl = string.Template("Ticket for $user: ${label} of $$${amount} in $region")
for line in lines[:3]:
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    print(tmpl.substitute(kv))
print(tmpl.safe_substitute(user="zed"))
try:
    tmpl.substitute(user="zed")
except KeyError as e:
    print("KeyError:", e)

msgs = [l.split('msg="')[1][:-1] for l in lines[:5]]
print([string.capwords(m) for m in msgs])
print(string.ascii_lowercase[:6], string.digits, len(string.punctuation), string.hexdigits)
table = str.maketrans("", "", string.digits)
print([m.translate(table).strip() for m in msgs])
letters = sum(1 for ch in context if ch in string.ascii_letters)
digits = sum(1 for ch in context if ch in string.digits)
punct = sum(1 for ch in context if ch in string.punctuation)
print(letters, digits, punct)
fmt = string.Formatter()
print(fmt.format("{0:>6}|{name:^7}|", 42, name="ok"))
print([t[1] for t in fmt.parse("id={id} user={user!r:>8}")])
print("Hello World".swapcase(), "x".join("abc"), "abc".center(9, "*"), "3".zfill(4))
