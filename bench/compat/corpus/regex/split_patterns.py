import re

first = context.splitlines()[0]
print(re.split(r'\s+(?=\w+=)', first))
print(re.split(r'[=\s]', 'id=1 user=alice'))
print(re.split(r'(,|;)\s*', 'a, b;c ,d'))
print(re.split(r'\d', 'a1b2c3', maxsplit=2))
print(re.split(r'(?i)AND', 'cats and dogs AND birds'))
print(re.split(r'\b', 'hi there'))
blocks = re.split(r'^NOTE .*$\n?', context, flags=re.M)
print(len(blocks), [b.count('\n') for b in blocks])
print(repr(blocks[-1]))
parts = re.split(r'(\d+)', 'order 1885 shipped late')
print(parts, parts[1::2])
