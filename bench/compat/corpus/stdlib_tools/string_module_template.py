import string
from string import Template
print(string.ascii_lowercase, string.digits, string.punctuation)
print(string.ascii_uppercase[:5], string.hexdigits, repr(string.whitespace))
users = sorted({l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")})
print([string.capwords(u + " smith") for u in users[:3]])
tmpl = Template("User $user had $n events totalling $$${total}")
for u in users[:3]:
    lines = [l for l in context.splitlines() if f"user={u} " in l]
    total = sum(float(l.split("amount=")[1].split()[0]) for l in lines)
    print(tmpl.substitute(user=u, n=len(lines), total=f"{total:.2f}"))
print(Template("$a and $b").safe_substitute(a=1))
try:
    Template("$a and $b").substitute(a=1)
except KeyError as e:
    print("KeyError", e)
fmt = string.Formatter()
print([p[1] for p in fmt.parse("{user} spent {amount:.2f} on {0}")])
table = str.maketrans({"-": "_", " ": None})
print("us-east region".translate(table), "hello".translate(str.maketrans("el", "ip")))
clean = "".join(c for c in 'order #1885: "late"!' if c not in string.punctuation)
print(clean, "abc123".strip(string.ascii_letters), "ABC".lower().isalpha())
