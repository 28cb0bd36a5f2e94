import re

text = """Alert: Refund issued
alert: second line
  ALERT: indented
no match here"""
print(re.findall(r'^alert', text, re.I | re.M))
print(re.findall(r'^\s*alert:\s*(.*)$', text, flags=re.IGNORECASE | re.MULTILINE))
print(re.search(r'issued.second', text, re.S | re.I) is not None)
print(re.search(r'issued.second', text, re.I))
verbose = re.compile(r"""
    ^id=(\d+)\s+      # id
    user=(\w+)\s+     # user
    label=(ham|spam)  # only two labels
""", re.X)
hits = [verbose.match(l).groups() for l in context.splitlines() if verbose.match(l)]
print(len(hits), hits[:3])
print(re.findall(r'\w+', 'naïve café', re.A))
print(re.findall(r'\w+', 'naïve café'))
print(verbose.flags & re.X == re.X, bool(verbose.flags & re.I))
