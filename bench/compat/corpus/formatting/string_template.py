from string import Template, ascii_lowercase, digits, punctuation, capwords
import string

t = Template("User $user sent $$${amount} from ${region}.")
lines = [l for l in context.splitlines() if l.startswith("id=")][:5]
for l in lines:
    d = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
    print(t.substitute(d))
print(t.safe_substitute(user="zed"))
try:
    t.substitute(user="zed")
except KeyError as e:
    print("KeyError", e)
bad = Template("cost: $")
try:
    bad.substitute()
except ValueError as e:
    print("ValueError", e)
print(ascii_lowercase[:5], digits, len(punctuation))
print(capwords("refund  requested for   order"), capwords("a-b c-d", "-"))
f = string.Formatter()
print(list(f.parse("hi {name:>5} and {0!r}")))
print(f.format("{0}+{0}={1}", 2, 4))
