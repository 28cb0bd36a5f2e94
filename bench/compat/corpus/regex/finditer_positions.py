import re

lines = context.splitlines()
line = lines[1]
for m in re.finditer(r'(\w+)=("[^"]*"|\S+)', line):
    print(f"{m.start():3d}-{m.end():3d} {m.group(1):>7} = {m.group(2)}")

count = 0
offsets = []
for m in re.finditer(r'NOTE checkpoint (\d+)', context):
    count += 1
    offsets.append((int(m.group(1)), m.start()))
print(count, offsets[:3])
line_of = [context.count('\n', 0, off) + 1 for _, off in offsets]
print(line_of)
it = re.finditer(r'\d+', 'a1bb22ccc333')
print([(m.group(), m.span()) for m in it])
m = re.search(r'(a)(b)?', 'ac')
print(m.groups(), m.groups('-'), m.group(2))
