import re
context = """Contact alice.smith@example.com or bob_99@mail.example.org for help.
Sales: SALES@Shop.co.uk, support+tickets@shop.co.uk; invalid: foo@bar, @nobody.com
Legacy: carol@old-host.net (deprecated)"""
pattern = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
emails = pattern.findall(context)
print("emails:", emails)
domains = {}
for e in emails:
    d = e.split("@")[1].lower()
    domains.setdefault(d, []).append(e)
for d in sorted(domains):
    print(f"{d}: {len(domains[d])}")
print("with plus:", [e for e in emails if "+" in e])
m = pattern.search(context, 40)
print("first after pos 40:", m.group(), m.span())
