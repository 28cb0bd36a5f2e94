import re
context = """TITLE: Quarterly Review
AUTHOR: J. Smith
DATE: 2024-04-02

== Summary ==
Revenue grew 12%. Costs were flat.

== Risks ==
Supply chain delays.
Currency exposure.

== Next Steps ==
Hire two engineers."""
meta = dict(re.findall(r"^([A-Z]+): (.+)$", context, re.M))
print(meta)
parts = re.split(r"^== (.+?) ==$", context, flags=re.M)
sections = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts), 2)}
for name, body in sections.items():
    print(f"[{name}] {len(body.splitlines())} line(s): {body.splitlines()[0]}")
pct = re.findall(r"(\d+(?:\.\d+)?)%", context)
print(pct, re.search(r"(?<=Hire )\w+", context).group())
